import type { AnalyticsBusiness, AnalyticsCharts, AnalyticsCounters } from '@colorbook/contract';
import type { Db } from '../../db/client';
import {
  countByDay,
  countRanges,
  countRunningSubscriptions,
  findRollupEnd,
  type Metric,
  metrics,
  saveRollup,
  storedDays,
  sumCreditsBought,
  sumRevenueCents,
  type TimeRange,
} from './analytics.repo';
import {
  addUtcDays,
  addUtcMonths,
  dayKey,
  monthKey,
  monthName,
  startOfUtcDay,
  startOfUtcMonth,
} from './months';

const HOUR_MS = 3_600_000;
const WEEK_MS = 7 * 24 * HOUR_MS;
/**
 * A day is rolled up an hour after it ended: a row's `created_at` is its transaction's start,
 * so a transaction open across midnight may still commit rows into the day just ended.
 */
const GRACE_MS = HOUR_MS;
const CHART_MONTHS = 12;

/** A metric's finished days as stored, and where live counting starts. */
interface Finished {
  liveFrom: Date;
  byDay: Map<string, number>;
  byMonth: Map<string, number>;
  total: number;
}

/** One metric's figures: all-time total, the last 7 days, and a count per month ('YYYY-MM'). */
interface MetricFigures {
  total: number;
  week: number;
  byMonth: Map<string, number>;
}

export interface AnalyticsService {
  counters(): Promise<AnalyticsCounters>;
  charts(): Promise<AnalyticsCharts>;
  business(): Promise<AnalyticsBusiness>;
}

/**
 * The admin dashboard, fast at a million pages (docs/decisions/0009): days that are over are
 * counted once into analytics_daily (see the schema), so a request is one statement counting
 * today's rows (and the start of the 7-day window) on each table's created_at index. Finished
 * days never change, so each process also keeps them in memory until the next day is due:
 * derived, read-only data, like the trending ranking (docs/decisions/0004).
 */
export function createAnalyticsService(db: Db, now: () => Date = () => new Date()): AnalyticsService {
  let cache: { due: number; finished: Promise<Record<Metric, Finished>> } | null = null;

  /** Rolls finished days up when a new one is due, and reads them. */
  async function finishMetric(metric: Metric, due: Date): Promise<Finished> {
    let liveFrom = await findRollupEnd(db, metric);
    if (!liveFrom || liveFrom < due) {
      const days = await countByDay(db, metric, { from: liveFrom, to: due });
      await db.transaction((tx) => saveRollup(tx, metric, days, due));
      liveFrom = due;
    }
    // Another process may have rolled further; days from `liveFrom` on are counted live here.
    const rows = await storedDays(db, metric, liveFrom);
    const byDay = new Map<string, number>();
    const byMonth = new Map<string, number>();
    let total = 0;
    for (const { day, count } of rows) {
      byDay.set(day, count);
      byMonth.set(day.slice(0, 7), (byMonth.get(day.slice(0, 7)) ?? 0) + count);
      total += count;
    }
    return { liveFrom, byDay, byMonth, total };
  }

  function finished(at: Date): Promise<Record<Metric, Finished>> {
    const due = startOfUtcDay(new Date(at.getTime() - GRACE_MS));
    if (cache?.due !== due.getTime()) {
      const loading = Promise.all(metrics.map((metric) => finishMetric(metric, due))).then(
        (list) => Object.fromEntries(metrics.map((m, i) => [m, list[i]])) as Record<Metric, Finished>,
      );
      cache = { due: due.getTime(), finished: loading };
      // A failure must not stick: the next request tries again.
      loading.catch(() => {
        if (cache?.finished === loading) cache = null;
      });
    }
    return cache.finished;
  }

  /**
   * Stored days plus live counts: each day from the live boundary on (usually just today),
   * and the part of the 7-day window's first day that no stored day covers.
   */
  async function figures(wanted: readonly Metric[], at: Date): Promise<Record<Metric, MetricFigures>> {
    const done = await finished(at);
    const weekStart = new Date(at.getTime() - WEEK_MS);
    const plans = wanted.map((metric) => {
      const { liveFrom } = done[metric];
      const days: Date[] = [];
      for (let d = liveFrom; d <= at; d = addUtcDays(d, 1)) days.push(d);
      if (days.length === 0) days.push(liveFrom);
      const ranges: TimeRange[] = days.map((from, i) => ({ from, to: days[i + 1] }));
      const weekFromStored = weekStart < liveFrom;
      const firstWholeDay = addUtcDays(startOfUtcDay(weekStart), 1);
      ranges.push(
        weekFromStored
          ? { from: weekStart, to: firstWholeDay < liveFrom ? firstWholeDay : liveFrom }
          : { from: weekStart },
      );
      return { metric, days, ranges, weekFromStored, firstWholeDay };
    });
    const counted = await countRanges(
      db,
      plans.map(({ metric, ranges }) => ({ metric, ranges })),
    );

    const result = {} as Record<Metric, MetricFigures>;
    for (const { metric, days, weekFromStored, firstWholeDay } of plans) {
      const stored = done[metric];
      const counts = counted.get(metric) ?? [];
      const byMonth = new Map(stored.byMonth);
      let live = 0;
      days.forEach((day, i) => {
        const count = counts[i] ?? 0;
        byMonth.set(monthKey(day), (byMonth.get(monthKey(day)) ?? 0) + count);
        live += count;
      });
      let week = counts[days.length] ?? 0;
      if (weekFromStored) {
        for (let d = firstWholeDay; d < stored.liveFrom; d = addUtcDays(d, 1)) {
          week += stored.byDay.get(dayKey(d)) ?? 0;
        }
        week += live;
      }
      result[metric] = { total: stored.total + live, week, byMonth };
    }
    return result;
  }

  const pick = (all: Record<Metric, MetricFigures>, field: 'total' | 'week') => ({
    users: all.users[field],
    pages: all.pages[field],
    coloreds: all.coloreds[field],
    subscriptions: all.subscriptions[field],
  });

  return {
    async counters() {
      const all = await figures(metrics, now());
      return { week: pick(all, 'week'), total: pick(all, 'total') };
    },

    async charts() {
      const at = now();
      const all = await figures(metrics, at);
      const first = addUtcMonths(startOfUtcMonth(at), 1 - CHART_MONTHS);
      const months = Array.from({ length: CHART_MONTHS }, (_, i) => addUtcMonths(first, i));
      const series = (metric: Metric) =>
        months.map((m) => ({ name: monthName(m), count: all[metric].byMonth.get(monthKey(m)) ?? 0 }));
      return {
        users: series('users'),
        pages: series('pages'),
        coloreds: series('coloreds'),
        subscriptions: series('subscriptions'),
      };
    },

    async business() {
      const at = now();
      const monthStart = startOfUtcMonth(at);
      const [revenue, running, pages, bought] = await Promise.all([
        sumRevenueCents(db, monthStart),
        countRunningSubscriptions(db),
        figures(['pages'], at),
        sumCreditsBought(db, monthStart),
      ]);
      return {
        revenue: { month: revenue.month / 100, total: revenue.total / 100 },
        subscriptions: running,
        month: { pages_created: pages.pages.byMonth.get(monthKey(at)) ?? 0, credits_bought: bought },
      };
    },
  };
}
