/**
 * The admin dashboard's figures at scale on PostgreSQL (docs/decisions/0009: under 50 ms at a
 * million pages): seeds N users (default 100 000), M pages (default 1 000 000) and
 * proportionate colourings, subscriptions, payments and ledger rows into a throw-away database,
 * spread over three years with growth (the current month holds ~14% of the pages), then times
 * the analytics service's counters, charts and business figures against a bare primary-key
 * lookup measured in the same run. The one-off rollup of finished days (first request after a
 * deploy) is timed on its own.
 *
 *   node --import tsx bench/analytics.ts [--pages N] [--users U] [--runs R] [--keep]
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test (default) — a database
 *   `colorbook_bench_<pid>` is created beside it and dropped at the end (kept with --keep, to
 *   look at query plans; drop it yourself afterwards).
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openPg } from '../apps/server/src/db/client';
import { createAnalyticsService } from '../apps/server/src/modules/analytics/analytics.service';
import { findPage } from '../apps/server/src/modules/pages/pages.repo';
import { seedDatabase } from '../apps/server/src/seed/seed';
import { median, percentile } from './lib/stats';

const arg = (name: string, fallback: number) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
};
const PAGES = arg('pages', 1_000_000);
const USERS = arg('users', 100_000);
const RUNS = arg('runs', 30);
const KEEP = process.argv.includes('--keep');
const COLORINGS = Math.round(PAGES * 0.3);
const SUBSCRIPTIONS = Math.round(USERS * 0.2);
const PAYMENTS = Math.round(USERS * 0.3);
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const benchDb = `colorbook_bench_${process.pid}`;

async function withAdmin(statement: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function time(fn: () => Promise<unknown>): Promise<number[]> {
  await fn(); // warm the plan and the cache
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await fn();
    samples.push(performance.now() - start);
  }
  return samples;
}

/**
 * Row g of n is created `1080 days × (g/n)²` ago: uniform in the square root, so recent months
 * hold more rows than old ones, as a growing product's do.
 */
const ago = (g: string, n: number) =>
  sql.raw(`now() - make_interval(secs => 93312000.0 * power(${g}::float8 / ${n}, 2))`);

async function main() {
  await withAdmin(`drop database if exists ${benchDb}`);
  await withAdmin(`create database ${benchDb}`);
  const url = new URL(adminUrl);
  url.pathname = `/${benchDb}`;
  const database = await openPg(url.toString());
  try {
    await database.migrate();
    await seedDatabase(database.db);
    const { db } = database;
    const seedStart = performance.now();
    await db.execute(sql`insert into users (name, email, created_at)
      select 'Bench user ' || g, 'bench' || g || '@example.com', ${ago('g', USERS)}
      from generate_series(1, ${USERS}) g`);
    await db.execute(sql`insert into pages (user_id, prompt, title, source, illustration, preview, created_at, blocked)
      select 1 + (g % ${USERS}), 'page ' || g, 'Page ' || g, 'offline', '/api/files/i.png', '/api/files/p.webp',
        ${ago('g', PAGES)}, g % 97 = 0
      from generate_series(1, ${PAGES}) g`);
    await db.execute(sql`insert into colorings (user_id, page_id, photo, preview, created_at)
      select 1 + (g % ${USERS}), 1 + (g::bigint * 7919) % ${PAGES}, '/c.png', '/c.webp', ${ago('g', COLORINGS)}
      from generate_series(1, ${COLORINGS}) g on conflict do nothing`);
    await db.execute(sql`insert into subscriptions (user_id, plan_id, provider, provider_subscription_id, status,
        price_cents, cancel_at_period_end, created_at)
      select 1 + (g % ${USERS}), (select id from plans where name = 'starter'), 'stripe', 'sub_' || g,
        (array['active','active','active','canceled','trialing','past_due'])[1 + g % 6], 900, g % 5 = 0,
        ${ago('g', SUBSCRIPTIONS)}
      from generate_series(1, ${SUBSCRIPTIONS}) g`);
    await db.execute(sql`insert into payments (user_id, provider, provider_ref, kind, amount_cents, currency, status, pages, created_at)
      select 1 + (g % ${USERS}), 'stripe', 'cs_' || g, 'pages', 50 * (1 + g % 40),
        (array['usd','usd','usd','eur'])[1 + g % 4], (array['paid','paid','paid','pending','failed'])[1 + g % 5],
        1 + g % 40, ${ago('g', PAYMENTS)}
      from generate_series(1, ${PAYMENTS}) g`);
    // Nearly every ledger row is a page spend or a period reset; purchases are a few percent.
    await db.execute(sql`insert into credit_ledger (user_id, bucket, delta, reason, reference, created_at)
      select 1 + (g % ${USERS}), 'plan', -1, 'page', 'page:' || g, ${ago('g', PAGES)}
      from generate_series(1, ${PAGES}) g`);
    await db.execute(sql`insert into credit_ledger (user_id, bucket, delta, reason, reference, created_at)
      select 1 + (g % ${USERS}), 'purchased', 1 + g % 40, 'purchase', 'stripe:cs_' || g, ${ago('g', PAYMENTS)}
      from generate_series(1, ${PAYMENTS}) g`);
    // Autovacuum keeps the visibility map current on a live database; without it a fresh bulk
    // load would make every index-only scan visit the table as well.
    await db.execute(sql`vacuum analyze`);
    const shareResult = (await db.execute(
      sql`select round(100.0 * count(*) filter (where created_at >= date_trunc('month', now(), 'UTC')) / count(*), 1) as pct from pages`,
    )) as unknown as { rows: { pct: string }[] };
    const share = shareResult.rows[0];
    console.log(
      `seeded ${USERS} users, ${PAGES} pages (${share?.pct}% this month), ${COLORINGS} colourings, ${SUBSCRIPTIONS} subscriptions, ${PAYMENTS} payments in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`,
    );

    const baseline = await time(() => findPage(db, 1 + Math.floor(Math.random() * PAGES)));
    const base50 = median(baseline);
    console.log(
      `baseline primary-key lookup: p50 ${base50.toFixed(2)} ms, p95 ${percentile(baseline, 95).toFixed(2)} ms`,
    );
    const line = (name: string, samples: number[]) => {
      const p50 = median(samples);
      console.log(
        `${name.padEnd(34)} p50 ${p50.toFixed(2).padStart(8)} ms  p95 ${percentile(samples, 95).toFixed(2).padStart(8)} ms  ratio to baseline ${(p50 / base50).toFixed(1)}x`,
      );
    };

    const service = createAnalyticsService(db);
    const coldStart = performance.now();
    await service.counters();
    console.log(
      `first request (rolls up every finished day, once per deploy): ${(performance.now() - coldStart).toFixed(0)} ms`,
    );
    line('GET /analytics/counters', await time(() => service.counters()));
    line('GET /analytics/charts', await time(() => service.charts()));
    line('GET /analytics/business', await time(() => service.business()));
    // For an hour after midnight the day just ended is counted live as well (see GRACE_MS).
    const today = new Date();
    const afterMidnight = new Date(
      Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + 1, 0, 30),
    );
    const twoDaysLive = createAnalyticsService(db, () => afterMidnight);
    line('counters at 00:30 (two days live)', await time(() => twoDaysLive.counters()));
  } finally {
    await database.close();
    if (KEEP) console.log(`kept database ${benchDb}`);
    else await withAdmin(`drop database if exists ${benchDb}`);
  }
}

await main();
