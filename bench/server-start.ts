/**
 * How long the server takes to start, as `npm start` runs it: the compiled build
 * (`npm run build` first), then `npm run server-start -w bench` (or
 * `node --import tsx server-start.ts [--runs 5]`). Times spawn → the first 200 from
 * `/api/health`, polled every 10 ms, for
 *   bare      a Fastify hello answering /api/health, started the same way (plain `node` on a
 *             JavaScript file: bench/lib/bare-fastify.mjs) — the baseline of the ratios
 *   new       the server on a new data folder (database created, migrated and seeded)
 *   existing  the server on the folder of an earlier start
 *   killed    the server on a folder whose server was just killed with SIGKILL (crash recovery,
 *             the dead server's lock taken over: docs/decisions/0036), started at once
 * on the embedded defaults (only DATA_DIR, PORT and HOST set), `--runs` times each, interleaved,
 * each process stopped with SIGTERM before the next starts (but for the one `killed` restarts
 * after). Prints medians, ratios to the bare start and the targets (≤ 2 s existing and killed,
 * ≤ 4 s new); exits 1 when one is missed.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort, repoRoot } from '../apps/server/src/test/server-process';
import { loadAverageLine, median } from './lib/stats';

const arg = (name: string, fallback: number) => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? Number(process.argv[index + 1]) : fallback;
};
const RUNS = arg('runs', 5);
const HEALTH_TIMEOUT_MS = 60_000;

const builtServer = path.join(repoRoot, 'apps/server/dist/server.js');
const bareServer = path.join(import.meta.dirname, 'lib/bare-fastify.mjs');

type Kind = 'bare' | 'new' | 'existing' | 'killed';
const targets: Partial<Record<Kind, number>> = { existing: 2000, new: 4000, killed: 2000 };

async function healthy(port: number): Promise<boolean> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/api/health`, {
      signal: AbortSignal.timeout(2000),
    });
    await response.body?.cancel();
    return response.ok;
  } catch {
    return false;
  }
}

async function stop(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  await exited;
}

/** Milliseconds from spawn to a healthy answer; the process is stopped (`stopWith`) before returning. */
async function timeStart(
  entry: string,
  dataDir: string,
  stopWith: NodeJS.Signals = 'SIGTERM',
): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, [entry], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  try {
    while (!(await healthy(port))) {
      if (child.exitCode !== null) throw new Error(`${entry} exited before answering:\n${stderr}`);
      if (performance.now() - started > HEALTH_TIMEOUT_MS)
        throw new Error(`${entry} not healthy:\n${stderr}`);
      await new Promise((done) => setTimeout(done, 10));
    }
    return performance.now() - started;
  } finally {
    await stop(child, stopWith);
  }
}

if (!fs.existsSync(builtServer)) {
  console.error('No built server at apps/server/dist/server.js: run `npm run build` first.');
  process.exit(1);
}

const scratch = await mkdtemp(path.join(os.tmpdir(), 'cb-server-start-'));
const samples: Record<Kind, number[]> = { bare: [], new: [], existing: [], killed: [] };
try {
  const existing = path.join(scratch, 'existing');
  // The folder every "existing" run reopens: made by one start, as a first `npm start` would.
  await timeStart(builtServer, existing);
  const killed = path.join(scratch, 'killed');
  for (let run = 0; run < RUNS; run += 1) {
    // Interleaved, so a burst of load on a shared machine falls on every kind alike.
    samples.bare.push(await timeStart(bareServer, path.join(scratch, `bare-${run}`)));
    samples.new.push(await timeStart(builtServer, path.join(scratch, `new-${run}`)));
    samples.existing.push(await timeStart(builtServer, existing));
    // A server killed with SIGKILL once healthy, then the one timed, at once on its folder.
    await timeStart(builtServer, killed, 'SIGKILL');
    samples.killed.push(await timeStart(builtServer, killed));
  }
} finally {
  await rm(scratch, { recursive: true, force: true });
}

const fmt = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const bare = median(samples.bare);
let missed = false;
console.log(`\nspawn → healthy /api/health, ${RUNS} runs each (medians):`);
for (const kind of ['bare', 'new', 'existing', 'killed'] as const) {
  const figure = median(samples[kind]);
  const target = targets[kind];
  let verdict = '(baseline)';
  if (target !== undefined) {
    const ok = figure <= target;
    missed ||= !ok;
    verdict = `target ≤ ${fmt(target)} ${ok ? 'met' : 'MISSED'}`;
  }
  const all = samples[kind].map((ms) => (ms / 1000).toFixed(2)).join(' ');
  console.log(
    `${kind.padEnd(9)} ${fmt(figure).padStart(7)}  ${(figure / bare).toFixed(1).padStart(5)}× bare  ${verdict.padEnd(22)}  [${all}]`,
  );
}
console.log(loadAverageLine());
if (missed) process.exitCode = 1;
