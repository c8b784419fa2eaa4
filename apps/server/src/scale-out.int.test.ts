import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TogetherOp } from '@colorbook/contract';
import { type S3StandIn, startS3StandIn } from '@colorbook/test-servers/s3-stand-in';
import { and, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openPg } from './db/client';
import {
  colorings,
  creditLedger,
  favorites,
  generationJobs,
  pages,
  togetherActions,
  togetherSessions,
} from './db/schema';
import { codeIn, lastMailTo } from './test/mail-helpers';
import { seedPage } from './test/page-helpers';
import { type RoundRobinProxy, startRoundRobinProxy } from './test/round-robin-proxy';
import { freePort, type RunningProcess, runTs, serverEnv, waitForHealth } from './test/server-process';
import { togetherParticipant, waitUntil } from './test/together-participant';

/**
 * Three real API processes (`server.ts`, as `npm start` runs it) on one fresh PostgreSQL
 * database and one S3-protocol server, behind a round-robin proxy, driven by a bounded load
 * generator. Runs in integration-pg only (vitest.config.ts): it needs a PostgreSQL server.
 */
const serverUrl = process.env.TEST_DATABASE_URL ?? '';
const dbName = `cb_scale_${randomBytes(5).toString('hex')}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cb-scale-'));
let database: Database;
let s3: S3StandIn;
let proxy: RoundRobinProxy;
/** The colour-together test's proxy, in front of two of the processes only. */
let pairProxy: RoundRobinProxy | undefined;
const procs = new Map<number, RunningProcess>();
let ports: number[] = [];

async function onServer(query: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

const databaseUrl = () => {
  const url = new URL(serverUrl);
  url.pathname = `/${dbName}`;
  return url.toString();
};

function start(port: number) {
  const proc = runTs('apps/server/src/server.ts', {
    ...serverEnv(dataDir, port),
    DATABASE_URL: databaseUrl(),
    S3_ENDPOINT: s3.endpoint,
    S3_BUCKET: s3.bucket,
    S3_ACCESS_KEY_ID: s3.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
    CODE_LIMIT_PER_IP: '100000',
    JOB_LEASE_SECONDS: '3',
    TRENDING_REFRESH_SECONDS: '2',
  });
  procs.set(port, proc);
  return proc;
}

beforeAll(async () => {
  await onServer(`create database "${dbName}"`);
  s3 = await startS3StandIn();
  ports = [await freePort(), await freePort(), await freePort()];
  // All three start together: migrations run once, under the advisory lock.
  await Promise.all(ports.map((port) => waitForHealth(start(port), port, 90_000)));
  database = await openPg(databaseUrl());
  proxy = await startRoundRobinProxy(ports);
}, 120_000);

afterAll(async () => {
  for (const proc of procs.values()) if (proc.child.exitCode === null) proc.child.kill('SIGKILL');
  await Promise.all([...procs.values()].map((proc) => proc.exited));
  await proxy?.close();
  await pairProxy?.close();
  await database?.close();
  await s3?.close();
  await onServer(`drop database if exists "${dbName}" with (force)`);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

interface Answer {
  status: number;
  json: Record<string, unknown>;
}

async function call(base: string, method: string, url: string, token = '', body?: unknown): Promise<Answer> {
  const form = body instanceof FormData;
  const res = await fetch(`${base}/api${url}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined || form ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : form ? body : JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json().catch(() => ({}))) as Record<string, unknown> };
}
const direct = (port: number) => `http://127.0.0.1:${port}`;

interface User {
  id: number;
  token: string;
}

/** Signs up on one process and verifies the emailed code on another. */
async function signUp(n: number, signUpPort: number, verifyPort: number): Promise<User> {
  const email = `scale-${n}-${randomBytes(3).toString('hex')}@example.com`;
  const started = await call(direct(signUpPort), 'POST', '/users/sign-up', '', { name: `Scale ${n}`, email });
  expect(started.status, JSON.stringify(started.json)).toBe(200);
  const otp = codeIn(await lastMailTo(dataDir, email));
  const verified = await call(direct(verifyPort), 'POST', '/users/verify', '', {
    token: started.json.token,
    otp,
  });
  expect(verified.status, JSON.stringify(verified.json)).toBe(200);
  const token = String(verified.json.authToken);
  const me = await call(proxy.url, 'GET', '/users/read', token);
  return { id: Number(me.json.id), token };
}

const pngBytes = sharp({ create: { width: 64, height: 64, channels: 3, background: '#3a7' } })
  .png()
  .toBuffer();

/** Results of the load, to check against the database afterwards. */
interface Ledger {
  statuses: number[];
  acceptedJobs: Map<number, string[]>;
  /** user:page → toggles acknowledged, and whether any toggle's outcome is unknown (502). */
  toggles: Map<string, { acked: number; unknown: boolean }>;
  colored: Set<string>;
}

