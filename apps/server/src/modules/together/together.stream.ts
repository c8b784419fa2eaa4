import type { OutgoingHttpHeaders } from 'node:http';
import {
  errorBody,
  TOGETHER_BAD_MESSAGE,
  TOGETHER_ERROR_HEADER,
  TOGETHER_KEEPALIVE_MS,
  TOGETHER_MAX_MESSAGE_BYTES,
  TOGETHER_TOO_BIG,
  TOGETHER_TOO_FAST,
  type TogetherErrorCode,
  type TogetherServerMessage,
  togetherCodeParam,
  togetherEventsQuery,
  togetherPostAnswer,
  togetherPostMessage,
} from '@colorbook/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, isAppError } from '../../errors';
import { translateServerMessage } from '../../i18n/server-messages';
import { openToChildren } from '../../lib/children';
import { authenticatedUser, requireUserOnEveryRoute } from '../../lib/route-guards';
import type { HubConnection } from './together.hub';
import {
  deliver,
  hello,
  httpOfRefusal,
  type LinkDeps,
  linkOf,
  type SenderBuckets,
  TogetherRefusal,
} from './together.link';
import type { TogetherPerson } from './together.service';

/*
 * The fallback where WebSockets are blocked (decision 0045): a server-sent event stream carries
 * what the socket sends, POSTs carry what a client sends. Both go through together.link.ts and
 * the hub, so the checks, limits, catch-up and error codes are the socket's own.
 */

const errors = {
  400: errorBody,
  401: errorBody,
  403: errorBody,
  404: errorBody,
  409: errorBody,
  413: errorBody,
  429: errorBody,
};

/** The account and, for a child (its session, or the adult's profile header), the child. */
export function personOf(request: FastifyRequest): TogetherPerson {
  const user = authenticatedUser(request);
  const profile = request.profile;
  return { userId: user.id, profileId: profile?.id ?? null, name: profile?.name ?? user.name };
}

/** A request refused before anything was read: the socket's code of it. */
function codeOfFailure(error: unknown): TogetherErrorCode | undefined {
  if (error instanceof TogetherRefusal) return error.code;
  const { code, statusCode, validation } = error as {
    code?: unknown;
    statusCode?: unknown;
    validation?: unknown;
  };
  if (code === 'FST_ERR_CTP_BODY_TOO_LARGE' || statusCode === 413) return 'TOO_BIG';
  if (validation !== undefined || (typeof code === 'string' && code.startsWith('FST_ERR_CTP_')))
    return 'BAD_MESSAGE';
  if (!isAppError(error)) return undefined;
  if (error.code === 'UNAUTHENTICATED' || error.code === 'USER_BLOCKED') return 'UNAUTHENTICATED';
  if (error.code === 'RATE_LIMITED') return 'TOO_FAST';
  if (error.code === 'NOT_FOUND') return 'NOT_FOUND';
  return error.status === 400 ? 'BAD_MESSAGE' : undefined;
}

/** `data:` lines of one message; an actions message carries its last number as the event id. */
function eventOf(message: TogetherServerMessage): string {
  const last = message.type === 'actions' ? message.actions[message.actions.length - 1]?.seq : undefined;
  return `${last === undefined ? '' : `id: ${last}\n`}data: ${JSON.stringify(message)}\n\n`;
}

/**
 * Turns the hijacked reply into the session's event stream: the welcome, then (through the hub)
 * the catch-up after `lastSeq` and everything live, until the session ends, the person is
 * removed, or the client goes.
 */
