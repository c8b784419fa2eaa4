import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';

/*
 * The rate_limits counters, shared by the route limits (plugins/rate-limit.ts) and the
 * sign-in code limits (modules/auth): no feature owns them, so they live beside the other
 * cross-cutting pieces rather than in modules/.
 */

/** Milliseconds until the row's window closes, by the database clock. */
const msLeft = sql<number>`greatest(0, ceil(extract(epoch from ${rateLimits.resetAt} - now()) * 1000))::int`;

/**
 * Counts one hit for `key` in a fixed window and returns the count so far and the ms left.
 * One atomic upsert, so concurrent requests on any number of processes count correctly; the
 * window arithmetic uses the database clock so app servers with skewed clocks agree.
 */
export async function hitRateLimit(
  db: Db,
  key: string,
  windowMs: number,
): Promise<{ count: number; ttlMs: number }> {
  const window = sql`make_interval(secs => ${windowMs / 1000}::double precision)`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, resetAt: sql`now() + ${window}` })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.resetAt} <= now() then 1 else ${rateLimits.count} + 1 end`,
        resetAt: sql`case when ${rateLimits.resetAt} <= now() then excluded.reset_at else ${rateLimits.resetAt} end`,
      },
    })
    .returning({
      count: rateLimits.count,
      ttlMs: msLeft,
    });
  if (!row) throw new Error('rate limit upsert returned no row');
  return row;
}

/** The count of `key`'s current window without counting a hit; undefined when no window is open. */
export async function readRateLimit(
  db: Db,
  key: string,
): Promise<{ count: number; ttlMs: number } | undefined> {
  const [row] = await db
    .select({
      count: rateLimits.count,
      ttlMs: msLeft,
    })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, key), gt(rateLimits.resetAt, sql`now()`)));
  return row;
}

export async function deleteExpiredRateLimits(db: Db): Promise<void> {
  await db.delete(rateLimits).where(lte(rateLimits.resetAt, sql`now()`));
}