async function create(user: User, ledger: Ledger, prompt: string) {
  const res = await call(proxy.url, 'POST', '/pages/create', user.token, { prompt });
  ledger.statuses.push(res.status);
  if (res.status === 202) ledger.acceptedJobs.get(user.id)?.push(String(res.json.id));
  return res.status;
}

async function toggle(user: User, pageId: number, ledger: Ledger) {
  const key = `${user.id}:${pageId}`;
  const entry = ledger.toggles.get(key) ?? { acked: 0, unknown: false };
  ledger.toggles.set(key, entry);
  const res = await call(proxy.url, 'PATCH', `/pages/${pageId}/favorited/toggle`, user.token);
  ledger.statuses.push(res.status);
  if (res.status === 200) entry.acked += 1;
  else entry.unknown = true;
}

async function colour(user: User, pageId: number, ledger: Ledger) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(await pngBytes)], { type: 'image/png' }), 'colouring.png');
  const upload = await call(proxy.url, 'POST', '/storage/upload', user.token, form);
  ledger.statuses.push(upload.status);
  if (upload.status !== 200) return;
  const res = await call(proxy.url, 'PATCH', '/coloreds/upsert', user.token, {
    pageId,
    photo: upload.json.url,
  });
  ledger.statuses.push(res.status);
  if (res.status === 200) ledger.colored.add(`${user.id}:${pageId}`);
}

async function read(user: User, ledger: Ledger, round: number) {
  const urls = [
    '/credits/read',
    '/pages/paginate?sort=trending',
    '/pages/paginate?scope=favorited',
    '/health',
  ];
  const res = await call(proxy.url, 'GET', urls[round % urls.length] ?? '/health', user.token);
  ledger.statuses.push(res.status);
}

