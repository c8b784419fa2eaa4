import { TOGETHER_ERROR_HEADER, TOGETHER_MAX_MESSAGE_BYTES, TOGETHER_RATE_BURST } from '@colorbook/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserWithSession, type UserWithSession } from '../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import {
  togetherFill as fill,
  startTogether,
  togetherAddresses,
  togetherScene,
} from '../../test/together-helpers';
import { openTogetherSocket, openTogetherStream, type TestSocket, type TestStream } from './together.testing';

/*
 * The fallback where WebSockets are blocked (decision 0045): server-sent events for what the
 * server sends, POST for what a client sends, over a real port with fetch, beside socket clients
 * in the same session. Same checks, limits, error codes and catch-up as the socket.
 */

/** Sockets, streams and a loaded machine: every test gets this, not the project's default. */
const BUDGET_MS = 60_000;

let t: TestApp;
let base: string;
let host: UserWithSession;
let guest: UserWithSession;
let pageId: number;
const open: (TestSocket | TestStream)[] = [];

const start = () => startTogether(t.app, host, pageId);

async function stream(
  who: UserWithSession | null,
  code: string,
  options: { lastSeq?: number; locale?: string } = {},
) {
  const opened = await openTogetherStream(base, code, who?.token ?? null, options);
  open.push(opened);
  return opened;
}

