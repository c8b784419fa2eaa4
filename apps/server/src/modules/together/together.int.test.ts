import {
  PROFILE_NOT_FOUND,
  PROFILE_NOT_THIS_SESSION,
  TOGETHER_CLOSE,
  TOGETHER_MAX_MESSAGE_BYTES,
  TOGETHER_RATE_BURST,
} from '@colorbook/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { togetherSessions } from '../../db/schema';
import { createUserWithSession, type UserWithSession } from '../../test/auth-helpers';
import { actingAs, addChildSession, addChild as addProfile } from '../../test/child-helpers';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import {
  togetherFill as fill,
  helloSocket,
  startTogether,
  togetherAddresses,
  togetherScene,
} from '../../test/together-helpers';
import { openTogetherSocket, type TestSocket } from './together.testing';

/*
 * Colour together over real sockets (decision 0041): the app listening on a port, `ws` clients.
 * Runs on PGlite and on PostgreSQL (integration-pg), where the fan-out goes through LISTEN/NOTIFY.
 */

let t: TestApp;
let url: string;
let host: UserWithSession;
let guest: UserWithSession;
let child: UserWithSession;
let strangerChild: UserWithSession;
let pageId: number;
const sockets: TestSocket[] = [];

const start = (who: UserWithSession = host) => startTogether(t.app, who, pageId);

async function join(who: UserWithSession, code: string, lastSeq = 0, locale = 'en') {
  const socket = await helloSocket(url, who.token, code, { lastSeq, locale });
  sockets.push(socket);
  return socket;
}

async function joined(who: UserWithSession, code: string, lastSeq = 0) {
  const socket = await join(who, code, lastSeq);
  const welcome = await socket.next('welcome');
  return { socket, welcome };
}

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = togetherAddresses(t.app).ws;
  ({ host, guest, pageId } = await togetherScene(t.db));
  child = await addChildSession(t, host, 'Mia');
  strangerChild = await addChildSession(t, guest, 'Leo');
});

afterAll(async () => {
  for (const socket of sockets) socket.close();
  await t?.close();
});

