import type { Page } from '@colorbook/contract';
import { Ban, Clapperboard, Flame, Heart, LockOpen, Palette, Share2, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { cn } from '../lib/cn';
import { colorPagePath } from '../lib/coloring-path';
import { formatCompactNumber } from '../lib/format';
import { Avatar } from './avatar';
import { PageCardMenu } from './page-card-menu';
import { Spinner } from './spinner';
import { type PageCardHandlers, usePageCardActions } from './use-page-card-actions';

type Props = PageCardHandlers & {
  page: Page;
  /** Admins block and unblock; users favourite, delete their own and open pages to colour. */
  isAdmin: boolean;
  /** Show the viewer's own colouring instead of the blank page (Colored pages). */
  showColoring?: boolean;
  /** Colored pages: share the viewer's colouring (a link, components/share-dialog). */
  onShare?: (page: Page) => void;
  /** At the bottom of the card (admins' gallery facets on the admin pages screen). */
  footer?: ReactNode;
};

const iconButton =
  'relative z-10 grid size-9 place-items-center rounded-full bg-surface/90 text-ink-600 shadow-soft ring-1 ring-ink-200/70 backdrop-blur transition hover:text-ink-900 disabled:opacity-60';

/** A page in a grid (spec §2 "Other"). The whole card opens the colouring screen, for users only. */
export function PageCard({ page, isAdmin, showColoring = false, onPatch, onRemove, onShare, footer }: Props) {
  const { handleFavorite, favoritePending, handleDelete, handleBlockToggle, unblocking } = usePageCardActions(
    page,
    {
      onPatch,
      onRemove,
    },
  );
  const { formatMessage } = useIntl();
  const image = showColoring && page.colored ? page.colored.preview : page.preview;
  const title = page.title || page.prompt || formatMessage({ id: 'pages.untitled' });
  const opens = !isAdmin;
  const blockLabel = formatMessage({ id: page.blocked ? 'pages.card.unblock' : 'pages.card.block' });
  const shares = !isAdmin && showColoring && page.colored !== null && onShare !== undefined;

  return (
    <article
      data-testid="page-card"
      data-page-id={page.id}
      className={cn(
        'group relative flex w-full animate-fade-in flex-col overflow-hidden rounded-card bg-surface shadow-soft ring-1 ring-ink-200/60 transition duration-200',
        opens &&
          'hover:-translate-y-0.5 hover:shadow-pop has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-brand-500',
      )}
    >
      <div className="relative aspect-square overflow-hidden bg-white">
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
              opens && 'group-hover:scale-[1.03]',
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
          {opens && !page.blocked && (
            <PageCardMenu pageId={page.id} title={title} buttonClassName={iconButton} />
          )}
        </div>
      </div>

      <div className="flex flex-1 flex-col gap-2 p-3 sm:p-4">
        <h3 className="line-clamp-1 text-sm font-extrabold sm:text-base" title={title}>
          {opens ? (
            // The link's ::after stretches over the card, so the whole card opens it.
            <Link
              to={colorPagePath(page.id)}
              className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
            >
              {title}
            </Link>
          ) : (
            title
          )}
        </h3>
        <div className="mt-auto flex items-center gap-2">
          <Avatar name={page.user.name} photo={page.user.photo} size="small" />
          <span className="min-w-0 flex-1 truncate text-xs font-semibold text-ink-600 sm:text-sm">
            {page.user.name}
          </span>
          <span
            className="hidden items-center gap-1 text-xs font-bold text-ink-500 sm:inline-flex"
            title={formatMessage({ id: 'pages.card.timesColoured' })}
          >
            <Palette className="size-3.5" aria-hidden="true" />
            <span className="sr-only">
              <FormattedMessage id="pages.card.coloured" />
            </span>
            {formatCompactNumber(page.colored_count)}
          </span>
          {isAdmin ? (
            <span className="inline-flex items-center gap-1 text-xs font-bold text-ink-500">
              <Heart className="size-3.5" aria-hidden="true" />
              <span className="sr-only">
                <FormattedMessage id="pages.card.favorites" />
              </span>
              {formatCompactNumber(page.favorited_count)}
            </span>
          ) : (
            <button
              type="button"
              aria-pressed={page.is_favorited}
              // One toggle at a time, said out loud; aria- rather than disabled, which would drop focus.
              aria-disabled={favoritePending || undefined}
              onClick={() => void handleFavorite()}
              className={cn(
                'relative z-10 -mr-1 inline-flex h-8 items-center gap-1 rounded-full px-2 text-xs font-extrabold transition sm:text-sm',
                page.is_favorited
                  ? 'bg-coral-50 text-coral-600 hover:bg-coral-100'
                  : 'text-ink-500 hover:bg-ink-100 hover:text-coral-600',
              )}
            >
              <Heart
                className={cn('size-4 transition-transform', page.is_favorited && 'scale-110 fill-current')}
                aria-hidden="true"
              />
              <span className="sr-only">
                <FormattedMessage id="pages.card.favorite" />{' '}
              </span>
              <span data-testid="favorite-count">{formatCompactNumber(page.favorited_count)}</span>
            </button>
          )}
        </div>
        {footer}
      </div>
    </article>
  );
}
