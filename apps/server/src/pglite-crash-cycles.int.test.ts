import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from './db/client';
import { generationJobs, users } from './db/schema';
import { codeIn, lastMailTo } from './test/mail-helpers';
import {
  freePort,
  processState,
  type RunningProcess,
  serverEnv,
  startServer,
  startServerGroup,
  startServerUnderZombieParent,
  waitForHealth,
} from './test/server-process';

/**
 * Crash-only restarts on the embedded database (issue 43): the real server (`server.ts`) on one
 * DATA_DIR is killed with SIGKILL twenty times — while its new database is created and migrated,
 * idle, in the middle of steady writes through the API, in the middle of a generation job — and
 * started again on the same folder within 0.5 s of each kill. Every restart must come up
 * healthy without anyone touching the folder, and every write the API acknowledged must be
 * there at the end. Some kills leave the server a zombie its parent never reaps (the case a
 * pid check took for a live server). PGlite-only (vitest.config.ts).
 */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cb-crash-'));
const ADMIN = 'crash-admin@example.com';
const USER = 'crash-user@example.com';
/** Process groups: the servers, and the parents that kept killed servers as zombies. */
const groups: RunningProcess[] = [];
const others: RunningProcess[] = [];

afterAll(async () => {
  for (const proc of groups) {
    try {
      if (proc.child.pid) process.kill(-proc.child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  for (const proc of others) if (proc.child.exitCode === null) proc.child.kill('SIGKILL');
  await Promise.all([...groups, ...others].map((proc) => proc.exited));
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const until = async (what: string, done: () => boolean | Promise<boolean>, timeoutMs = 240_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting: ${what}`);
    await sleep(10);
  }
};

interface Server {
  proc: RunningProcess;
  /** The server's own pid (under a zombie-keeping parent it is not the child's). */
  pid: number;
  zombieParent: boolean;
}

let port = 0;
const env = () => ({
  ...serverEnv(dataDir, port),
  ADMIN_EMAIL: ADMIN,
  CODE_LIMIT_PER_IP: '1000',
  // Far longer than the test: a killed server's job must be taken over at the next start,
  // not when its lease runs out.
  JOB_LEASE_SECONDS: '900',
});

/** Spawns a server; under a zombie-keeping parent its pid comes as the parent's first line. */
function spawnServer(zombieParent: boolean): { proc: RunningProcess; server: Promise<Server> } {
  const proc = zombieParent ? startServerUnderZombieParent(env()) : startServerGroup(env());
  groups.push(proc);
  const server = (async () => {
    if (!zombieParent) return { proc, pid: proc.child.pid ?? 0, zombieParent };
    await until('the server pid', () => /^pid \d+$/m.test(proc.stdout()));
    return { proc, pid: Number(/^pid (\d+)$/m.exec(proc.stdout())?.[1]), zombieParent };
  })();
  return { proc, server };
}

/** SIGKILL to the whole process group, or to the server alone when its parent keeps it a zombie. */
function sigkill(server: Server): void {
  process.kill(server.zombieParent ? server.pid : -server.pid, 'SIGKILL');
}

/** Resolves once the kill is certain: the group gone, or the server a zombie. */
async function killed(server: Server): Promise<void> {
  if (server.zombieParent) {
    await until('a zombie', () => processState(server.pid).startsWith('Z'));
  } else {
    expect((await server.proc.exited).signal).toBe('SIGKILL');
  }
}

async function api(method: string, route: string, token = '', body?: unknown) {
  const response = await fetch(`http://127.0.0.1:${port}/api${route}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return {
    status: response.status,
    json: (await response.json().catch(() => ({}))) as Record<string, unknown>,
  };
}

async function signIn(email: string, route: '/users/sign-in' | '/users/sign-up'): Promise<string> {
  const started = await api('POST', route, '', { email, name: 'Crash Test' });
  expect(started.status, JSON.stringify(started.json)).toBe(200);
  const otp = codeIn(await lastMailTo(dataDir, email));
  const verified = await api('POST', '/users/verify', '', { token: started.json.token, otp });
  expect(verified.status, JSON.stringify(verified.json)).toBe(200);
  return String(verified.json.authToken);
}

/** Steady writes: the admin creates one user after another; a 200 is an acknowledged write. */
function startWriter(adminToken: string) {
  const acknowledged: string[] = [];
  let attempts = 0;
  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      const email = `written-${++attempts}@example.com`;
      try {
        const res = await api('POST', '/users/create', adminToken, { name: `Written ${attempts}`, email });
        if (res.status === 200) acknowledged.push(email);
      } catch {
        await sleep(20); // the server is down: it comes back
      }
    }
  })();
  return {
    acknowledged,
    async stop() {
      stopped = true;
      await loop;
    },
  };
}

const dbFolder = path.join(dataDir, 'db');
/** Rewritten (with its time) by every start that creates the database anew (db/pglite-creation.ts). */
const creationMarker = () => fs.readFileSync(`${dbFolder}.creating`, 'utf8');
const hasPgVersion = () => fs.existsSync(path.join(dbFolder, 'PG_VERSION'));

describe('kill -9 and restart at once, twenty times, on the embedded database', () => {
  it('comes back healthy every time and keeps every acknowledged write', { timeout: 1_200_000 }, async () => {
    port = await freePort();
    let kills = 0;
    let server = await spawnServer(false).server;

    /**
     * Kills now and starts the next server on the same folder at once, well within 0.5 s,
     * without waiting for the killed one to be gone (every fourth, it stays a zombie).
     */
    async function killAndRestart(): Promise<void> {
      const previous = server;
      const killedAt = performance.now();
      sigkill(previous);
      kills++;
      const next = spawnServer(kills % 4 === 1);
      expect(performance.now() - killedAt).toBeLessThan(500);
      await killed(previous);
      server = await next.server;
      // Still a zombie while its successor starts: its pid exists, it holds nothing.
      if (previous.zombieParent) expect(processState(previous.pid)).toMatch(/^Z/);
    }
    const healthy = async () => {
      expect(await waitForHealth(server.proc, port, 240_000)).toMatchObject({ status: 'ok', database: 'ok' });
    };

    // 1–3: while the new database is created (initdb writing; PG_VERSION just written, the
    // moment that once left a folder no start could open) and migrated. Each start after such
    // a kill creates it anew, with a new marker.
    await until('initdb writing', () => fs.existsSync(dbFolder) && fs.readdirSync(dbFolder).length > 0);
    let marker = creationMarker();
    await killAndRestart();
    await until('PG_VERSION of a new creation', () => hasPgVersion() && creationMarker() !== marker);
    marker = creationMarker();
    await killAndRestart();
    await until('PG_VERSION of a new creation', () => hasPgVersion() && creationMarker() !== marker);
    await sleep(1_000);
    await killAndRestart();

    // 4: idle, just after the first healthy start.
    await healthy();
    const adminToken = await signIn(ADMIN, '/users/sign-in');
    const userToken = await signIn(USER, '/users/sign-up');
    await killAndRestart();
    await healthy();

    // 5: in the middle of a generation job; the next start takes it over at once.
    const credits = Number((await api('GET', '/credits/read', userToken)).json.credits);
    const job = await api('POST', '/pages/create', userToken, { prompt: 'a lighthouse by the sea' });
    expect(job.status, JSON.stringify(job.json)).toBe(202);
    const jobId = String(job.json.id);
    await until('the job drawing', async () => {
      const { json } = await api('GET', `/pages/jobs/${jobId}`, userToken);
      expect(['queued', 'running']).toContain(json.status); // the kill must land mid-job
      return json.status === 'running' && Number(json.progress) >= 5;
    });
    await killAndRestart();
    await healthy();
    // Its lease would hold for 15 minutes: only the take-over at start lets it finish now.
    await until('the job to finish', async () => {
      const { json } = await api('GET', `/pages/jobs/${jobId}`, userToken);
      return json.status === 'succeeded' || json.status === 'failed';
    });
    // Resumed, as on PostgreSQL after a process died: drawn once, one credit spent.
    expect((await api('GET', `/pages/jobs/${jobId}`, userToken)).json).toMatchObject({ status: 'succeeded' });
    expect((await api('GET', '/credits/read', userToken)).json.credits).toBe(credits - 1);

    // 6–20: steady writes, killed after a different number of acknowledged writes each time.
    const writer = startWriter(adminToken);
    while (kills < 20) {
      const target = writer.acknowledged.length + 1 + ((kills * 5) % 9);
      await until('acknowledged writes', () => writer.acknowledged.length >= target);
      const last = writer.acknowledged.at(-1) ?? '';
      await killAndRestart();
      await healthy();
      // What the API acknowledged before the kill, the restarted server shows.
      const found = await api('GET', `/users/paginate?search=${encodeURIComponent(last)}`, adminToken);
      expect((found.json.data as { email: string }[]).map((user) => user.email)).toEqual([last]);
    }
    await writer.stop();

    // A second live server on the folder is still refused, naming the running one.
    const second = startServer(dataDir, await freePort());
    others.push(second);
    expect((await second.exited).code).toBe(1);
    expect(second.output()).toContain(
      `Another Colorbook server (pid ${server.pid}) is already using the data folder ${dataDir}. ` +
        'Stop it or set DATA_DIR to another folder.',
    );
    await healthy();

    // Every acknowledged write is in the database.
    process.kill(server.pid, 'SIGTERM');
    await until(
      'a clean stop',
      () => processState(server.pid) === '' || processState(server.pid).startsWith('Z'),
    );
    expect(writer.acknowledged.length).toBeGreaterThanOrEqual(15);
    const database = await openPglite(dbFolder);
    try {
      const rows = await database.db
        .select({ email: users.email })
        .from(users)
        .where(inArray(users.email, writer.acknowledged));
      expect(rows.map((row) => row.email).sort()).toEqual([...writer.acknowledged].sort());
      const [taken] = await database.db
        .select()
        .from(generationJobs)
        .where(inArray(generationJobs.id, [jobId]));
      expect(taken?.attempts).toBe(2); // claimed by the killed server, then by the next
    } finally {
      await database.close();
    }
  });
});