describe('REST', () => {
  it('starts a session with an unguessable code and looks it up; unknown and ended codes are 404', async () => {
    const code = await start();
    expect(code).toMatch(/^[A-Z2-9]{10}$/);
    const read = await t.app.inject({ method: 'GET', url: `/api/together/${code}`, headers: guest.headers });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toMatchObject({ pageId, hostName: 'Ana', isHost: false, familyOnly: false });
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/together/ZZZZZZZZZZ',
      headers: guest.headers,
    });
    expect(unknown.statusCode).toBe(404);
    const byGuest = await t.app.inject({
      method: 'POST',
      url: `/api/together/${code}/end`,
      headers: guest.headers,
    });
    expect(byGuest.statusCode).toBe(403);
    const end = await t.app.inject({
      method: 'POST',
      url: `/api/together/${code}/end`,
      headers: host.headers,
    });
    expect(end.statusCode, end.body).toBe(200);
    const after = await t.app.inject({ method: 'GET', url: `/api/together/${code}`, headers: host.headers });
    expect(after.statusCode).toBe(404);
  });

  it('answers in the person’s language and refuses a session idle for two hours', async () => {
    const code = await start();
    await t.db
      .update(togetherSessions)
      .set({ lastActiveAt: sql`now() - interval '2 hours 1 minute'` })
      .where(sql`${togetherSessions.code} = ${code}`);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/together/${code}`,
      headers: { ...guest.headers, 'accept-language': 'de' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toMatch(/Zusammen-Malen|beendet/);
  });

  it("keeps a child in its own family: a stranger's child gets 404, its own family's child joins", async () => {
    const code = await start();
    const stranger = await t.app.inject({
      method: 'GET',
      url: `/api/together/${code}`,
      headers: strangerChild.headers,
    });
    expect(stranger.statusCode).toBe(404);
    const own = await t.app.inject({ method: 'GET', url: `/api/together/${code}`, headers: child.headers });
    expect(own.statusCode).toBe(200);
    // A session a child starts is its family's only.
    const childCode = await start(child);
    const outsider = await t.app.inject({
      method: 'GET',
      url: `/api/together/${childCode}`,
      headers: guest.headers,
    });
    expect(outsider.statusCode).toBe(403);
    const family = await t.app.inject({ method: 'GET', url: '/api/together/family', headers: host.headers });
    expect(family.json().data.map((s: { code: string }) => s.code)).toContain(childCode);
  });
});

describe('socket', () => {
  it('numbers actions, sends them to everyone, and a reconnect catches up from its last number', async () => {
    const code = await start();
    const a = await joined(host, code);
    const b = await joined(guest, code);
    expect(b.welcome.you.name).toBe('Ben');
    a.socket.send({ type: 'action', code, id: 'a1', ops: fill(10, 10) });
    const ack = await a.socket.next('ack');
    expect(ack).toMatchObject({ id: 'a1', seq: 1 });
    const seen = await b.socket.next('actions');
    expect(seen.actions).toEqual([{ seq: 1, participantId: a.welcome.you.id, id: 'a1', ops: fill(10, 10) }]);
    // The same action resent (a reconnect's resend) is stored once, under its first number.
    a.socket.send({ type: 'action', code, id: 'a1', ops: fill(10, 10) });
    expect(await a.socket.next('ack')).toMatchObject({ id: 'a1', seq: 1 });
    b.socket.close();
    a.socket.send({ type: 'action', code, id: 'a2', ops: fill(20, 20) });
    a.socket.send({ type: 'action', code, id: 'a3', ops: fill(30, 30) });
    await a.socket.next('ack');
    expect(await a.socket.next('ack')).toMatchObject({ seq: 3 });
    const again = await joined(guest, code, 1);
    const caught = await again.socket.next('actions');
    expect(caught.actions.map((x) => x.seq)).toEqual([2, 3]);
  });

  it('answers bad input with an error frame in the person’s language and keeps the session', async () => {
    const code = await start();
    const a = await joined(host, code);
    a.socket.sendRaw('{not json');
    expect(await a.socket.next('error')).toMatchObject({ code: 'BAD_MESSAGE', fatal: false });
    a.socket.send({ type: 'action', code: 'OTHERCODE1', id: 'x', ops: fill(1, 1) });
    expect(await a.socket.next('error')).toMatchObject({ code: 'WRONG_SESSION', fatal: false });
    a.socket.send({ type: 'action', code, id: 'bad', ops: [{ op: 'set', settings: { tool: 'laser' } }] });
    expect(await a.socket.next('error')).toMatchObject({ code: 'BAD_MESSAGE' });
    a.socket.send({ type: 'action', code, id: 'ok', ops: fill(1, 1) });
    expect(await a.socket.next('ack')).toMatchObject({ id: 'ok', seq: 1 });

    const french = await join(guest, 'ZZZZZZZZZZ', 0, 'fr');
    const refused = await french.next('error');
    expect(refused).toMatchObject({ code: 'NOT_FOUND', fatal: true });
    expect(refused.message).toMatch(/session/i);
    expect(refused.message).not.toMatch(/does not exist/);
    expect(await french.closed).toBe(TOGETHER_CLOSE.refused);
  });

  it("refuses a fifth participant and a stranger's child; removing someone disconnects them at once", async () => {
    const code = await start();
    await joined(host, code);
    const b = await joined(guest, code);
    await joined(child, code);
    const fourth = await createUserWithSession(t.db, { name: 'Dana' });
    await joined(fourth, code);
    const fifth = await join(await createUserWithSession(t.db), code);
    expect(await fifth.next('error')).toMatchObject({ code: 'FULL', fatal: true });
    const stranger = await join(strangerChild, code);
    expect(await stranger.next('error')).toMatchObject({ code: 'NOT_FOUND', fatal: true });

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/together/${code}/participants/${b.welcome.you.id}`,
      headers: host.headers,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await b.socket.next('error')).toMatchObject({ code: 'REMOVED', fatal: true });
    expect(await b.socket.closed).toBe(TOGETHER_CLOSE.removed);
    const back = await join(guest, code);
    expect(await back.next('error')).toMatchObject({ code: 'REMOVED' });
  });

  it('closes a flooding or oversized connection only; the others go on', async () => {
    const code = await start();
    const a = await joined(host, code);
    const flood = await joined(guest, code);
    for (let i = 0; i < TOGETHER_RATE_BURST + 40; i++) flood.socket.send({ type: 'ping' });
    expect(await flood.socket.closed).toBe(TOGETHER_CLOSE.flood);
    const big = await joined(guest, code);
    big.socket.sendRaw('x'.repeat(TOGETHER_MAX_MESSAGE_BYTES + 10));
    expect(await big.socket.closed).toBe(1009);
    a.socket.send({ type: 'action', code, id: 'still', ops: fill(5, 5) });
    expect(await a.socket.next('ack')).toMatchObject({ id: 'still', seq: 1 });
  });

  it('relays cursors to the others, and ending the session closes every socket', async () => {
    const code = await start();
    const a = await joined(host, code);
    const b = await joined(guest, code);
    a.socket.send({ type: 'cursor', code, x: 12.34, y: 56 });
    expect(await b.socket.next('cursor')).toEqual({
      type: 'cursor',
      participantId: a.welcome.you.id,
      x: 12.3,
      y: 56,
    });
    await t.app.inject({ method: 'POST', url: `/api/together/${code}/end`, headers: host.headers });
    await b.socket.next('ended');
    expect(await a.socket.closed).toBe(TOGETHER_CLOSE.ended);
  });

  it('needs a valid token in the hello', async () => {
    const code = await start();
    const anon = await openTogetherSocket(url);
    sockets.push(anon);
    anon.send({ type: 'hello', token: 'nope', code, lastSeq: 0 });
    expect(await anon.next('error')).toMatchObject({ code: 'UNAUTHENTICATED', fatal: true });
  });
});

