import {
  TOGETHER_BAD_MESSAGE,
  TOGETHER_CLOSE,
  TOGETHER_FAMILY_ONLY,
  TOGETHER_FULL,
  TOGETHER_NOT_FOUND,
  TOGETHER_RATE_BURST,
  TOGETHER_RATE_PER_SECOND,
  TOGETHER_REMOVED,
  TOGETHER_SIGN_IN,
  TOGETHER_TOO_FAST,
  TOGETHER_WRONG_SESSION,
  type TogetherClientMessage,
  type TogetherErrorCode,
  type TogetherServerMessage,
  togetherClientMessage,
} from '@colorbook/contract';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import type { Db } from '../../db/client';
import { INTERNAL_MESSAGE, isAppError } from '../../errors';
import { localeOfRequest } from '../../i18n/request-locale';
import { translateServerMessage } from '../../i18n/server-messages';
import type { AuthUser } from '../../lib/auth-user';
import { hitRateLimit } from '../../lib/rate-limits.repo';
import { resolveSession } from '../auth/sessions.service';
import type { HubConnection, TogetherHub } from './together.hub';
import type { TogetherService } from './together.service';

/** A socket that has not said hello by then is closed. */
const HELLO_TIMEOUT_MS = 10_000;
/** Hellos (joins and reconnects) per account in ten minutes: codes cannot be guessed by socket either. */
const HELLOS_PER_WINDOW = 200;
const HELLO_WINDOW_MS = 10 * 60_000;

/** The error a refused hello answers with, from the service's message. */
const codeOfRefusal = (message: string): TogetherErrorCode =>
  message === TOGETHER_FULL
    ? 'FULL'
    : message === TOGETHER_FAMILY_ONLY
      ? 'FAMILY_ONLY'
      : message === TOGETHER_REMOVED
        ? 'REMOVED'
        : 'NOT_FOUND';

/** A token bucket: TOGETHER_RATE_PER_SECOND on average, bursts up to TOGETHER_RATE_BURST. */
function rateBucket(now = () => Date.now()) {
  let tokens = TOGETHER_RATE_BURST;
  let at = now();
  return () => {
    const t = now();
    tokens = Math.min(TOGETHER_RATE_BURST, tokens + ((t - at) / 1000) * TOGETHER_RATE_PER_SECOND);
    at = t;
    if (tokens < 1) return false;
    tokens -= 1;
    return true;
  };
}

interface Deps {
  db: Db;
  service: TogetherService;
  hub: TogetherHub;
  log: FastifyBaseLogger;
}

/** One WebSocket of /api/together/ws, from its hello to its close (decision 0041). */
export function handleTogetherSocket(socket: WebSocket, request: FastifyRequest, deps: Deps): void {
  const { service, hub } = deps;
  let user: AuthUser | null = null;
  let connection: HubConnection | undefined;
  let code = '';
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
    if (!user || user.blocked) return error('UNAUTHENTICATED', TOGETHER_SIGN_IN, true);
    const { count } = await hitRateLimit(deps.db, `together-hello:user:${user.id}`, HELLO_WINDOW_MS);
    if (count > HELLOS_PER_WINDOW) return error('TOO_FAST', TOGETHER_TOO_FAST, true, TOGETHER_CLOSE.flood);
    const profile = user.sessionProfile ?? null;
    const person = { userId: user.id, profileId: profile?.id ?? null, name: profile?.name ?? user.name };
    let joined: Awaited<ReturnType<TogetherService['connect']>>;
    try {
      joined = await service.connect(person, message.code);
    } catch (err) {
      if (!isAppError(err)) throw err;
      return error(codeOfRefusal(err.message), err.message, true);
    }
    code = joined.session.code;
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
    if (!connection) return error('UNAUTHENTICATED', TOGETHER_SIGN_IN, true);
    if (message.code !== code) return error('WRONG_SESSION', TOGETHER_WRONG_SESSION, false);
    const state = await service.stillIn(connection.sessionId, connection.participantId);
    if (state === 'ended') return error('ENDED', TOGETHER_NOT_FOUND, true, TOGETHER_CLOSE.ended);
    if (state === 'removed') return error('REMOVED', TOGETHER_REMOVED, true, TOGETHER_CLOSE.removed);
    if (message.type === 'cursor') {
      const [x, y] = [Math.round(message.x * 10) / 10, Math.round(message.y * 10) / 10];
      return service.publish({ s: connection.sessionId, k: 'cursor', p: connection.participantId, x, y });
    }
    try {
      const seq = await service.append(
        connection.sessionId,
        connection.participantId,
        message.id,
        message.ops,
      );
      send({ type: 'ack', id: message.id, seq });
      hub.pump(connection.sessionId);
    } catch (err) {
      if (!isAppError(err)) throw err;
      const ended = err.code === 'NOT_FOUND';
      error(ended ? 'ENDED' : 'BAD_MESSAGE', err.message, ended, TOGETHER_CLOSE.ended);
    }
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
        deps.log.error({ err }, 'together: message failed');
        error('UNAVAILABLE', INTERNAL_MESSAGE, true, 1011);
      });
  });

  socket.on('close', () => {
    clearTimeout(helloTimer);
    if (connection) hub.remove(connection);
  });
}
