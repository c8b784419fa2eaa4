import type { Db } from '../../db/client';
import { TRENDING_TOP } from './pages.repo';
import { readTrending, refreshTrendingIfStale } from './trending.repo';

/**
 * The week's trending ranking. It is computed into the database (trending_ranking) by one
 * process at a time when it is older than `refreshMs`, and every process reads the stored
 * result (docs/decisions/0006), so N processes cost one computation per period, not N. Each
 * process keeps the ids it read for `refreshMs` and serves them while reading anew, so only
 * its first request waits. A write through this process (a favourite, a colouring, a block)
 * calls `invalidate`: its next read makes sure the stored ranking is newer than that write,
 * so the author sees it at once. `refreshMs` 0 computes it for every request.
 */
export function createTrendingRanking(db: Db, refreshMs: number) {
  let cached: { at: number; ids: number[] } | null = null;
  let pending: Promise<number[]> | null = null;
  /** Set by `invalidate`: the stored ranking must be newer than this. */
  let dirtyAt: Date | null = null;

  async function load(): Promise<number[]> {
    const mustInclude = refreshMs === 0 ? new Date() : dirtyAt;
    dirtyAt = null;
    const staleBefore = mustInclude ?? new Date(Date.now() - refreshMs);
    await refreshTrendingIfStale(db, staleBefore, mustInclude !== null);
    const ids = await readTrending(db);
    cached = { at: Date.now(), ids };
    return ids;
  }

  function refresh(): Promise<number[]> {
    // Concurrent requests share one read; a read that began before an `invalidate` is not
    // enough for it, so another is chained behind it.
    if (pending && !dirtyAt) return pending;
    const next: Promise<number[]> = (pending ? pending.catch(() => []).then(load) : load()).finally(() => {
      if (pending === next) pending = null;
    });
    pending = next;
    return next;
  }

  async function ranking(): Promise<number[]> {
    if (refreshMs === 0 || !cached || dirtyAt) return refresh();
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
      dirtyAt = new Date();
    },
  };
}

export type TrendingRanking = ReturnType<typeof createTrendingRanking>;