describe('the profile a device colours as (decision 0049)', () => {
  it('makes a grown-up acting as their child one person on REST, the socket and the fallback', async () => {
    const kid = await addProfile(t, host, 'Zoe');
    const asKid = actingAs(host, kid.id);
    // Started by REST with the profile header: the child is the host.
    const code = await start(asKid);
    const socket = await openTogetherSocket(url);
    sockets.push(socket);
    socket.send({ type: 'hello', token: host.token, code, lastSeq: 0, profileId: kid.id });
    const welcome = await socket.next('welcome');
    expect(welcome.you).toMatchObject({ name: 'Zoe', host: true });
    expect(welcome.session.isHost).toBe(true);
    expect(welcome.session.participants).toHaveLength(1);
    // The fallback's hello, with the header as every request of the device sends it: the same one.
    const posted = await t.app.inject({
      method: 'POST',
      url: `/api/together/${code}/messages`,
      headers: asKid.headers,
      payload: { type: 'hello', code, lastSeq: 0 },
    });
    expect(posted.statusCode, posted.body).toBe(200);
    expect(posted.json().you).toEqual(welcome.you);
    const read = await t.app.inject({ method: 'GET', url: `/api/together/${code}`, headers: asKid.headers });
    expect(read.json()).toMatchObject({ isHost: true, participants: [{ id: welcome.you.id, host: true }] });
  });

  it('refuses a profile of another account, or another child on a child session, as the header is', async () => {
    const code = await start();
    const strangers = await addProfile(t, guest, 'Kim');
    const other = await openTogetherSocket(url);
    sockets.push(other);
    other.send({ type: 'hello', token: host.token, code, lastSeq: 0, profileId: strangers.id });
    expect(await other.next('error')).toMatchObject({
      code: 'NOT_FOUND',
      message: PROFILE_NOT_FOUND,
      fatal: true,
    });
    expect(await other.closed).toBe(TOGETHER_CLOSE.refused);
    const kid = await addProfile(t, host, 'Noa');
    const childSocket = await openTogetherSocket(url);
    sockets.push(childSocket);
    childSocket.send({ type: 'hello', token: child.token, code, lastSeq: 0, profileId: kid.id });
    expect(await childSocket.next('error')).toMatchObject({ message: PROFILE_NOT_THIS_SESSION, fatal: true });
    expect(await childSocket.closed).toBe(TOGETHER_CLOSE.refused);
    const read = await t.app.inject({ method: 'GET', url: `/api/together/${code}`, headers: host.headers });
    expect(read.json().participants.map((p: { name: string }) => p.name)).toEqual(['Ana']);
  });
});
