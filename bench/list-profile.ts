/**
 * Where the page list's time goes: the real server (`server.ts`, production mode, PostgreSQL)
 * under --cpu-prof while autocannon asks `GET /api/pages/paginate` for `--duration` seconds, then
 * the profile's self time grouped by source file (ours by path, dependencies by package), the top
 * functions, and the requests per second of the run. For finding what costs the list (issue 41),
 * beside `npm run api` which compares it with a bare Fastify + pg twin; a loaded machine shifts
 * the absolute figures, not much the shares.
 *
 *   node --import tsx list-profile.ts [--pages N] [--duration S] [--connections C] [--url /api/...]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { openPg } from '../apps/server/src/db/client';
import { seedDatabase } from '../apps/server/src/seed/seed';
import { createUserWithSession } from '../apps/server/src/test/auth-helpers';
import { freePort, runNode, waitForHealth } from '../apps/server/src/test/server-process';
import { loadBulkPages } from './lib/bulk-pages';

const arg = (name: string, fallback: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? (process.argv[index + 1] ?? fallback) : fallback;
};
const PAGES = Number(arg('pages', '20000'));
const DURATION = Number(arg('duration', '8'));
const CONNECTIONS = Number(arg('connections', '50'));
const ROUTE = arg('url', '/api/pages/paginate?sort=latest&page=1');
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const benchDb = `colorbook_prof_${process.pid}`;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'cb-list-profile-'));

async function withAdmin(statement: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

type ProfileNode = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
  children?: number[];
};

/** For each named function, its samples by the nearest caller outside Node's own code. */
function callers(nodes: ProfileNode[], names: string[]): string[] {
  const parent = new Map<number, ProfileNode>();
  for (const node of nodes) for (const child of node.children ?? []) parent.set(child, node);
  const counts = new Map<string, number>();
  for (const node of nodes) {
    if (!names.includes(node.callFrame.functionName) || !node.hitCount) continue;
    let up = parent.get(node.id);
    const chain: string[] = [];
    while (up && chain.length < 3) {
      const group = groupOf(up.callFrame.url);
      if (up.callFrame.url && !group.startsWith('node:'))
        chain.push(`${up.callFrame.functionName || '(anonymous)'} ${group}:${up.callFrame.lineNumber + 1}`);
      up = parent.get(up.id);
    }
    const key = `${node.callFrame.functionName} ← ${chain.join(' ← ') || '(event loop)'}`;
    counts.set(key, (counts.get(key) ?? 0) + node.hitCount);
  }
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 15)
    .map(([key, hits]) => `${String(hits).padStart(6)}  ${key}`);
}

/**
 * Time spent in and under each source (a group counted once per stack, at its outermost frame),
 * as a share of the samples that were not idle: what a hook or a serializer costs with all it
 * calls. Async work continues on other stacks, so an awaited query is not under its caller.
 */
function inclusive(nodes: ProfileNode[], busy: number): string[] {
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const totals = new Map<string, number>();
  const walk = (id: number, open: Set<string>): number => {
    const node = byId.get(id);
    if (!node) return 0;
    const group = groupOf(node.callFrame.url);
    const name =
      group.startsWith('apps/') || group.startsWith('packages/')
        ? group
        : `${group} ${node.callFrame.functionName}`;
    let hits = node.callFrame.url ? (node.hitCount ?? 0) : 0;
    const inner = open.has(name) ? open : new Set([...open, name]);
    for (const child of node.children ?? []) hits += walk(child, inner);
    if (!open.has(name)) totals.set(name, (totals.get(name) ?? 0) + hits);
    return hits;
  };
  const root = nodes[0];
  if (root) walk(root.id, new Set());
  return [...totals.entries()]
    .filter(
      ([name]) =>
        name.startsWith('apps/') ||
        name.startsWith('packages/') ||
        name.includes('zod') ||
        name.includes('drizzle') ||
        name.includes('fastify'),
    )
    .sort((a, b) => b[1] - a[1])
    .slice(0, 40)
    .map(([name, hits]) => `${((hits / busy) * 100).toFixed(1).padStart(5)} %  ${name}`);
}