async function waitForJobs(ids: string[], timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const open = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(generationJobs)
      .where(sql`${generationJobs.id} in ${ids} and ${generationJobs.status} in ('queued', 'running')`);
    if ((open[0]?.n ?? 0) === 0) return;
    if (Date.now() > deadline) throw new Error('generation jobs did not finish');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe('three API processes on PostgreSQL and S3 behind a proxy', () => {
  const users: User[] = [];
  const ledger: Ledger = { statuses: [], acceptedJobs: new Map(), toggles: new Map(), colored: new Set() };

  it('keeps credits, favourites and colourings exact under load while one process is killed', async () => {
    const [a, b, c] = ports as [number, number, number];
    for (let n = 0; n < 4; n++) users.push(await signUp(n, a, n % 2 ? b : c));
    for (const user of users) ledger.acceptedJobs.set(user.id, []);

    // Two parallel creates each (3 free credits): all accepted, on whichever process.
    await Promise.all(users.flatMap((user) => [1, 2].map((i) => create(user, ledger, `a scale page ${i}`))));
    await waitForJobs([...ledger.acceptedJobs.values()].flat());
    const seeded = await database.db.select({ id: pages.id, userId: pages.userId }).from(pages);
    expect(seeded.length).toBe(8);

    // The load: 8 workers for ~8 s; process C is killed with SIGKILL after ~2.5 s.
    const stopAt = Date.now() + 8_000;
    let killedAt = 0;
    const killer = new Promise<void>((resolve) =>
      setTimeout(() => {
        procs.get(c)?.child.kill('SIGKILL');
        killedAt = ledger.statuses.length;
        resolve();
      }, 2_500),
    );
    const workers = users.flatMap((user, u) => [
      (async () => {
        // Each user's last credit, asked for twice at once: one job, never two spends.
        await Promise.all([create(user, ledger, 'a last page'), create(user, ledger, 'one too many')]);
        let round = 0;
        while (Date.now() < stopAt) {
          const page = seeded[round % seeded.length];
          if (page) await toggle(user, page.id, ledger);
          await read(user, ledger, round++);
        }
      })(),
      (async () => {
        const others = seeded.filter((page) => page.userId !== user.id);
        let round = u;
        while (Date.now() < stopAt) {
          const page = others[round++ % others.length];
          if (page && ledger.colored.size < 40) await colour(user, page.id, ledger);
          await read(user, ledger, round);
        }
      })(),
    ]);
    await Promise.all([...workers, killer]);
    procs.delete(c);
    proxy.remove(c);

    // After the kill the others carried on: hundreds of answers, 5xx only for writes cut off
    // inside the killed process (the proxy cannot know whether they happened).
    const after = ledger.statuses.slice(killedAt);
    expect(after.filter((s) => s < 500).length).toBeGreaterThan(50);
    expect(ledger.statuses.filter((s) => s >= 500).length).toBeLessThanOrEqual(8);
    expect(ledger.statuses.filter((s) => s >= 500 && s !== 502)).toEqual([]);

    // Jobs the killed process held are taken over when their lease runs out.
    const allJobs = [...ledger.acceptedJobs.values()].flat();
    await waitForJobs(allJobs);
    for (const user of users) {
      const jobs = await database.db.select().from(generationJobs).where(eq(generationJobs.userId, user.id));
      // Every acknowledged create has its job; at most three ever spent a credit.
      for (const id of ledger.acceptedJobs.get(user.id) ?? []) expect(jobs.map((j) => j.id)).toContain(id);
      expect(jobs.length).toBeLessThanOrEqual(3);
      const spends = await database.db
        .select()
        .from(creditLedger)
        .where(and(eq(creditLedger.userId, user.id), eq(creditLedger.reason, 'page')));
      expect(spends.length).toBe(jobs.length);
      const succeeded = jobs.filter((j) => j.status === 'succeeded');
      const made = await database.db.select().from(pages).where(eq(pages.userId, user.id));
      expect(made.length).toBe(succeeded.length); // no job ran twice
      const credit = await call(proxy.url, 'GET', '/credits/read', user.token);
      expect(credit.json.credits).toBe(3 - succeeded.length);
      const coloured = await database.db.select().from(colorings).where(eq(colorings.userId, user.id));
      for (const key of ledger.colored) {
        if (key.startsWith(`${user.id}:`))
          expect(coloured.map((r) => `${user.id}:${r.pageId}`)).toContain(key);
      }
      expect(credit.json.public_page).toBe(3 - coloured.length);
    }

    // Favourites: every pair whose toggles were all acknowledged is exactly as toggled.
    const rows = await database.db.select().from(favorites);
    const present = new Set(rows.map((r) => `${r.userId}:${r.pageId}`));
    for (const [key, entry] of ledger.toggles) {
      if (!entry.unknown) expect(present.has(key), key).toBe(entry.acked % 2 === 1);
    }
    const drift = await database.db.execute(
      sql`select p.id from pages p where p.favorited_count <> (select count(*) from favorites f where f.page_id = p.id)`,
    );
    expect((drift as unknown as { rows: unknown[] }).rows).toEqual([]);
  }, 120_000);

  it('drops no request during a rolling restart', async () => {
    const [a, b, c] = ports as [number, number, number];
    const statuses: number[] = [];
    let running = true;
    const load = users.map(async (user, u) => {
      let round = u;
      while (running) {
        const page = await call(proxy.url, 'GET', '/pages/paginate?sort=latest', user.token);
        statuses.push(page.status);
        const first = (page.json.data as { id: number }[] | undefined)?.[round % 8];
        if (first) {
          const res = await call(proxy.url, 'PATCH', `/pages/${first.id}/favorited/toggle`, user.token);
          statuses.push(res.status);
        }
        statuses.push((await call(proxy.url, 'GET', '/credits/read', user.token)).status);
        round++;
      }
    });
    // The killed process comes back first, then each process in turn: out of the proxy,
    // SIGTERM (in-flight requests finish), a new process on its port, back in the proxy.
    await waitForHealth(start(c), c, 60_000);
    proxy.add(c);
    for (const port of [a, b, c]) {
      await proxy.drain(port);
      const old = procs.get(port);
      old?.child.kill('SIGTERM');
      expect((await old?.exited)?.code).toBe(0);
      await waitForHealth(start(port), port, 60_000);
      proxy.add(port);
    }
    running = false;
    await Promise.all(load);
    expect(statuses.length).toBeGreaterThan(50);
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
  }, 150_000);
});

describe('colouring together on two processes behind a proxy (issue 40, decision 0041)', () => {
  const fill = (n: number): TogetherOp[] => [
    { op: 'set', settings: { tool: 'fill', color: '#00aa00' } },
    { op: 'fill', x: (n % 40) * 8, y: (n % 40) * 8 },
  ];

  it('relays between the processes and loses no acknowledged action when one is killed', async () => {
    const [a, b] = ports as [number, number];
    const pair = await startRoundRobinProxy([a, b]);
    pairProxy = pair;
    const base = pair.url;
    const hostUser = await signUp(20, a, b);
    const guestUser = await signUp(21, b, a);
    const pageId = (await seedPage(database.db, hostUser.id)).id;
    const started = await call(base, 'POST', '/together', hostUser.token, { pageId });
    expect(started.status, JSON.stringify(started.json)).toBe(200);
    const code = String(started.json.code);

    // The proxy names the process each socket landed on (its 101 answer's header): round-robin
    // alternates, but REST calls share its turn, so the guest connects again until it is on the
    // other process (at most twice with two backends).
    const host = togetherParticipant(base, hostUser.token, code);
    const guest = togetherParticipant(base, guestUser.token, code);
    const hostPort = await host.connect();
    let guestPort = await guest.connect();
    for (let i = 0; guestPort === hostPort && i < 3; i++) {
      guest.close();
      guestPort = await guest.connect();
    }
    expect(new Set([hostPort, guestPort])).toEqual(new Set([a, b]));

    // Each sees the other's actions, relayed through LISTEN/NOTIFY.
    for (const n of [1, 2]) {
      host.send(`h${n}`, fill(n));
      guest.send(`g${n}`, fill(n + 40));
    }
    await waitUntil(() => host.log.size === 4 && guest.log.size === 4, 'both to see four actions');
    expect(host.ordered()).toEqual(guest.ordered());
    expect(host.ordered().map(([, , id]) => id)).toEqual(expect.arrayContaining(['g1', 'g2']));

    const [session] = await database.db
      .select()
      .from(togetherSessions)
      .where(eq(togetherSessions.code, code));
    const stored = () =>
      database.db
        .select()
        .from(togetherActions)
        .where(eq(togetherActions.sessionId, session?.id ?? 0))
        .orderBy(togetherActions.seq);

    // A burst from both. Once some of the guest's are acknowledged, the proxy drops what the
    // guest's process sends back (answers on their way as it dies): g9–g14 are stored, never
    // acknowledged. Then g15–g17 leave as the process is killed (kill -9): stored or not.
    for (let n = 3; n <= 8; n++) {
      guest.send(`g${n}`, fill(n + 40));
      host.send(`h${n}`, fill(n));
    }
    await waitUntil(() => guest.acked.size >= 4, 'acks from the guest process');
    pair.mute(guestPort);
    const unanswered = [9, 10, 11, 12, 13, 14].map((n) => `g${n}`);
    for (const [i, id] of unanswered.entries()) guest.send(id, fill(i + 50));
    let storedUnacked: { clientId: string; seq: number }[] = [];
    await waitUntil(async () => {
      storedUnacked = (await stored()).filter((r) => guest.unacked.has(r.clientId));
      return unanswered.every((id) => storedUnacked.some((r) => r.clientId === id));
    }, 'the unanswered actions to be stored');
    for (let n = 15; n <= 17; n++) guest.send(`g${n}`, fill(n + 40));
    const ackedBeforeKill = new Map([...host.acked, ...guest.acked]);
    const killed = procs.get(guestPort);
    killed?.child.kill('SIGKILL');
    await killed?.exited;
    procs.delete(guestPort);
    await waitUntil(() => !guest.isOpen(), "the guest's socket to drop");

    // The host colours on while the guest is away; the guest comes back through the proxy (the
    // dead process refuses, the proxy tries the other), catches up from its last number and
    // resends what was never acknowledged.
    for (let n = 9; n <= 11; n++) host.send(`h${n}`, fill(n));
    expect(await guest.connect()).toBe(hostPort);
    for (const n of [18, 19]) guest.send(`g${n}`, fill(n + 40));
    await waitUntil(() => host.unacked.size === 0 && guest.unacked.size === 0, 'every action acknowledged');

    const rows = await stored();
    // Every action sent (11 by the host, 19 by the guest) is in the log exactly once, numbered
    // without a gap, by its author.
    expect(rows.length).toBe(30);
    expect(rows.map((r) => r.seq)).toEqual(rows.map((_, i) => i + 1));
    expect(new Set(rows.map((r) => r.clientId)).size).toBe(30);
    for (const row of rows) {
      const author = row.clientId.startsWith('h') ? host : guest;
      expect(row.participantId, row.clientId).toBe(author.participantId());
      // Every ack, of a resend too, gives the action's one number.
      expect(author.acked.get(row.clientId), row.clientId).toBe(row.seq);
    }
    // What was acknowledged before the kill kept its number, and so did what the dead process
    // had stored without its ack arriving (the resend was not stored again).
    for (const [id, seq] of ackedBeforeKill) expect(rows.find((r) => r.clientId === id)?.seq, id).toBe(seq);
    for (const { clientId, seq } of storedUnacked) expect(guest.acked.get(clientId), clientId).toBe(seq);
    // Both end with the identical ordered log: the database's.
    await waitUntil(() => host.log.size === 30 && guest.log.size === 30, 'both logs complete');
    const expected = rows.map((r) => [r.seq, r.participantId, r.clientId]);
    expect(host.ordered()).toEqual(expected);
    expect(guest.ordered()).toEqual(expected);
    expect([...host.errors, ...guest.errors]).toEqual([]);
    host.close();
    guest.close();
  }, 60_000);
});
