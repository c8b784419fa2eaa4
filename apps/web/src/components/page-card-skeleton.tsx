/**
 * A card-shaped placeholder while a page grid loads (decorative; the grid says it is busy).
 * `early`: drawn by the server's first paint, whose early script (lib/early-cards.ts) puts the
 * first cards' pictures and titles into it as soon as the list's early read answers.
 */
export function PageCardSkeleton({ early }: { early?: boolean } = {}) {
  return (
    <div
      aria-hidden="true"
      data-early-card={early ? '' : undefined}
      className="overflow-hidden rounded-card bg-surface shadow-soft ring-1 ring-ink-200/60"
    >
      <div data-early-picture={early ? '' : undefined} className="aspect-square animate-pulse bg-ink-100" />
      <div className="flex flex-col gap-2.5 p-3 sm:p-4">
        <div
          data-early-title={early ? '' : undefined}
          className="h-4 w-3/4 animate-pulse rounded-full bg-ink-100"
        />
        <div className="flex items-center gap-2">
          <div className="size-7 shrink-0 animate-pulse rounded-full bg-ink-100" />
          <div className="h-3 w-1/2 animate-pulse rounded-full bg-ink-100" />
        </div>
      </div>
    </div>
  );
}
