/**
 * What the server spends on one static file: `npm run build` first, then `npm run assets -w bench`.
 * Starts the built server (`apps/server/dist/server.js`, a throw-away DATA_DIR, a free port) and
 * asks for each file one request at a time over one kept-alive connection (`--requests`, after
 * 50 to warm up), printing the median and 90th percentile:
 *   the web build's font and its largest script, answered from memory (apps/server/src/web/hashed-assets.ts);
 *   /favicon.svg, a file @fastify/static reads from the disk on every request (the baseline);
 *   /api/health, the lightest API route.
 * Quiet machine only: the figures are a millisecond or two.
 */
import fs from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { freePort, runNode, waitForHealth } from '../apps/server/src/test/server-process';
import { median, percentile } from './lib/stats';

const index = process.argv.indexOf('--requests');
const REQUESTS = index >= 0 ? Number(process.argv[index + 1]) : 300;
const WARM_UP = 50;

const assetsDir = path.resolve(import.meta.dirname, '../apps/web/dist/assets');
if (!fs.existsSync(assetsDir)) throw new Error('No web build: run `npm run build` first.');
const files = fs.readdirSync(assetsDir);
const font = files.find((name) => /^nunito-latin-wght-normal-.*\.woff2$/.test(name));
const script = files
  .filter((name) => name.endsWith('.js'))
  .sort((a, b) => fs.statSync(path.join(assetsDir, b)).size - fs.statSync(path.join(assetsDir, a)).size)[0];
if (!font || !script) throw new Error('The web build has no font or no script.');

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'cb-assets-'));
const port = await freePort();
const server = runNode(['apps/server/dist/server.js'], {
  DATA_DIR: dataDir,
  PORT: String(port),
  HOST: '127.0.0.1',
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  PUBLIC_URL: `http://127.0.0.1:${port}`,
});
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

/** One GET, its body read to the end; ms from asking to the last byte. */
function timed(route: string): Promise<number> {
  return new Promise((done, fail) => {
    const started = process.hrtime.bigint();
    http
      .get(
        { host: '127.0.0.1', port, path: route, agent, headers: { 'accept-encoding': 'br, gzip' } },
        (res) => {
          if (res.statusCode !== 200) fail(new Error(`${route}: HTTP ${res.statusCode}`));
          res.resume();
          res.on('end', () => done(Number(process.hrtime.bigint() - started) / 1e6));
        },
      )
      .on('error', fail);
  });
}

try {
  await waitForHealth(server, port, 60_000);
  const routes: Array<[string, string]> = [
    [`/assets/${font}`, 'font, from memory'],
    [`/assets/${script}`, 'largest script, from memory'],
    ['/favicon.svg', '@fastify/static, from disk (baseline)'],
    ['/api/health', 'lightest API route'],
  ];
  const results = new Map<string, number>();
  for (const [route, label] of routes) {
    for (let i = 0; i < WARM_UP; i += 1) await timed(route);
    const times: number[] = [];
    for (let i = 0; i < REQUESTS; i += 1) times.push(await timed(route));
    const p90 = percentile(times, 90);
    results.set(route, median(times));
    console.log(
      `${label.padEnd(40)} median ${median(times).toFixed(2)} ms  p90 ${p90.toFixed(2)} ms  ${route}`,
    );
  }
  const baseline = results.get('/favicon.svg') ?? Number.NaN;
  console.log(
    `\nfont ${((results.get(`/assets/${font}`) ?? Number.NaN) / baseline).toFixed(2)}×, ` +
      `script ${((results.get(`/assets/${script}`) ?? Number.NaN) / baseline).toFixed(2)}× the file from disk`,
  );
} finally {
  agent.destroy();
  server.child.kill('SIGTERM');
  await server.exited;
  await rm(dataDir, { recursive: true, force: true });
}
