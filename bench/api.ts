/**
 * API throughput and latency under load: each read route of the real server
 * process (`server.ts`) next to a bare Fastify + driver route running exactly the same SQL
 * (bench/lib/bare-server.ts), measured with autocannon in the same run; then the page lists
 * at a steady 300 req/s (evenly spaced: bench/lib/steady-load.ts). On PostgreSQL with `--pages` pages (default 1 000 000) and on the
 * embedded PGlite with `--pglite-pages` (default 100 000).
 *
 *   npm run api -w bench -- [--pages N] [--pglite-pages N] [--duration S] [--connections C] [--only pg|pglite]
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test (default): a database
 *   `colorbook_api_<pid>` is created beside it and dropped at the end.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pageSorts } from '@colorbook/contract';
import autocannon from 'autocannon';
import { drizzle } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { type Db, openPg, openPglite } from '../apps/server/src/db/client';
import * as schema from '../apps/server/src/db/schema';
import { refreshAnchorsIfStale } from '../apps/server/src/modules/pages/list-anchors.repo';
import { refreshTrendingIfStale } from '../apps/server/src/modules/pages/trending.repo';
import { seedDatabase } from '../apps/server/src/seed/seed';
import { createUserWithSession } from '../apps/server/src/test/auth-helpers';
import {
  freePort,
  type RunningProcess,
  runTs,
  waitForHealth,
  waitForStdout,
} from '../apps/server/src/test/server-process';
import type { Captured } from './lib/bare-server';
import { loadBulkPages } from './lib/bulk-pages';
import { type LoadFigures as Figures, steadyLoad } from './lib/steady-load';

const arg = (name: string, fallback: number | string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? (process.argv[index + 1] ?? fallback) : fallback;
};
const PAGES = Number(arg('pages', 1_000_000));
const PGLITE_PAGES = Number(arg('pglite-pages', 100_000));
const DURATION = Number(arg('duration', 5));
const CONNECTIONS = Number(arg('connections', 50));
const ONLY = String(arg('only', ''));
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const benchDb = `colorbook_api_${process.pid}`;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'cb-bench-api-'));

/**
 * The trending ranking and the deep pages' anchors, as a running server keeps them (it stores
 * them on its first list and deep reads): then the SQL captured for the bare twin is the SQL
 * the server runs from the start.
 */
async function storeDerivedLists(db: Db) {
  await refreshTrendingIfStale(db, new Date(), true);
  const started = performance.now();
  await refreshAnchorsIfStale(db, new Date());
  console.log(`list anchors stored in ${(performance.now() - started).toFixed(0)} ms`);
}

interface Route {
  name: string;
  url: string;
  auth: boolean;
  list?: boolean;
}

function routes(pages: number): Route[] {
  // Offset 500 000 (or the middle of a smaller set): the deepest page anyone would reach.
  const deep = Math.max(2, Math.floor(Math.min(500_000, pages / 2) / 24));
  const list: Route[] = pageSorts.flatMap((sort) => [
    { name: `${sort}-p1`, url: `/api/pages/paginate?sort=${sort}&page=1`, auth: true, list: true },
    { name: `${sort}-p50`, url: `/api/pages/paginate?sort=${sort}&page=50`, auth: true, list: true },
    { name: `${sort}-deep`, url: `/api/pages/paginate?sort=${sort}&page=${deep}`, auth: true, list: true },
  ]);
  return [
    { name: 'health', url: '/api/health', auth: false },
    { name: 'credits', url: '/api/credits/read', auth: true },
    ...list,
    { name: 'search', url: '/api/pages/paginate?search=dragon', auth: true, list: true },
    { name: 'read', url: `/api/pages/${Math.floor(pages / 3)}/read`, auth: true },
  ];
}

/**
 * Runs each route once through the app on `db` with a drizzle logger, keeping the SQL of the
 * second run (the first warms per-process caches, e.g. the trending ranking).
 */
async function capture(
  makeDb: (logger: { logQuery(q: string, p: unknown[]): void }) => Db,
  token: string,
  list: Route[],
) {
  let current: { sql: string; params: unknown[] }[] = [];
  const db = makeDb({ logQuery: (sql, params) => current.push({ sql, params }) });
  const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', DATA_DIR: tmp });
  const app = buildApp({ config, db });
  await app.ready();
  const captured: Captured = {};
  for (const route of list) {
    const headers = route.auth ? { authorization: `Bearer ${token}` } : undefined;
    await app.inject({ method: 'GET', url: route.url, headers });
    current = [];
    const res = await app.inject({ method: 'GET', url: route.url, headers });
    if (res.statusCode !== 200) throw new Error(`${route.url}: ${res.statusCode} ${res.body}`);
    // The job queue's poll is not part of the request.
    captured[route.name] = current
      .filter((q) => !q.sql.includes('generation_jobs'))
      .map((q) => ({ sql: q.sql, params: q.params.map((p) => (p instanceof Date ? p.toISOString() : p)) }));
  }
  await app.close();
  return captured;
}

