import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditLedger, generationJobs, pages } from '../../db/schema';
import { createUserWithSession } from '../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { createCreditsService } from '../credits/credits.service';
import { createStorageService } from '../storage/storage.service';
import { createObjectStorage } from '../storage/storage-factory';
import {
  createGenerationRunner,
  GENERATION_FAILED_MESSAGE,
  type GenerationRunner,
} from './generation-runner';
import { createGeneratorImageMaker } from './generator-image-maker';
import { claimJob, findJob, insertJob } from './jobs.repo';
import type { GeneratedImages } from './page-image-maker';

// Several runners on one database stand for several API processes: each has its own owner
// name, lease and heartbeat, exactly as separate processes would.
let t: TestApp;
const runners: GenerationRunner[] = [];
let drawing: GeneratedImages;
beforeAll(async () => {
  t = await createTestApp();
  drawing = await createGeneratorImageMaker(t.db, t.config).generate(
    { prompt: 'a drawing made beforehand', seed: 1, style: 'cartoon', difficulty: 'easy' },
    { onProgress: () => {} },
  );
});
afterAll(async () => {
  for (const runner of runners) await runner.close(0);
  await t?.close();
});

const credits = () => createCreditsService(t.db);

/**
 * A runner drawing with the built-in generator, recording which job it drew. With `delayMs`
 * it answers a drawing made beforehand after that long: the built-in generator keeps the
 * event loop busy while it draws, which would hold up a short test lease's heartbeat.
 */
function startRunner(name: string, leaseMs: number, drawn: string[], delayMs = 0, soleProcess = false) {
  const real = createGeneratorImageMaker(t.db, t.config);
  const runner = createGenerationRunner({
    db: t.db,
    images: {
      ...real,
      async generate(input, options) {
        drawn.push(`${name}:${input.prompt}`);
        if (delayMs === 0) return real.generate(input, options);
        await new Promise((resolve) => setTimeout(resolve, delayMs));
        return drawing;
      },
    },
    storage: createStorageService(t.db, createObjectStorage(t.config)),
    credits: credits(),
    log: pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' }),
    options: { leaseMs, pollMs: 50, owner: name, soleProcess },
  });
  runners.push(runner);
  runner.start();
  return runner;
}

/** Queues a job as `POST /pages/create` does: the credit is spent in the same transaction. */
async function queueJob(userId: number, prompt: string) {
  const id = randomUUID();
  const reference = `page:${id}`;
  await t.db.transaction(async (tx) => {
    await credits().spendPage(tx, userId, reference);
    await insertJob(tx, { id, userId, prompt, status: 'queued', ledgerReference: reference, seed: 7 });
  });
  return id;
}

