import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** An id a proxy or load balancer set is kept if it looks like one; anything else is replaced. */
const FORWARDED_ID = /^[A-Za-z0-9._:-]{1,100}$/;

/**
 * Fastify's `genReqId`: the request id every log line of a request carries (`reqId`), taken
 * from `X-Request-Id` when a proxy set one, so a request can be followed from nginx through
 * any of several processes.
 */
export function requestId(request: IncomingMessage): string {
  const forwarded = request.headers['x-request-id'];
  return typeof forwarded === 'string' && FORWARDED_ID.test(forwarded) ? forwarded : randomUUID();
}

/**
 * One info line per request, after the response (with Fastify's own two multi-line entries
 * turned off by `disableRequestLogging`): method, route, status, duration and user, so the
 * log stays readable and lines such as the development sign-in code stand out. The id goes
 * back to the client as `X-Request-Id`, for a bug report to quote.
 */
export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? '(no route)';
    const ms = Math.round(reply.elapsedTime * 10) / 10;
    const userId = request.user?.id ?? null;
    request.log.info(
      { method: request.method, route, status: reply.statusCode, ms, userId },
      `${request.method} ${route} ${reply.statusCode} ${ms} ms${userId === null ? '' : ` user ${userId}`}`,
    );
  });
}
