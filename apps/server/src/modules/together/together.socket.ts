import {
  TOGETHER_BAD_MESSAGE,
  TOGETHER_CLOSE,
  TOGETHER_SIGN_IN,
  TOGETHER_TOO_FAST,
  type TogetherClientMessage,
  type TogetherErrorCode,
  type TogetherServerMessage,
  togetherClientMessage,
} from '@colorbook/contract';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import type { Db } from '../../db/client';
import { INTERNAL_MESSAGE } from '../../errors';
import { localeOfRequest } from '../../i18n/request-locale';
import { translateServerMessage } from '../../i18n/server-messages';
import type { AuthUser } from '../../lib/auth-user';
import { resolveSession } from '../auth/sessions.service';
import type { HubConnection, TogetherHub } from './together.hub';
import {
  deliver,
  type Link,
  personOfHello,
  rateBucket,
  hello as sayHello,
  TogetherRefusal,
} from './together.link';
import type { TogetherService } from './together.service';

/** A socket that has not said hello by then is closed. */
const HELLO_TIMEOUT_MS = 10_000;

interface Deps {
  db: Db;
  service: TogetherService;
  hub: TogetherHub;
  log: FastifyBaseLogger;
}

/** One WebSocket of /api/together/ws, from its hello to its close (decision 0041). */
export function handleTogetherSocket(socket: WebSocket, request: FastifyRequest, deps: Deps): void {
  const { hub } = deps;
  let user: AuthUser | null = null;
  let connection: HubConnection | undefined;
  let link: Link | undefined;
  let queue: Promise<void> = Promise.resolve();
  const allowed = rateBucket();
  const locale = () => localeOfRequest({ user, headers: request.headers });

  const send = (message: TogetherServerMessage) => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
  };
  const error = (code: TogetherErrorCode, english: string, fatal: boolean, closeCode?: number) => {
    send({ type: 'error', code, message: translateServerMessage(locale(), english), fatal });
    if (fatal) socket.close(closeCode ?? TOGETHER_CLOSE.refused, code);
  };

  const helloTimer = setTimeout(() => {
    if (!connection) error('UNAUTHENTICATED', TOGETHER_SIGN_IN, true);
  }, HELLO_TIMEOUT_MS);
  helloTimer.unref();

  async function hello(message: Extract<TogetherClientMessage, { type: 'hello' }>): Promise<void> {
    if (connection) return error('BAD_MESSAGE', TOGETHER_BAD_MESSAGE, false);
    user = await resolveSession(deps.db, message.token);
    // The profile as REST requests name it in their header: one person on both (decision 0049).
    const person = await personOfHello(deps.db, user, message.profileId);
    const joined = await sayHello(deps, person, message.code);
    link = { sessionId: joined.session.id, participantId: joined.participant.id, code: joined.session.code };
    send({ type: 'welcome', session: joined.described, you: joined.participant });
    connection = {
      sessionId: joined.session.id,
      participantId: joined.participant.id,
      sent: Math.min(message.lastSeq, joined.session.lastSeq),
      send,
      refuse: (errorCode, english, closeCode) => error(errorCode, english, true, closeCode),
    };
    // Catch-up: the hub sends everything after `sent`, then whatever comes next.
    hub.add(connection);
  }

  async function handle(message: TogetherClientMessage): Promise<void> {
    if (message.type === 'hello') return hello(message);
    if (message.type === 'ping') return send({ type: 'pong' });
    if (!link) return error('UNAUTHENTICATED', TOGETHER_SIGN_IN, true);
    const answer = await deliver(deps, link, message);
    if (answer) send(answer);
  }

  socket.on('message', (data, isBinary) => {
    if (!allowed()) {
      // A flood closes this connection only; the session and everyone else go on.
      error('TOO_FAST', TOGETHER_TOO_FAST, true, TOGETHER_CLOSE.flood);
      return;
    }
    let parsed: TogetherClientMessage;
    try {
      const result = togetherClientMessage.safeParse(isBinary ? undefined : JSON.parse(data.toString()));
      if (!result.success) throw new Error('invalid');
      parsed = result.data;
    } catch {
      error('BAD_MESSAGE', TOGETHER_BAD_MESSAGE, !connection && !user);
      return;
    }
    // One message at a time per socket: its actions are stored in the order it sent them.
    queue = queue
      .then(() => handle(parsed))
      .catch((err: unknown) => {
        if (err instanceof TogetherRefusal) return error(err.code, err.english, err.fatal, err.closeCode);
        deps.log.error({ err }, 'together: message failed');
        error('UNAVAILABLE', INTERNAL_MESSAGE, true, 1011);
      });
  });

  socket.on('close', () => {
    clearTimeout(helloTimer);
    if (connection) hub.remove(connection);
  });
}
