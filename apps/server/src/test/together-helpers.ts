import type { AddressInfo } from 'node:net';
import type { TogetherOp } from '@colorbook/contract';
import type { App } from '../app';
import type { Db } from '../db/client';
import { openTogetherSocket, type TestSocket } from '../modules/together/together.testing';
import { createUserWithSession, type UserWithSession } from './auth-helpers';
import { seedPage } from './page-helpers';

/*
 * The scene of the colour-together tests and bench (issue 40, decisions 0041 and 0045): people,
 * the host's page, a session started, sockets that have said hello.
 */

/** Where an app listening on a port answers: its HTTP base and the together socket. */
export function togetherAddresses(app: App): { base: string; ws: string } {
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return { base, ws: `${base.replace(/^http/, 'ws')}/api/together/ws` };
}

/** A fill at (x, y) page pixels in `color`, with the settings it needs: an action that plays alone. */
export const togetherFill = (x: number, y = x, color = '#ff0000'): TogetherOp[] => [
  { op: 'set', settings: { tool: 'fill', color } },
  { op: 'fill', x: x * 8, y: y * 8 },
];

/** A host, a guest and a page of the host's: who colours together in most tests. */
export async function togetherScene(
  db: Db,
  names: readonly [string, string] = ['Ana', 'Ben'],
): Promise<{ host: UserWithSession; guest: UserWithSession; pageId: number }> {
  const host = await createUserWithSession(db, { name: names[0] });
  const guest = await createUserWithSession(db, { name: names[1] });
  return { host, guest, pageId: (await seedPage(db, host.user.id)).id };
}

/** POST /api/together as `who` for the page; answers the session's code. */
export async function startTogether(
  app: Pick<App, 'inject'>,
  who: Pick<UserWithSession, 'headers'>,
  pageId: number,
): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/together',
    headers: who.headers,
    payload: { pageId },
  });
  if (res.statusCode !== 200) throw new Error(`POST /api/together: ${res.statusCode} ${res.body}`);
  return res.json().code as string;
}

/** A socket of `token`'s person that has said hello to session `code` (not waiting for the welcome). */
export async function helloSocket(
  ws: string,
  token: string,
  code: string,
  options: { lastSeq?: number; locale?: string } = {},
): Promise<TestSocket> {
  const socket = await openTogetherSocket(ws, options.locale);
  socket.send({ type: 'hello', token, code, lastSeq: options.lastSeq ?? 0 });
  return socket;
}
