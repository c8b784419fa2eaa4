/**
 * The data-folder lock (docs/decisions/0036), three ways, on Linux:
 *   pid file     the lock before issue 43: DATA_DIR/colorbook.lock made with O_EXCL, holding
 *                the pid; a start refuses while `kill(pid, 0)` finds that pid (the baseline)
 *   pid+start    the same file with the pid's start time and name from /proc/<pid>/stat (as
 *                PostgreSQL's postmaster.pid is judged), refused only while a process with that
 *                pid, start time and name lives and is not a zombie
 *   socket       the lock now: a Unix socket the server listens on (apps/server/src/lib/data-dir-lock.ts)
 * For each it prints whether a new start is right (refuses a live holder, takes over from a
 * dead one) when the holder is alive, killed but still a zombie, killed and reaped (its file
 * left), replaced by another program under the same pid, or alive in another pid or network
 * namespace (another container on the same volume; needs root and `unshare`). Then the cost
 * of taking a free lock and of taking over a dead one, medians of `--runs` (default 200).
 *
 *   npm run data-dir-lock -w @colorbook/bench
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { acquireDataDirLock, DataDirLockedError, processAlive } from '../apps/server/src/lib/data-dir-lock';
import { loadAverageLine, median } from './lib/stats';

type Mechanism = 'pid file' | 'pid+start' | 'socket';
const MECHANISMS: Mechanism[] = ['pid file', 'pid+start', 'socket'];
const LOCK = 'colorbook.lock';

/** Fields 3 (state) and 22 (start time, clock ticks since boot) of /proc/<pid>/stat, and the name. */
function procStat(pid: number): { state: string; start: string; name: string } | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { state: fields[0] ?? '', start: fields[19] ?? '', name };
  } catch {
    return undefined;
  }
}

/** Takes the lock or throws DataDirLockedError; returns its release. */
async function take(mechanism: Mechanism, dir: string): Promise<() => void> {
  if (mechanism === 'socket') {
    const lock = await acquireDataDirLock(dir);
    return () => lock.release();
  }
  const file = path.join(dir, LOCK);
  const self = procStat(process.pid);
  const record =
    mechanism === 'pid file' ? `${process.pid}\n` : `${process.pid} ${self?.start} ${self?.name}\n`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, record, { flag: 'wx' });
      return () => fs.rmSync(file, { force: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    const [pidText, start, name] = fs.readFileSync(file, 'utf8').trim().split(' ');
    const pid = Number(pidText);
    const stat = procStat(pid);
    const held =
      mechanism === 'pid file'
        ? pid > 0 && pid !== process.pid && processAlive(pid)
        : stat !== undefined && stat.state !== 'Z' && stat.start === start && stat.name === name;
    if (held) throw new DataDirLockedError(pid, dir);
    fs.rmSync(file, { force: true });
  }
  throw new DataDirLockedError(undefined, dir);
}

interface Holder {
  child: ChildProcess;
  /** The holder's pid as this process sees it. */
  pid: number;
}

