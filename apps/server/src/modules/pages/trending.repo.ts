import { asc, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { trendingRanking, trendingState } from '../../db/schema';
import { vacuumRewritten } from '../../db/vacuum';
import { rankRecentPages } from './page-lists.repo';

/** The stored ranking, most active page first. */
export async function readTrending(db: Db): Promise<number[]> {
  const rows = await db
    .select({ pageId: trendingRanking.pageId })
    .from(trendingRanking)
    .orderBy(asc(trendingRanking.position));
  return rows.map((row) => row.pageId);
}

/**
 * Recomputes the stored ranking when it is older than `staleBefore`, in one process at a time:
 * the state row's lock elects the refresher. `wait` false skips when another process holds it
 * (that one is refreshing already); true queues behind it and then recomputes only if its
 * result may predate `staleBefore` (a write this process must see). True when it recomputed.
 */
export async function refreshTrendingIfStale(db: Db, staleBefore: Date, wait: boolean): Promise<boolean> {
  const refreshed = await db.transaction(async (tx) => {
    await tx
      .insert(trendingState)
      .values({ id: 1, refreshedAt: new Date(0) })
      .onConflictDoNothing();
    const lock = tx.select().from(trendingState);
    const [state] = await (wait ? lock.for('update') : lock.for('update', { skipLocked: true }));
    if (!state || state.refreshedAt > staleBefore) return false;
    // Stamped before the ranking's statement takes its snapshot: whatever committed before
    // this moment is counted, so `refreshedAt > t` proves a write made before t is in.
    await tx.update(trendingState).set({ refreshedAt: sql`clock_timestamp()` });
    const ids = await rankRecentPages(tx);
    await tx.delete(trendingRanking);
    if (ids.length > 0) {
      // One array parameter, however long the ranking.
      await tx.execute(
        sql`insert into ${trendingRanking} (position, page_id)
            select ord, id from unnest(${sql.param(ids)}::int[]) with ordinality as r(id, ord)`,
      );
    }
    return true;
  });
  if (refreshed) await vacuumRewritten(db, sql`${trendingRanking}`);
  return refreshed;
}