function openStream(
  deps: LinkDeps & { streams: Set<() => void> },
  request: FastifyRequest,
  reply: FastifyReply,
  joined: Awaited<ReturnType<typeof hello>>,
  lastSeq: number,
): void {
  reply.hijack();
  const raw = reply.raw;
  // The headers the hooks set so far (no-store, the native shells' CORS) go out with the stream's.
  raw.writeHead(200, {
    ...(reply.getHeaders() as OutgoingHttpHeaders),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    // nginx would otherwise hold the events back to fill its buffer.
    'x-accel-buffering': 'no',
  });
  let open = true;
  const write = (text: string) => {
    if (open && !raw.destroyed) raw.write(text);
  };
  const send = (message: TogetherServerMessage) => write(eventOf(message));
  const keepAlive = setInterval(() => write(': keep-alive\n\n'), TOGETHER_KEEPALIVE_MS);
  keepAlive.unref();
  const connection: HubConnection = {
    sessionId: joined.session.id,
    participantId: joined.participant.id,
    sent: Math.min(lastSeq, joined.session.lastSeq),
    send,
    refuse: (code, english) => {
      send({ type: 'error', code, message: translateServerMessage(request.locale, english), fatal: true });
      close();
    },
  };
  function close(): void {
    if (!open) return;
    open = false;
    clearInterval(keepAlive);
    deps.hub.remove(connection);
    deps.streams.delete(close);
    raw.end();
  }
  raw.on('close', close);
  deps.streams.add(close);
  send({ type: 'welcome', session: joined.described, you: joined.participant });
  // Catch-up: the hub sends everything after `sent`, then whatever comes next.
  deps.hub.add(connection);
  // Gone while it joined: nothing will tell the close again.
  if (raw.destroyed || request.raw.socket?.destroyed) close();
}

/** GET /together/{code}/events and POST /together/{code}/messages (decision 0045). */
export const togetherStreamRoutes: FastifyPluginAsyncZod<LinkDeps & { senders: SenderBuckets }> = async (
  app,
  deps,
) => {
  requireUserOnEveryRoute(app);
  const allowed = deps.senders;
  // A stream never finishes on its own: the server's close ends them first, or it would wait.
  const streams = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const end of [...streams]) end();
  });

  // A refusal is the API's usual error (the app's handler words it in the person's language),
  // with the socket's code of it in a header: the client reacts to the fallback as to the socket.
  app.setErrorHandler((error, _request, reply) => {
    const code = codeOfFailure(error);
    if (code) reply.header(TOGETHER_ERROR_HEADER, code);
    if (error instanceof TogetherRefusal) {
      const { status, code: apiCode } = httpOfRefusal[error.code];
      throw new AppError(apiCode, error.english, { status });
    }
    if (code === 'TOO_BIG') throw new AppError('PAYLOAD_TOO_LARGE', TOGETHER_TOO_BIG);
    if (code === 'BAD_MESSAGE' && !isAppError(error))
      throw new AppError('VALIDATION_ERROR', TOGETHER_BAD_MESSAGE);
    throw error;
  });

  app.get(
    '/together/:code/events',
    {
      config: openToChildren,
      // A HEAD would join and hold a stream open with nothing to read.
      exposeHeadRoute: false,
      schema: {
        tags: ['together'],
        summary:
          'The session as server-sent events, where WebSockets are blocked: the hello (joins), then the socket’s messages; Authorization header, never a token in the URL',
        params: togetherCodeParam,
        querystring: togetherEventsQuery,
        response: {
          200: z.string().describe('text/event-stream: one JSON message per data line'),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const joined = await hello(deps, personOf(request), request.params.code);
      openStream({ ...deps, streams }, request, reply, joined, request.query.lastSeq);
      return reply;
    },
  );

  app.post(
    '/together/:code/messages',
    {
      config: openToChildren,
      bodyLimit: TOGETHER_MAX_MESSAGE_BYTES,
      schema: {
        tags: ['together'],
        summary:
          'Send the session what the socket takes (hello, action, cursor, ping), where WebSockets are blocked',
        params: togetherCodeParam,
        body: togetherPostMessage,
        response: { 200: togetherPostAnswer, ...errors },
      },
    },
    async (request) => {
      const person = personOf(request);
      if (!allowed(person)) throw new TogetherRefusal('TOO_FAST', TOGETHER_TOO_FAST, false);
      const message = request.body;
      if (message.type === 'ping') return { type: 'pong' as const };
      if (message.type === 'hello') {
        const joined = await hello(deps, person, request.params.code);
        return { type: 'welcome' as const, session: joined.described, you: joined.participant };
      }
      const link = await linkOf(deps, person, request.params.code);
      const answer = await deliver(deps, link, message);
      return answer?.type === 'ack' ? answer : { type: 'ok' as const };
    },
  );
};
