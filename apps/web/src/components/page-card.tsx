import type { Page } from '@colorbook/contract';
import { Heart, Palette } from 'lucide-react';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { cn } from '../lib/cn';
import { colorPagePath } from '../lib/coloring-path';
import { formatCompactNumber } from '../lib/format';
import { Avatar } from './avatar';
import { CardActions, CardPicture } from './page-card-parts';
import { ProfileAvatar } from './profile-avatar';
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
        <CardPicture page={page} image={image} zooms={opens} />
        <CardActions
          page={page}
          isAdmin={isAdmin}
          opens={opens}
          shares={shares}
          title={title}
          onShare={onShare}
          actions={{ handleDelete, handleBlockToggle, unblocking }}
        />
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
          {/* A child's page shows the child's avatar and profile name, never the grown-up's (issue 35). */}
          {page.maker ? (
            <ProfileAvatar profile={page.maker} size="small" />
          ) : (
            <Avatar name={page.user.name} photo={page.user.photo} size="small" />
          )}
          <span
            className="min-w-0 flex-1 truncate text-xs font-semibold text-ink-600 sm:text-sm"
            data-testid="page-maker"
          >
            {page.maker?.name ?? page.user.name}
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
