import { afterAll, beforeAll, expect, it } from 'vitest';
import { type App, buildApp } from '../../app';
import { type Database, openPg } from '../../db/client';
import { createUserWithSession } from '../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { testDbKind } from '../../test/test-database';
import {
  helloSocket,
  startTogether,
  togetherAddresses,
  togetherFill,
  togetherScene,
} from '../../test/together-helpers';
import { openTogetherStream, type TestSocket, type TestStream } from './together.testing';

/*
 * Two API instances on one database, each with its own hub and its own LISTEN (decision 0041): on
 * PostgreSQL (integration-pg) a second pool, so the fan-out crosses connections through
 * LISTEN/NOTIFY as between processes; on PGlite both share the instance, whose listen() hears it.
 * A participant on each instance sees the other's actions, and closing one instance (its sockets
 * drop) loses no acknowledged action: the reconnect to the other catches up. The same holds for
 * a participant on the fallback's event stream (decision 0045): its instance's close ends it.
 */

let t: TestApp;
let second: App;
let secondDb: Database | undefined;
const urls: string[] = [];
const sockets: (TestSocket | TestStream)[] = [];

const fill = (x: number) => togetherFill(x, x, '#00aa00');

const wsUrl = (app: App) => togetherAddresses(app).ws;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const pool = (t.db as unknown as { $client: { options?: { connectionString?: string } } }).$client;
  secondDb = testDbKind() === 'pg' ? await openPg(pool.options?.connectionString ?? '') : undefined;
  second = buildApp({ config: t.config, db: secondDb?.db ?? t.db });
  await second.listen({ port: 0, host: '127.0.0.1' });
  urls.push(wsUrl(t.app), wsUrl(second));
});

/**
 * One teardown step, given at most 15 s: a clean CI run at load ~9 once timed the whole hook out
 * at 60 s after every assertion had passed (it takes ~0.1 s quiet). Which step hung is not known
 * yet; it says so instead of failing the suite on it.
 */
async function closeWithin(name: string, close: () => Promise<unknown> | undefined): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), 15_000);
  });
  const result = await Promise.race([Promise.resolve(close()).catch(() => undefined), late]);
  clearTimeout(timer);
  if (result === 'late') console.warn(`together-processes teardown: ${name} did not close within 15 s`);
}

afterAll(async () => {
  for (const socket of sockets) socket.close();
  await closeWithin('the second instance', () => second?.close());
  await closeWithin("the second instance's database", () => secondDb?.close());
  await closeWithin('the first instance', () => t?.close());
}, 60_000);

async function join(url: string, token: string, code: string, lastSeq = 0) {
  const socket = await helloSocket(url, token, code, { lastSeq });
  sockets.push(socket);
  await socket.next('welcome');
  return socket;
}

it('relays between instances and loses no acknowledged action when one goes away', async () => {
  const { host, guest, pageId } = await togetherScene(t.db, ['Ida', 'Olu']);
  const code = await startTogether(t.app, host, pageId);

  const a = await join(urls[0] as string, host.token, code);
  const b = await join(urls[1] as string, guest.token, code);
  a.send({ type: 'action', code, id: 'from-a', ops: fill(10) });
  expect(await a.next('ack')).toMatchObject({ id: 'from-a', seq: 1 });
  expect((await b.next('actions')).actions.map((x) => x.id)).toEqual(['from-a']);
  b.send({ type: 'action', code, id: 'from-b', ops: fill(20) });
  expect(await b.next('ack')).toMatchObject({ id: 'from-b', seq: 2 });
  const seen = await a.next('actions');
  const atA = seen.actions.map((x) => x.id);
  if (!atA.includes('from-b')) atA.push(...(await a.next('actions')).actions.map((x) => x.id));
  expect(atA).toContain('from-b');

  // A third person on the second instance's event stream hears the first instance's socket.
  const cy = await createUserWithSession(t.db, { name: 'Cy' });
  const stream = await openTogetherStream(
    urls[1]?.replace(/^ws(.*)\/api\/together\/ws$/, 'http$1') ?? '',
    code,
    cy.token,
  );
  sockets.push(stream);
  await stream.next('welcome');
  expect((await stream.next('actions')).actions.map((x) => x.seq)).toEqual([1, 2]);

  // The second instance goes away with its sockets and streams; the guest reconnects to the first
  // one and catches up on what it missed, and nothing it had acknowledged is lost.
  b.send({ type: 'action', code, id: 'from-b-2', ops: fill(30) });
  expect(await b.next('ack')).toMatchObject({ id: 'from-b-2', seq: 3 });
  expect((await stream.next('actions')).actions.map((x) => x.id)).toEqual(['from-b-2']);
  await second.close();
  await stream.ended;
  a.send({ type: 'action', code, id: 'while-away', ops: fill(40) });
  expect(await a.next('ack')).toMatchObject({ id: 'while-away', seq: 4 });
  const back = await helloSocket(urls[0] as string, guest.token, code, { lastSeq: 1 });
  sockets.push(back);
  await back.next('welcome');
  const caught = await back.next('actions');
  expect(caught.actions.map((x) => [x.seq, x.id])).toEqual([
    [2, 'from-b'],
    [3, 'from-b-2'],
    [4, 'while-away'],
  ]);
  const streamBack = await openTogetherStream(
    urls[0]?.replace(/^ws(.*)\/api\/together\/ws$/, 'http$1') ?? '',
    code,
    cy.token,
    {
      lastSeq: 3,
    },
  );
  sockets.push(streamBack);
  await streamBack.next('welcome');
  expect((await streamBack.next('actions')).actions.map((x) => x.id)).toEqual(['while-away']);
});