async function cannon(
  url: string,
  token: string | null,
  options: { rate?: number; connections?: number } = {},
) {
  const result = await autocannon({
    url,
    connections: options.connections ?? CONNECTIONS,
    duration: DURATION,
    overallRate: options.rate,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const figures: Figures = {
    rps: result.requests.average,
    p50: result.latency.p50,
    p95: percentileOf(result.latency, 95),
    p99: result.latency.p99,
    errors: result.errors + result.non2xx + result.timeouts,
  };
  if (figures.errors > 0) {
    // Which statuses, so a failing route is diagnosed from the output alone.
    const statuses = Object.entries(result.statusCodeStats ?? {})
      .filter(([code]) => !code.startsWith('2'))
      .map(([code, stat]) => `${code}×${stat.count}`);
    console.log(`  ${url}: ${statuses.join(' ')} ${result.errors} errors ${result.timeouts} timeouts`);
  }
  return figures;
}

// autocannon reports p90 and p97.5, not p95: the value between them is interpolated.
const percentileOf = (latency: autocannon.Histogram, p: 95) =>
  p === 95 ? latency.p90 + ((latency.p97_5 - latency.p90) * (95 - 90)) / (97.5 - 90) : latency.p99;

const fmt = (f: Figures) =>
  `${f.rps.toFixed(0).padStart(7)} req/s  p50 ${f.p50.toFixed(1).padStart(6)}  p95 ${f.p95.toFixed(1).padStart(6)}  p99 ${f.p99.toFixed(1).padStart(6)} ms${f.errors ? `  ${f.errors} errors` : ''}`;

async function startProcess(entry: string, env: Record<string, string>, args: string[] = []) {
  const proc = runTs(entry, env, args);
  return proc;
}

async function stop(proc: RunningProcess) {
  proc.child.kill('SIGTERM');
  await proc.exited;
}

async function measure(
  label: string,
  list: Route[],
  token: string,
  startApp: () => Promise<{ url: string; proc: RunningProcess }>,
  startBare: () => Promise<{ url: string; proc: RunningProcess }>,
  together: boolean,
  /**
   * PGlite: one process must serve this many signed-in reads a second, since the embedded
   * default runs as one process (docs/decisions/0011).
   */
  readsTarget?: number,
) {
  console.log(`\n== ${label}: ${CONNECTIONS} connections, ${DURATION} s per route ==`);
  const appFigures = new Map<string, Figures>();
  const bareFigures = new Map<string, Figures>();
  let app = await startApp();
  // PGlite allows one process per folder: then the app's figures come first, the bare ones after.
  let bare = together ? await startBare() : null;
  for (const route of list) {
    appFigures.set(route.name, await cannon(`${app.url}${route.url}`, route.auth ? token : null));
    if (bare) bareFigures.set(route.name, await cannon(`${bare.url}/bare/${route.name}`, null));
  }
  const steady = new Map<string, Figures>();
  for (const route of list.filter((r) => r.list)) {
    steady.set(
      route.name,
      await steadyLoad(`${app.url}${route.url}`, {
        rate: 300,
        seconds: DURATION,
        headers: { authorization: `Bearer ${token}` },
      }),
    );
  }
  if (!bare) {
    await stop(app.proc);
    bare = await startBare();
    for (const route of list)
      bareFigures.set(route.name, await cannon(`${bare.url}/bare/${route.name}`, null));
    app = { ...app, proc: app.proc };
  } else {
    await stop(app.proc);
  }
  await stop(bare.proc);
  for (const route of list) {
    const a = appFigures.get(route.name);
    const b = bareFigures.get(route.name);
    if (!a || !b) continue;
    console.log(`${route.name.padEnd(20)} api  ${fmt(a)}`);
    console.log(`${''.padEnd(20)} bare ${fmt(b)}   api/bare ${((a.rps / b.rps) * 100).toFixed(0)} %`);
  }
  console.log(`\n-- ${label}: page lists at a steady 300 req/s (evenly spaced, open loop) --`);
  for (const [name, f] of steady) console.log(`${name.padEnd(20)} ${fmt(f)}`);

  // The targets, each with what this run measured.
  const mark = (ok: boolean) => (ok ? 'met    ' : 'NOT met');
  console.log(`\n-- ${label}: targets --`);
  for (const route of list) {
    const a = appFigures.get(route.name);
    const b = bareFigures.get(route.name);
    if (a && b) console.log(`${mark(a.rps >= b.rps / 2)} ${route.name}: api ≥ 50 % of bare throughput`);
  }
  for (const [name, f] of steady) {
    if (!name.endsWith('-deep')) console.log(`${mark(f.p95 <= 15)} ${name}: p95 ≤ 15 ms at 300 req/s`);
  }
  if (readsTarget) {
    const credits = appFigures.get('credits');
    if (credits) {
      console.log(
        `${mark(credits.rps >= readsTarget)} credits: one process ≥ ${readsTarget} signed-in reads/s (${credits.rps.toFixed(0)})`,
      );
    }
  }
  // Latency means something at a stated load: deep pages are judged at the lists' steady rate.
  for (const route of list.filter((r) => r.name.endsWith('-deep'))) {
    const f = steady.get(route.name);
    if (f) console.log(`${mark(f.p95 <= 50 && f.rps > 0)} ${route.name}: p95 ≤ 50 ms at 300 req/s`);
  }
}

const serverEnv = (port: number, extra: Record<string, string>) => ({
  PORT: String(port),
  HOST: '127.0.0.1',
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  WEB_DIST: path.join(tmp, 'no-web'),
  // One user reads lists at hundreds of requests a second here: the per-user list limit would
  // answer most of them 429.
  LIST_RATE_LIMIT_PER_MINUTE: '0',
  ...extra,
});

async function startServer(env: Record<string, string>) {
  const port = await freePort();
  const proc = await startProcess('apps/server/src/server.ts', serverEnv(port, env));
  await waitForHealth(proc, port, 120_000);
  return { url: `http://127.0.0.1:${port}`, proc };
}

async function startBareServer(capturedFile: string, target: string) {
  const port = await freePort();
  const proc = await startProcess('bench/lib/bare-server.ts', {}, [capturedFile, String(port), target]);
  await waitForStdout(proc, (out) => out.includes('ready'), 120_000);
  return { url: `http://127.0.0.1:${port}`, proc };
}

async function withAdmin(statement: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function benchPg() {
  await withAdmin(`drop database if exists ${benchDb}`);
  await withAdmin(`create database ${benchDb}`);
  const url = new URL(adminUrl);
  url.pathname = `/${benchDb}`;
  const dbUrl = url.toString();
  try {
    const database = await openPg(dbUrl);
    const started = performance.now();
    await database.migrate();
    await seedDatabase(database.db);
    await loadBulkPages(database.db, PAGES);
    await storeDerivedLists(database.db);
    const user = await createUserWithSession(database.db);
    await database.close();
    console.log(
      `PostgreSQL: ${PAGES} pages loaded in ${((performance.now() - started) / 1000).toFixed(0)} s`,
    );
    const list = routes(PAGES);
    const pool = new pg.Pool({ connectionString: dbUrl, max: 10 });
    const captured = await capture(
      (logger) => drizzle({ client: pool, schema, logger }) as unknown as Db,
      user.token,
      list,
    );
    await pool.end();
    const capturedFile = path.join(tmp, 'pg.json');
    fs.writeFileSync(capturedFile, JSON.stringify(captured));
    await measure(
      `PostgreSQL, ${PAGES} pages`,
      list,
      user.token,
      () => startServer({ DATABASE_URL: dbUrl, DATA_DIR: path.join(tmp, 'pg-data') }),
      () => startBareServer(capturedFile, dbUrl),
      true,
    );
  } finally {
    await withAdmin(`drop database if exists ${benchDb} with (force)`);
  }
}

async function benchPglite() {
  const dataDir = path.join(tmp, 'pglite-data');
  fs.mkdirSync(dataDir, { recursive: true });
  const started = performance.now();
  const database = await openPglite(path.join(dataDir, 'db'));
  await database.migrate();
  await seedDatabase(database.db);
  await loadBulkPages(database.db, PGLITE_PAGES);
  await storeDerivedLists(database.db);
  const user = await createUserWithSession(database.db);
  console.log(
    `PGlite: ${PGLITE_PAGES} pages loaded in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
  const list = routes(PGLITE_PAGES);
  const captured = await capture(
    (logger) => drizzlePglite({ client: database.client, schema, logger }) as unknown as Db,
    user.token,
    list,
  );
  await database.close();
  const capturedFile = path.join(tmp, 'pglite.json');
  fs.writeFileSync(capturedFile, JSON.stringify(captured));
  await measure(
    `PGlite, ${PGLITE_PAGES} pages`,
    list,
    user.token,
    () => startServer({ DATA_DIR: dataDir }),
    () => startBareServer(capturedFile, `pglite:${dataDir}`),
    false,
    1500,
  );
}

try {
  if (ONLY !== 'pglite') await benchPg();
  if (ONLY !== 'pg') await benchPglite();
} finally {
  fs.rmSync(tmp, { recursive: true, force: true });
}
