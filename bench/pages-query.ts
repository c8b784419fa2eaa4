/**
 * Page lists at scale on PostgreSQL (docs/decisions/0004): seeds N pages (default 100 000; `--pages
 * 1000000`) into a throw-away database, then times every sort (first page and a deep page)
 * and search through the server's own repo function, against a bare primary-key lookup
 * measured in the same run.
 *
 *   node --import tsx bench/pages-query.ts [--pages N] [--runs R]
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test (default) — a database
 *   `colorbook_bench_<pid>` is created beside it and dropped at the end.
 */
import { pageSorts } from '@colorbook/contract';
import pg from 'pg';
import { openPg } from '../apps/server/src/db/client';
import { listPages, rankRecentPages } from '../apps/server/src/modules/pages/page-lists.repo';
import { findPage, type Viewer } from '../apps/server/src/modules/pages/pages.repo';
import { seedDatabase } from '../apps/server/src/seed/seed';
import { loadBulkPages } from './lib/bulk-pages';
import { galleryLines } from './lib/gallery-lines';
import { median, percentile } from './lib/stats';

const arg = (name: string, fallback: number) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
};
const PAGES = arg('pages', 100_000);
const RUNS = arg('runs', 30);
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
// One database per run, so two runs at once cannot drop each other's.
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
    await loadBulkPages(db, PAGES);
    console.log(`seeded ${PAGES} pages in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);

    const viewer: Viewer = { id: 5, admin: false };
    const deepPage = Math.floor(PAGES / 24 / 2);
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
    // The server keeps the week's ranking per process (TRENDING_REFRESH_SECONDS); its refresh
    // is measured on its own and the lists below use the cached copy, as requests do.
    const rankingSamples = await time(() => rankRecentPages(db));
    line('trending ranking refresh', rankingSamples);
    const ranking = await rankRecentPages(db);
    console.log(`  (${ranking.length} pages with activity this week)`);
    for (const sort of pageSorts) {
      line(
        `${sort} (page 1)`,
        await time(() =>
          listPages(db, viewer, { scope: 'public', sort, search: '', limit: 24, offset: 0 }, ranking),
        ),
      );
      line(
        `${sort} (page ${deepPage})`,
        await time(() =>
          listPages(
            db,
            viewer,
            { scope: 'public', sort, search: '', limit: 24, offset: (deepPage - 1) * 24 },
            ranking,
          ),
        ),
      );
    }
    line(
      'search "dragon" (latest)',
      await time(() =>
        listPages(db, viewer, { scope: 'public', sort: 'latest', search: 'dragon', limit: 24, offset: 0 }),
      ),
    );
    line(
      'search "#4242" (latest)',
      await time(() =>
        listPages(db, viewer, { scope: 'public', sort: 'latest', search: '#4242', limit: 24, offset: 0 }),
      ),
    );
    line(
      'owned (latest)',
      await time(() =>
        listPages(db, viewer, { scope: 'owned', sort: 'latest', search: '', limit: 24, offset: 0 }),
      ),
    );
    line(
      'favorited (latest)',
      await time(() =>
        listPages(db, viewer, { scope: 'favorited', sort: 'latest', search: '', limit: 24, offset: 0 }),
      ),
    );
    await galleryLines({ db, viewer, pages: PAGES, ranking, time, line });
  } finally {
    await database.close();
    await withAdmin(`drop database if exists ${benchDb}`);
  }
}

await main();
