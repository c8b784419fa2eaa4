import {
  EARLY_IMAGE_CLASS,
  EARLY_IMAGE_SIZE,
  EARLY_PICTURE_CLASS,
  EARLY_TITLE_CLASS,
} from './early-card-look';

/** A card the server already knows (docs/decisions/0057): its title, and its picture for the first few. */
export type KnownCard = { title: string; picture: string | null };

/**
 * A card-shaped placeholder while a page grid loads (decorative; the grid says it is busy).
 * `early`: drawn by the server's first paint, whose early script (lib/early-cards.ts) puts the
 * first cards' pictures and titles into it as soon as the list's early read answers; `known`:
 * drawn with them already, where the server read the visitor's list (the script then leaves it).
 */
export function PageCardSkeleton({ early, known }: { early?: boolean; known?: KnownCard } = {}) {
  return (
    <div
      aria-hidden="true"
      data-early-card={early ? '' : undefined}
      className="overflow-hidden rounded-card bg-surface shadow-soft ring-1 ring-ink-200/60"
    >
      {known?.picture ? (
        <div data-early-picture="" className={EARLY_PICTURE_CLASS}>
          <img
            src={known.picture}
            alt=""
            width={EARLY_IMAGE_SIZE}
            height={EARLY_IMAGE_SIZE}
            decoding="async"
            fetchPriority="high"
            className={EARLY_IMAGE_CLASS}
          />
        </div>
      ) : (
        <div data-early-picture={early ? '' : undefined} className="aspect-square animate-pulse bg-ink-100" />
      )}
      <div className="flex flex-col gap-2.5 p-3 sm:p-4">
        {known?.title ? (
          <div data-early-title="" className={EARLY_TITLE_CLASS}>
            {known.title}
          </div>
        ) : (
          <div
            data-early-title={early ? '' : undefined}
            className="h-4 w-3/4 animate-pulse rounded-full bg-ink-100"
          />
        )}
        <div className="flex items-center gap-2">
          <div className="size-7 shrink-0 animate-pulse rounded-full bg-ink-100" />
          <div className="h-3 w-1/2 animate-pulse rounded-full bg-ink-100" />
        </div>
      </div>
    </div>
  );
}