/** Starts a holder; `wrap` runs it under a zombie-keeping shell or in other namespaces. */
async function hold(
  mechanism: Mechanism,
  dir: string,
  wrap: 'none' | 'zombie' | 'pidns' | 'netns',
): Promise<Holder> {
  const node = [process.execPath, '--import', 'tsx', import.meta.filename, '--hold', mechanism, dir];
  const [command, ...args] =
    wrap === 'zombie'
      ? ['sh', '-c', '"$@" & echo "pid $!"; exec sleep 600 >/dev/null', 'sh', ...node]
      : wrap === 'pidns'
        ? ['unshare', '--pid', '--fork', '--mount-proc', ...node]
        : wrap === 'netns'
          ? ['unshare', '--net', ...node]
          : node;
  const child = spawn(command ?? '', args, { stdio: ['ignore', 'pipe', 'inherit'], detached: true });
  let out = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    out += chunk.toString();
  });
  while (!/^held /m.test(out)) {
    if (child.exitCode !== null) throw new Error(`holder exited: ${out}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  const outer = /^pid (\d+)$/m.exec(out)?.[1];
  const pid =
    wrap === 'zombie' ? Number(outer) : wrap === 'pidns' ? childOf(child.pid ?? 0) : (child.pid ?? 0);
  return { child, pid };
}

/** `unshare --fork` runs the holder as its child: its pid outside the namespace. */
const childOf = (pid: number) =>
  Number(
    execFileSync('pgrep', ['-P', String(pid)])
      .toString()
      .trim()
      .split('\n')[0],
  );

const stopGroup = (child: ChildProcess) => {
  try {
    process.kill(-(child.pid ?? 0), 'SIGKILL');
  } catch {
    // gone
  }
};

const hasUnshare = () => {
  try {
    execFileSync('unshare', ['--pid', '--fork', '--mount-proc', 'true'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};

type Scenario = { name: string; live: boolean; run: (m: Mechanism, dir: string) => Promise<() => void> };

const scenarios: Scenario[] = [
  {
    name: 'holder alive',
    live: true,
    run: async (m, dir) => {
      const holder = await hold(m, dir, 'none');
      return () => stopGroup(holder.child);
    },
  },
  {
    name: 'holder killed, a zombie',
    live: false,
    run: async (m, dir) => {
      const holder = await hold(m, dir, 'zombie');
      process.kill(holder.pid, 'SIGKILL');
      while (procStat(holder.pid)?.state !== 'Z') await new Promise((resolve) => setTimeout(resolve, 5));
      return () => stopGroup(holder.child);
    },
  },
  {
    name: 'holder killed and reaped',
    live: false,
    run: async (m, dir) => {
      const holder = await hold(m, dir, 'none');
      const gone = new Promise((resolve) => holder.child.once('close', resolve));
      stopGroup(holder.child);
      await gone;
      return () => undefined;
    },
  },
  {
    name: 'pid reused by another program',
    live: false,
    run: async (m, dir) => {
      // The dead holder's record, its pid now taken by `sleep` (what a reboot or a long downtime gives).
      const holder = await hold(m, dir, 'none');
      const record = m === 'socket' ? '' : fs.readFileSync(path.join(dir, LOCK), 'utf8');
      const gone = new Promise((resolve) => holder.child.once('close', resolve));
      stopGroup(holder.child);
      await gone;
      const other = spawn('sleep', ['600'], { detached: true, stdio: 'ignore' });
      const [, start, name] = record.trim().split(' ');
      const pidRecord = m === 'pid file' ? `${other.pid}\n` : `${other.pid} ${start} ${name}\n`;
      // The socket lock keeps no pid: an older build's pid file is what it can meet.
      fs.rmSync(path.join(dir, LOCK), { force: true });
      fs.writeFileSync(path.join(dir, LOCK), m === 'socket' ? `${other.pid}\n` : pidRecord);
      return () => stopGroup(other);
    },
  },
  ...(['pidns', 'netns'] as const).map((ns) => ({
    name: `holder alive in another ${ns === 'pidns' ? 'pid' : 'network'} namespace`,
    live: true,
    run: async (m: Mechanism, dir: string) => {
      const holder = await hold(m, dir, ns);
      return () => stopGroup(holder.child);
    },
  })),
];

/** True when the new start did the right thing: refused a live holder, or took over a dead one. */
async function verdict(mechanism: Mechanism, dir: string, live: boolean): Promise<string> {
  try {
    const release = await take(mechanism, dir);
    release();
    return live ? 'WRONG (second server)' : 'right (took over)';
  } catch (err) {
    if (!(err instanceof DataDirLockedError)) throw err;
    return live ? 'right (refused)' : 'WRONG (refused)';
  }
}

async function timeTake(mechanism: Mechanism, runs: number, dead: boolean): Promise<number> {
  const samples: number[] = [];
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cb-lock-cost-'));
  try {
    for (let run = 0; run < runs; run++) {
      // A dead lock to take over: a holder's record left behind (for the socket, its socket file).
      if (dead) await leaveDeadLock(mechanism, dir);
      const started = performance.now();
      const release = await take(mechanism, dir);
      samples.push(performance.now() - started);
      release();
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  return median(samples);
}

/** A dead lock made in-process: a socket file kept after its listener closed, or a dead pid's record. */
async function leaveDeadLock(mechanism: Mechanism, dir: string): Promise<void> {
  const file = path.join(dir, LOCK);
  if (mechanism !== 'socket') {
    fs.writeFileSync(file, mechanism === 'pid file' ? '4194000\n' : '4194000 1 node\n');
    return;
  }
  const lock = await acquireDataDirLock(dir);
  fs.linkSync(file, `${file}.keep`);
  lock.release();
  fs.renameSync(`${file}.keep`, file);
}

async function main() {
  if (process.platform !== 'linux') {
    console.error('This comparison reads /proc: run it on Linux.');
    process.exit(1);
  }
  const runsIndex = process.argv.indexOf('--runs');
  const runs = runsIndex >= 0 ? Number(process.argv[runsIndex + 1]) : 200;
  const namespaces = hasUnshare();
  console.log('A new start on a folder whose lock holder is …');
  console.log(`${''.padEnd(44)}${MECHANISMS.map((m) => m.padEnd(24)).join('')}`);
  for (const scenario of scenarios) {
    if (scenario.name.includes('namespace') && !namespaces) {
      console.log(`${scenario.name.padEnd(44)}(not run: needs root and unshare)`);
      continue;
    }
    const cells: string[] = [];
    for (const mechanism of MECHANISMS) {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cb-lock-bench-'));
      const cleanUp = await scenario.run(mechanism, dir);
      try {
        cells.push(await verdict(mechanism, dir, scenario.live));
      } finally {
        cleanUp();
        fs.rmSync(dir, { recursive: true, force: true });
      }
    }
    console.log(`${scenario.name.padEnd(44)}${cells.map((cell) => cell.padEnd(24)).join('')}`);
  }
  console.log(`\nCost of a start's lock, median of ${runs} (ratio to the pid file):`);
  const costs = new Map<Mechanism, { free: number; dead: number }>();
  for (const mechanism of MECHANISMS) {
    costs.set(mechanism, {
      free: await timeTake(mechanism, runs, false),
      dead: await timeTake(mechanism, runs, true),
    });
  }
  const base = costs.get('pid file') ?? { free: 1, dead: 1 };
  const fmt = (ms: number, baseline: number) =>
    `${(ms * 1000).toFixed(0).padStart(6)} µs (${(ms / baseline).toFixed(1)}×)`;
  for (const [mechanism, { free, dead }] of costs) {
    console.log(`${mechanism.padEnd(10)} free ${fmt(free, base.free)}   dead holder ${fmt(dead, base.dead)}`);
  }
  console.log(loadAverageLine());
}

// `--hold <mechanism> <dir>`: a holder process for the scenarios above.
if (process.argv[2] === '--hold') {
  await take(process.argv[3] as Mechanism, process.argv[4] ?? '');
  console.log(`held ${process.pid}`);
  setInterval(() => undefined, 60_000);
} else {
  await main();
}
