import type { Db } from '../../db/client';
import { rankRecentPages, TRENDING_TOP } from './pages.repo';

/**
 * The week's trending ranking, recomputed at most every `refreshMs` per process. It is a
 * read-only view of data in the database, so a per-process copy is safe to share between
 * requests: every process converges within `refreshMs`. A stale copy is served while the
 * new one is computed (the computation takes ~0.5 s with 100 000 active pages), so only the
 * first request of a process waits; writes through this process (a favourite, a colouring,
 * a block) drop the copy, so their author sees them at once. `refreshMs` 0 computes it for
 * every request.
 */
export function createTrendingRanking(db: Db, refreshMs: number) {
  let cached: { at: number; ids: number[] } | null = null;
  let pending: Promise<number[]> | null = null;

  function refresh(): Promise<number[]> {
    // Concurrent requests share one computation.
    pending ??= rankRecentPages(db)
      .then((ids) => {
        cached = { at: Date.now(), ids };
        return ids;
      })
      .finally(() => {
        pending = null;
      });
    return pending;
  }

  async function ranking(): Promise<number[]> {
    if (refreshMs === 0 || !cached) return refresh();
    if (Date.now() - cached.at >= refreshMs) void refresh().catch(() => {});
    return cached.ids;
  }

  return {
    ranking,
    /** Pages flagged `trending`: the top of the ranking. */
    async top(): Promise<Set<number>> {
      return new Set((await ranking()).slice(0, TRENDING_TOP));
    },
    invalidate() {
      cached = null;
    },
  };
}

export type TrendingRanking = ReturnType<typeof createTrendingRanking>;