/** A POST as the web sends it: the bearer token in its header, the body as JSON (or raw text). */
async function post(who: UserWithSession | null, code: string, body: unknown, locale = 'en') {
  const response = await fetch(`${base}/api/together/${code}/messages`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'accept-language': locale,
      ...(who ? { authorization: `Bearer ${who.token}` } : {}),
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return {
    status: response.status,
    togetherError: response.headers.get(TOGETHER_ERROR_HEADER),
    json: (await response.json()) as Record<string, unknown>,
  };
}

/** The app's clock, held still while a test floods: the sender's bucket then cannot refill. */
let heldAt: number | null = null;

beforeAll(async () => {
  t = await createTestApp({ clock: () => new Date(heldAt ?? Date.now()) });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = togetherAddresses(t.app).base;
  ({ host, guest, pageId } = await togetherScene(t.db));
});

afterAll(async () => {
  for (const each of open) each.close();
  await t?.close();
});

describe('server-sent events and POST', () => {
  it(
    'a guest on the stream and a host on the socket see each other’s actions; a new stream catches up',
    async () => {
      const code = await start();
      const socket = await openTogetherSocket(togetherAddresses(t.app).ws);
      open.push(socket);
      socket.send({ type: 'hello', token: host.token, code, lastSeq: 0 });
      const hostIn = await socket.next('welcome');
      const events = await stream(guest, code);
      expect(events.status).toBe(200);
      const welcome = await events.next('welcome');
      expect(welcome.you.name).toBe('Ben');
      expect(welcome.session.participants.map((p) => p.name).sort()).toEqual(['Ana', 'Ben']);

      // The guest's POST is numbered, answered with its ack, and reaches the host's socket.
      const sent = await post(guest, code, { type: 'action', code, id: 'g1', ops: fill(10, 10) });
      expect(sent).toMatchObject({ status: 200, json: { type: 'ack', id: 'g1', seq: 1 } });
      expect((await socket.next('actions')).actions).toEqual([
        { seq: 1, participantId: welcome.you.id, id: 'g1', ops: fill(10, 10) },
      ]);
      // Its own stream has it too (the picture is the numbered log, the sender's included).
      expect((await events.next('actions')).actions.map((a) => a.seq)).toEqual([1]);
      // The host's socket action reaches the stream.
      socket.send({ type: 'action', code, id: 'h1', ops: fill(20, 20) });
      expect(await socket.next('ack')).toMatchObject({ id: 'h1', seq: 2 });
      expect((await events.next('actions')).actions).toEqual([
        { seq: 2, participantId: hostIn.you.id, id: 'h1', ops: fill(20, 20) },
      ]);
      // Cursors both ways.
      expect(await post(guest, code, { type: 'cursor', code, x: 3.14, y: 9 })).toMatchObject({
        status: 200,
        json: { type: 'ok' },
      });
      expect(await socket.next('cursor')).toMatchObject({ participantId: welcome.you.id, x: 3.1, y: 9 });
      socket.send({ type: 'cursor', code, x: 40, y: 50 });
      expect(await events.next('cursor')).toMatchObject({ participantId: hostIn.you.id, x: 40, y: 50 });
      // A resend after a reconnect is stored once.
      expect(
        (await post(guest, code, { type: 'action', code, id: 'g1', ops: fill(10, 10) })).json,
      ).toMatchObject({
        seq: 1,
      });
      expect((await post(guest, code, { type: 'ping' })).json).toEqual({ type: 'pong' });

      // Gone and back: the stream asks after its last number and gets what it missed, in order.
      events.close();
      socket.send({ type: 'action', code, id: 'h2', ops: fill(30, 30) });
      socket.send({ type: 'action', code, id: 'h3', ops: fill(40, 40) });
      expect(await socket.next('ack')).toMatchObject({ id: 'h2', seq: 3 });
      expect(await socket.next('ack')).toMatchObject({ id: 'h3', seq: 4 });
      const again = await stream(guest, code, { lastSeq: 2 });
      await again.next('welcome');
      expect((await again.next('actions')).actions.map((a) => [a.seq, a.id])).toEqual([
        [3, 'h2'],
        [4, 'h3'],
      ]);
    },
    BUDGET_MS,
  );

  it(
    'answers bad input with a clear error in the person’s language and the socket’s code; nothing is harmed',
    async () => {
      const code = await start();
      const events = await stream(host, code);
      await events.next('welcome');

      const malformed = await post(host, code, '{"type":"action",', 'fr');
      expect(malformed.status).toBe(400);
      expect(malformed.togetherError).toBe('BAD_MESSAGE');
      expect(malformed.json).toEqual({
        code: 'VALIDATION_ERROR',
        message: expect.stringMatching(/rien n’a été modifié/),
      });

      const laser = await post(host, code, {
        type: 'action',
        code,
        id: 'bad',
        ops: [{ op: 'set', settings: { tool: 'laser' } }],
      });
      expect([laser.status, laser.togetherError]).toEqual([400, 'BAD_MESSAGE']);

      const big = 'x'.repeat(TOGETHER_MAX_MESSAGE_BYTES + 10);
      const oversized = await post(host, code, { type: 'action', code, id: 'big', ops: [], pad: big }, 'de');
      expect([oversized.status, oversized.togetherError]).toEqual([413, 'TOO_BIG']);
      expect(oversized.json.message).toMatch(/zu groß/);

      const other = await post(
        host,
        code,
        { type: 'action', code: 'OTHERCODE1', id: 'x', ops: fill(1, 1) },
        'es',
      );
      expect([other.status, other.togetherError]).toEqual([400, 'WRONG_SESSION']);
      expect(other.json.message).toMatch(/otra sesión/);

      const unknown = await stream(host, 'ZZZZZZZZZZ', { locale: 'pt-BR' });
      expect([unknown.status, unknown.togetherError]).toEqual([404, 'NOT_FOUND']);
      expect(unknown.body?.message).toMatch(/sessão/);
      expect(unknown.body?.message).not.toMatch(/does not exist/);
      const unknownPost = await post(host, 'ZZZZZZZZZZ', {
        type: 'action',
        code: 'ZZZZZZZZZZ',
        id: 'x',
        ops: fill(1, 1),
      });
      expect([unknownPost.status, unknownPost.togetherError]).toEqual([404, 'NOT_FOUND']);

      // Sending before joining: told to join first, nothing stored.
      const early = await post(guest, code, { type: 'action', code, id: 'early', ops: fill(2, 2) }, 'de');
      expect([early.status, early.togetherError]).toEqual([409, 'NOT_JOINED']);
      expect(early.json.message).toMatch(/Tritt der Sitzung bei/);

      // No token, a wrong one, or one in the URL: never accepted.
      const anonymous = await stream(null, code);
      expect([anonymous.status, anonymous.togetherError]).toEqual([401, 'UNAUTHENTICATED']);
      const forged = await post({ ...guest, token: 'nope' }, code, { type: 'ping' });
      expect([forged.status, forged.togetherError]).toEqual([401, 'UNAUTHENTICATED']);
      const inUrl = await fetch(`${base}/api/together/${code}/events?lastSeq=0&token=${host.token}`);
      expect([inUrl.status, inUrl.headers.get(TOGETHER_ERROR_HEADER)]).toEqual([401, 'UNAUTHENTICATED']);

      // The session goes on: the next action is number 1, and the stream hears it.
      const ok = await post(host, code, { type: 'action', code, id: 'ok', ops: fill(5, 5) });
      expect(ok.json).toMatchObject({ type: 'ack', seq: 1 });
      expect((await events.next('actions')).actions.map((a) => a.id)).toEqual(['ok']);
    },
    BUDGET_MS,
  );

  it(
    'refuses a flood, a fifth person, a removed guest and an ended session, as the socket does',
    async () => {
      const code = await start();
      const hostEvents = await stream(host, code);
      await hostEvents.next('welcome');
      const guestEvents = await stream(guest, code);
      const guestIn = await guestEvents.next('welcome');

      // A flood: the bucket's burst goes through, then TOO_FAST; the session goes on. The clock
      // stands still meanwhile, so however slowly a loaded machine answers, nothing refills.
      heldAt = Date.now();
      let answers: Awaited<ReturnType<typeof post>>[];
      try {
        answers = await Promise.all(
          Array.from({ length: TOGETHER_RATE_BURST + 20 }, () => post(guest, code, { type: 'ping' })),
        );
      } finally {
        heldAt = null;
      }
      const refused = answers.filter((a) => a.status === 429);
      expect(refused.length).toBeGreaterThanOrEqual(20);
      expect(refused[0]?.togetherError).toBe('TOO_FAST');
      expect((await post(host, code, { type: 'action', code, id: 'h1', ops: fill(6, 6) })).status).toBe(200);

      for (const name of ['Cy', 'Di']) {
        const person = await createUserWithSession(t.db, { name });
        expect((await post(person, code, { type: 'hello', code, lastSeq: 0 })).json).toMatchObject({
          type: 'welcome',
        });
      }
      const fifth = await stream(await createUserWithSession(t.db), code);
      expect([fifth.status, fifth.togetherError]).toEqual([409, 'FULL']);

      const removed = await t.app.inject({
        method: 'DELETE',
        url: `/api/together/${code}/participants/${guestIn.you.id}`,
        headers: host.headers,
      });
      expect(removed.statusCode, removed.body).toBe(200);
      expect(await guestEvents.next('error')).toMatchObject({ code: 'REMOVED', fatal: true });
      await guestEvents.ended;
      const after = await post(guest, code, { type: 'action', code, id: 'g9', ops: fill(7, 7) });
      expect([after.status, after.togetherError]).toEqual([403, 'REMOVED']);

      await t.app.inject({ method: 'POST', url: `/api/together/${code}/end`, headers: host.headers });
      await hostEvents.next('ended');
      expect(await hostEvents.next('error')).toMatchObject({ code: 'ENDED', fatal: true });
      await hostEvents.ended;
      const late = await post(host, code, { type: 'action', code, id: 'h9', ops: fill(8, 8) });
      expect([late.status, late.togetherError]).toEqual([404, 'NOT_FOUND']);
    },
    BUDGET_MS,
  );
});
