import type { Db } from '../../db/client';
import { rankRecentPages, TRENDING_TOP } from './pages.repo';

/**
 * The week's trending ranking, recomputed at most every `refreshMs` per process. It is a
 * read-only view of data in the database, so a per-process copy is safe to share between
 * requests: every process converges within `refreshMs`, and writes through this process
 * (a favourite, a colouring, a block) refresh it at once.
 */
export function createTrendingRanking(db: Db, refreshMs: number) {
  let cached: { at: number; ids: number[] } | null = null;
  let pending: Promise<number[]> | null = null;

  async function ranking(): Promise<number[]> {
    if (cached && Date.now() - cached.at < refreshMs) return cached.ids;
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
