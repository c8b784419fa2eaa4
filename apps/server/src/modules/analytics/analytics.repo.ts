import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  analyticsDaily,
  analyticsRollups,
  colorings,
  creditLedger,
  pages,
  payments,
  subscriptions,
  users,
} from '../../db/schema';

export const metrics = ['users', 'pages', 'coloreds', 'subscriptions'] as const;
export type Metric = (typeof metrics)[number];

/** Each metric counts rows of one table by `created_at` (every one of them has an index on it). */
const sources: Record<Metric, { table: PgTable; createdAt: PgColumn }> = {
  users: { table: users, createdAt: users.createdAt },
  pages: { table: pages, createdAt: pages.createdAt },
  coloreds: { table: colorings, createdAt: colorings.createdAt },
  subscriptions: { table: subscriptions, createdAt: subscriptions.createdAt },
};

/** Timestamps go to the database as ISO text, read the same way by both drivers. */
const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

export async function findRollupEnd(db: Db, metric: Metric): Promise<Date | undefined> {
  const [row] = await db
    .select({ closedBefore: analyticsRollups.closedBefore })
    .from(analyticsRollups)
    .where(eq(analyticsRollups.metric, metric));
  return row?.closedBefore;
}

/** Counts per UTC day ('YYYY-MM-DD') of the rows created in [from, to); `from` undefined = since the start. */
export async function countByDay(
  db: Db,
  metric: Metric,
  range: { from?: Date; to: Date },
): Promise<{ day: string; count: number }[]> {
  const { table, createdAt } = sources[metric];
  const day = sql<string>`to_char(${createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  return db
    .select({ day, count: sql<number>`count(*)::int` })
    .from(table)
    .where(and(range.from ? gte(createdAt, range.from) : undefined, lt(createdAt, range.to)))
    .groupBy(day);
}

/**
 * Stores finished days and moves the metric's boundary forward (never back: two processes
 * may roll up at once; a day's count is the same whoever computes it).
 */
export async function saveRollup(
  tx: Db,
  metric: Metric,
  days: { day: string; count: number }[],
  closedBefore: Date,
): Promise<void> {
  // Chunks keep each statement's parameter count far below PostgreSQL's limit (years of days).
  for (let i = 0; i < days.length; i += 1000) {
    await tx
      .insert(analyticsDaily)
      .values(days.slice(i, i + 1000).map((d) => ({ metric, ...d })))
      .onConflictDoUpdate({
        target: [analyticsDaily.metric, analyticsDaily.day],
        set: { count: sql`excluded.count` },
      });
  }
  await tx
    .insert(analyticsRollups)
    .values({ metric, closedBefore })
    .onConflictDoUpdate({
      target: analyticsRollups.metric,
      set: {
        closedBefore: sql`greatest(${analyticsRollups.closedBefore}, excluded.closed_before)`,
        updatedAt: sql`now()`,
      },
    });
}

/** Stored counts of the finished days before `closedBefore` ('YYYY-MM-DD' order is date order). */
export function storedDays(db: Db, metric: Metric, closedBefore: Date) {
  const lastDay = closedBefore.toISOString().slice(0, 10);
  return db
    .select({ day: analyticsDaily.day, count: analyticsDaily.count })
    .from(analyticsDaily)
    .where(and(eq(analyticsDaily.metric, metric), lt(analyticsDaily.day, lastDay)));
}

/** A half-open interval of creation times; no `to` = up to now. */
export interface TimeRange {
  from: Date;
  to?: Date;
}

/**
 * Rows of each metric created in each of its ranges, in one round trip: every range is its own
 * count over the table's `created_at` index, so each reads only the index entries it counts.
 */
export async function countRanges(
  db: Db,
  requests: { metric: Metric; ranges: TimeRange[] }[],
): Promise<Map<Metric, number[]>> {
  const selects = requests.map(({ metric, ranges }) => {
    const { table, createdAt } = sources[metric];
    const counts = ranges.map(({ from, to }) => {
      const upper = to ? sql` and ${createdAt} < ${at(to)}` : sql``;
      return sql`(select count(*) from ${table} where ${createdAt} >= ${at(from)}${upper})`;
    });
    return sql`select ${metric}::text as metric, array[${sql.join(counts, sql`, `)}]::int[] as counts`;
  });
  // Both drivers answer a raw statement with `{ rows }`.
  const result = (await db.execute(sql.join(selects, sql` union all `))) as unknown as {
    rows: { metric: Metric; counts: number[] }[];
  };
  return new Map(result.rows.map((row) => [row.metric, row.counts.map(Number)]));
}

/**
 * Revenue in cents from paid payments, this month (by when the checkout started) and all time.
 * USD only: page packs and plans are sold in dollars through Stripe; VirtPay charges euros
 * (tokens × amount_one_token), which the dashboard's dollar figures must not mix in unconverted.
 */
export async function sumRevenueCents(db: Db, monthStart: Date): Promise<{ month: number; total: number }> {
  const [row] = await db
    .select({
      month: sql<string>`coalesce(sum(${payments.amountCents}) filter (where ${payments.createdAt} >= ${at(monthStart)}), 0)::bigint`,
      total: sql<string>`coalesce(sum(${payments.amountCents}), 0)::bigint`,
    })
    .from(payments)
    // Literals, not parameters, so the planner can prove the partial index's predicate.
    .where(sql`${payments.status} = 'paid' and ${payments.currency} = 'usd'`);
  return { month: Number(row?.month ?? 0), total: Number(row?.total ?? 0) };
}

/** Subscriptions that run now: renewing, or cancelled and running out at the period's end. */
export async function countRunningSubscriptions(db: Db): Promise<{ active: number; canceling: number }> {
  const [row] = await db
    .select({
      active: sql<number>`count(*) filter (where not ${subscriptions.cancelAtPeriodEnd})::int`,
      canceling: sql<number>`count(*) filter (where ${subscriptions.cancelAtPeriodEnd})::int`,
    })
    .from(subscriptions)
    .where(sql`${subscriptions.status} in ('active', 'trialing')`);
  return { active: row?.active ?? 0, canceling: row?.canceling ?? 0 };
}

/** Page credits bought since `since` (page packs; the partial index holds only these rows). */
export async function sumCreditsBought(db: Db, since: Date): Promise<number> {
  const [row] = await db
    .select({ bought: sql<string>`coalesce(sum(${creditLedger.delta}), 0)::bigint` })
    .from(creditLedger)
    // Literals, not parameters, so the planner can prove the partial index's predicate.
    .where(
      sql`${creditLedger.reason} = 'purchase' and ${creditLedger.bucket} = 'purchased' and ${creditLedger.createdAt} >= ${at(since)}`,
    );
  return Number(row?.bought ?? 0);
}