/** Ours by path under the repository, a dependency by its package name, Node's own as node:. */
const groupOf = (url: string): string => {
  if (!url) return '(native/idle)';
  if (url.startsWith('node:')) return 'node: (core)';
  const modules = url.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const rest = url.slice(modules + 'node_modules/'.length).split('/');
    return rest[0]?.startsWith('@') ? `${rest[0]}/${rest[1]}` : (rest[0] ?? url);
  }
  const repo = url.indexOf('/apps/') >= 0 ? url.indexOf('/apps/') : url.indexOf('/packages/');
  return repo >= 0 ? url.slice(repo + 1) : url;
};

function report(file: string) {
  const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as { nodes: ProfileNode[] };
  const byGroup = new Map<string, number>();
  const byFunction = new Map<string, number>();
  let total = 0;
  for (const node of profile.nodes) {
    const hits = node.hitCount ?? 0;
    if (!hits) continue;
    total += hits;
    const { functionName, url, lineNumber } = node.callFrame;
    const group = groupOf(url);
    byGroup.set(group, (byGroup.get(group) ?? 0) + hits);
    const name = `${functionName || '(anonymous)'}  ${group}:${lineNumber + 1}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + hits);
  }
  const busy = total - (byGroup.get('(native/idle)') ?? 0);
  const top = (map: Map<string, number>, n: number) =>
    [...map.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([name, hits]) => `${((hits / total) * 100).toFixed(1).padStart(5)} %  ${name}`);
  console.log(
    `\nself time by source (${total} samples, ${((busy / total) * 100).toFixed(0)} % not idle/native):`,
  );
  console.log(top(byGroup, 30).join('\n'));
  console.log('\ntop functions by self time:');
  console.log(top(byFunction, 40).join('\n'));
  console.log('\nwho calls the hot core functions (nearest frame outside node: core):');
  console.log(
    callers(profile.nodes, ['writev', 'makeSyncRequest', 'makeAsyncRequest', 'waitForWorker']).join('\n'),
  );
  console.log('\ntime in and under (share of the samples not idle or native):');
  console.log(inclusive(profile.nodes, busy).join('\n'));
}

await withAdmin(`drop database if exists ${benchDb}`);
await withAdmin(`create database ${benchDb}`);
const url = new URL(adminUrl);
url.pathname = `/${benchDb}`;
try {
  const database = await openPg(url.toString());
  await database.migrate();
  await seedDatabase(database.db);
  await loadBulkPages(database.db, PAGES);
  const user = await createUserWithSession(database.db);
  await database.close();
  const port = await freePort();
  const profiling = [
    '--cpu-prof',
    `--cpu-prof-dir=${tmp}/prof`,
    '--import',
    'tsx',
    'apps/server/src/server.ts',
  ];
  const server = runNode(profiling, {
    PORT: String(port),
    HOST: '127.0.0.1',
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DATA_DIR: tmp,
    WEB_DIST: path.join(tmp, 'no-web'),
    DATABASE_URL: url.toString(),
    LIST_RATE_LIMIT_PER_MINUTE: '0',
  });
  await waitForHealth(server, port, 120_000);
  const headers = { authorization: `Bearer ${user.token}` };
  // A warm-up, then the measured run.
  await autocannon({
    url: `http://127.0.0.1:${port}${ROUTE}`,
    connections: CONNECTIONS,
    duration: 2,
    headers,
  });
  const result = await autocannon({
    url: `http://127.0.0.1:${port}${ROUTE}`,
    connections: CONNECTIONS,
    duration: DURATION,
    headers,
  });
  console.log(
    `${ROUTE}: ${result.requests.average.toFixed(0)} req/s, non-2xx ${result.non2xx}, errors ${result.errors}`,
  );
  server.child.kill('SIGTERM');
  await server.exited;
  const dir = path.join(tmp, 'prof');
  for (const file of fs.readdirSync(dir)) report(path.join(dir, file));
} finally {
  await withAdmin(`drop database if exists ${benchDb}`);
  fs.rmSync(tmp, { recursive: true, force: true });
}
