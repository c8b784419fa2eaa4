import type { Page } from '@colorbook/contract';
import { Ban, Clapperboard, Flame, LockOpen, Share2, Trash2 } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { cn } from '../lib/cn';
import { colorPagePath } from '../lib/coloring-path';
import { PageCardMenu } from './page-card-menu';
import { Spinner } from './spinner';
import type { usePageCardActions } from './use-page-card-actions';

/* The parts of a page card (page-card.tsx): its picture with the badges, and the corner's buttons. */

const iconButton =
  'relative z-10 grid size-9 place-items-center rounded-full bg-surface/90 text-ink-600 shadow-soft ring-1 ring-ink-200/70 backdrop-blur transition hover:text-ink-900 disabled:opacity-60';

/** The page's picture (or the viewer's colouring), and its trending or blocked badge. */
export function CardPicture({ page, image, zooms }: { page: Page; image: string; zooms: boolean }) {
  return (
    <>
      {page.blocked ? (
        // A blocked page's files answer 404 to everyone (an <img> carries no token), so its card
        // shows that it is blocked instead of a broken picture.
        <div
          data-testid="blocked-placeholder"
          className="grid h-full w-full place-items-center bg-ink-100 text-ink-400"
        >
          <Ban className="size-12" aria-hidden="true" />
        </div>
      ) : (
        <img
          src={image}
          alt=""
          loading="lazy"
          decoding="async"
          width={512}
          height={512}
          className={cn(
            'h-full w-full object-contain transition duration-300',
            zooms && 'group-hover:scale-[1.03]',
          )}
        />
      )}
      {/* Bottom left: the top corners hold up to three buttons, which a badge in a longer language ran under. */}
      <div className="absolute bottom-2 left-2 flex max-w-[calc(100%-1rem)] flex-col items-start gap-1.5">
        {page.trending && (
          <span className="inline-flex items-center gap-1 rounded-full bg-sunny-300 px-2 py-0.5 text-xs font-extrabold text-ink-900 shadow-soft">
            <Flame className="size-3.5" aria-hidden="true" />
            <FormattedMessage id="pages.card.trending" />
          </span>
        )}
        {page.blocked && (
          <span className="rounded-full bg-danger-600 px-2 py-0.5 text-xs font-extrabold text-white shadow-soft">
            <FormattedMessage id="pages.card.blocked" />
          </span>
        )}
      </div>
    </>
  );
}

type Actions = Pick<
  ReturnType<typeof usePageCardActions>,
  'handleDelete' | 'handleBlockToggle' | 'unblocking'
>;

/**
 * The card's corner: replay and share (the viewer's colouring), block or unblock (admins), delete
 * (the owner), and the menu (users).
 */
export function CardActions({
  page,
  isAdmin,
  opens,
  shares,
  title,
  onShare,
  actions,
}: {
  page: Page;
  isAdmin: boolean;
  opens: boolean;
  shares: boolean;
  title: string;
  onShare?: (page: Page) => void;
  actions: Actions;
}) {
  const { formatMessage } = useIntl();
  const { handleDelete, handleBlockToggle, unblocking } = actions;
  const blockLabel = formatMessage({ id: page.blocked ? 'pages.card.unblock' : 'pages.card.block' });
  return (
    <div className="absolute top-2 right-2 flex gap-1.5">
      {shares && page.colored?.has_replay && (
        // The colouring screen opens its time-lapse player (replay-player.tsx) for ?replay.
        <Link
          to={`${colorPagePath(page.id)}?replay=1`}
          className={cn(iconButton, 'hover:text-brand-700')}
          aria-label={formatMessage({ id: 'pages.card.replay' })}
          title={formatMessage({ id: 'pages.card.replay' })}
        >
          <Clapperboard className="size-4" aria-hidden="true" />
        </Link>
      )}
      {shares && (
        <button
          type="button"
          className={cn(iconButton, 'hover:text-brand-700')}
          aria-label={formatMessage({ id: 'pages.card.share' })}
          title={formatMessage({ id: 'pages.card.share' })}
          onClick={() => onShare?.(page)}
        >
          <Share2 className="size-4" aria-hidden="true" />
        </button>
      )}
      {isAdmin ? (
        <button
          type="button"
          className={cn(iconButton, page.blocked ? 'hover:text-mint-700' : 'hover:text-danger-700')}
          aria-label={blockLabel}
          title={blockLabel}
          onClick={() => void handleBlockToggle()}
          disabled={unblocking}
        >
          {unblocking ? (
            <Spinner className="size-4" label="" />
          ) : page.blocked ? (
            <LockOpen className="size-4" aria-hidden="true" />
          ) : (
            <Ban className="size-4" aria-hidden="true" />
          )}
        </button>
      ) : (
        page.is_owner && (
          <button
            type="button"
            className={cn(iconButton, 'hover:text-danger-700')}
            aria-label={formatMessage({ id: 'pages.card.delete' })}
            title={formatMessage({ id: 'pages.card.delete' })}
            onClick={() => void handleDelete()}
          >
            <Trash2 className="size-4" aria-hidden="true" />
          </button>
        )
      )}
      {opens && !page.blocked && <PageCardMenu pageId={page.id} title={title} buttonClassName={iconButton} />}
    </div>
  );
}