async function waitUntilFinished(id: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const job = await findJob(t.db, id);
    if (job && (job.status === 'succeeded' || job.status === 'failed')) return job;
    if (Date.now() > deadline) throw new Error(`job ${id} still ${job?.status}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const pagesOf = async (userId: number) => t.db.select().from(pages).where(eq(pages.userId, userId));
const refundsOf = async (reference: string) =>
  t.db
    .select()
    .from(creditLedger)
    .where(and(eq(creditLedger.reason, 'refund'), eq(creditLedger.reference, `refund:${reference}`)));

describe('the generation queue across processes', () => {
  it('runs each job in exactly one of three processes', async () => {
    const user = await createUserWithSession(t.db);
    await credits().grantPurchased(t.db, user.user.id, 10, `test:${randomUUID()}`);
    const drawn: string[] = [];
    const ids = [];
    for (let i = 0; i < 6; i++) ids.push(await queueJob(user.user.id, `queue page ${i}`));
    for (const name of ['p1', 'p2', 'p3']) startRunner(name, 3_000, drawn, 100);
    const finished = await Promise.all(ids.map((id) => waitUntilFinished(id)));
    expect(finished.map((job) => job.status)).toEqual(Array(6).fill('succeeded'));
    expect(finished.every((job) => job.attempts === 1 && job.leaseOwner === null)).toBe(true);
    const prompts = drawn.map((entry) => entry.split(':')[1]).sort();
    expect(prompts).toEqual(ids.map((_, i) => `queue page ${i}`).sort());
    expect((await pagesOf(user.user.id)).length).toBe(6);
  }, 90_000);

  it('never runs a slow live job twice: the heartbeat keeps its lease', async () => {
    for (const runner of runners.splice(0)) await runner.close(0);
    const user = await createUserWithSession(t.db);
    const drawn: string[] = [];
    const id = await queueJob(user.user.id, 'a slow page');
    // A lease of 2 s renewed every ~670 ms: a loaded machine may stall a heartbeat for a second
    // without losing the lease, which a shorter lease would turn into a false failure.
    const slow = startRunner('slow', 2_000, drawn, 7_000);
    await expect.poll(() => drawn.length).toBe(1);
    startRunner('eager', 2_000, drawn); // polls every 50 ms through three lease lengths
    const job = await waitUntilFinished(id);
    expect(job.status).toBe('succeeded');
    expect(drawn).toEqual(['slow:a slow page']);
    expect((await pagesOf(user.user.id)).length).toBe(1);
    await slow.close(0);
  }, 60_000);

  it("takes over a dead process's job once its lease runs out, and runs it once", async () => {
    for (const runner of runners.splice(0)) await runner.close(0);
    const user = await createUserWithSession(t.db);
    const id = await queueJob(user.user.id, 'an orphaned page');
    // A process claims it and dies: no heartbeat, no outcome.
    expect((await claimJob(t.db, 'dead', 300, 2))?.job.id).toBe(id);
    const drawn: string[] = [];
    startRunner('survivor', 3_000, drawn);
    const job = await waitUntilFinished(id);
    expect(job).toMatchObject({ status: 'succeeded', attempts: 2 });
    expect(drawn).toEqual(['survivor:an orphaned page']);
    expect((await pagesOf(user.user.id)).length).toBe(1);
    expect(await refundsOf(`page:${id}`)).toEqual([]);
  }, 60_000);

  it("on a database no other process uses, takes over a killed server's job at start, lease or not", async () => {
    for (const runner of runners.splice(0)) await runner.close(0);
    const user = await createUserWithSession(t.db);
    const id = await queueJob(user.user.id, 'a page drawn when the server was killed');
    // The killed server's claim, its lease good for ten more minutes.
    expect((await claimJob(t.db, 'killed', 600_000, 2))?.job.id).toBe(id);
    const drawn: string[] = [];
    // An ordinary runner leaves it to its lease…
    startRunner('shared', 3_000, drawn, 100);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(drawn).toEqual([]);
    await runners.pop()?.close(0);
    // …the next start of the embedded database's only server takes it over at once.
    startRunner('restarted', 3_000, drawn, 100, true);
    const job = await waitUntilFinished(id, 10_000);
    expect(job).toMatchObject({ status: 'succeeded', attempts: 2 });
    expect(drawn).toEqual(['restarted:a page drawn when the server was killed']);
    expect((await pagesOf(user.user.id)).length).toBe(1);
  }, 60_000);

  it('fails and refunds, once, a job whose processes died twice', async () => {
    for (const runner of runners.splice(0)) await runner.close(0);
    const user = await createUserWithSession(t.db);
    const before = await credits().read(user.user.id);
    const id = await queueJob(user.user.id, 'a cursed page');
    expect((await claimJob(t.db, 'dead-1', 1, 2))?.job.id).toBe(id);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await claimJob(t.db, 'dead-2', 1, 2))?.job.id).toBe(id);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const drawn: string[] = [];
    startRunner('a', 3_000, drawn);
    startRunner('b', 3_000, drawn);
    const job = await waitUntilFinished(id);
    expect(job).toMatchObject({ status: 'failed', error: GENERATION_FAILED_MESSAGE });
    expect(drawn).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 300)); // both runners polled again
    expect((await refundsOf(`page:${id}`)).length).toBe(1);
    expect(await credits().read(user.user.id)).toEqual(before);
    expect(await pagesOf(user.user.id)).toEqual([]);
  }, 60_000);

  it('hands a running job back to the queue when its process stops', async () => {
    for (const runner of runners.splice(0)) await runner.close(0);
    const user = await createUserWithSession(t.db);
    const drawn: string[] = [];
    const id = await queueJob(user.user.id, 'a page at shutdown');
    const stopping = startRunner('stopping', 3_000, drawn, 1_500);
    await expect.poll(() => drawn.length).toBe(1);
    await stopping.close(0);
    const [row] = await t.db.select().from(generationJobs).where(eq(generationJobs.id, id));
    expect(row).toMatchObject({ status: 'queued', leaseOwner: null, attempts: 0 });
    startRunner('next', 3_000, drawn);
    expect(await waitUntilFinished(id)).toMatchObject({ status: 'succeeded', attempts: 1 });
    expect((await pagesOf(user.user.id)).length).toBe(1);
  }, 60_000);
});
