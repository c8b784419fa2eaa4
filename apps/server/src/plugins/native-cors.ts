import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isApiPath } from '../lib/api-path';

/**
 * The origins the Capacitor 7 shells load the app from (apps/mobile): Android serves it from
 * https://localhost, iOS from capacitor://localhost. No other origin may call the API from a
 * browser: the web app is served by this server (same origin) and needs no CORS.
 */
export const NATIVE_ORIGINS: readonly string[] = ['https://localhost', 'capacitor://localhost'];

const ALLOWED_METHODS = 'GET, POST, PUT, PATCH, DELETE';
// X-Profile-Id: the child colouring (issue 24, modules/profiles/profile.plugin.ts).
const ALLOWED_HEADERS = 'Authorization, Content-Type, Accept, X-Profile-Id';
/** Preflights are remembered this long (seconds): fewer round trips on a phone. */
const PREFLIGHT_MAX_AGE = '600';

const allowedOrigin = (request: FastifyRequest): string | null => {
  const origin = request.headers.origin;
  return origin && NATIVE_ORIGINS.includes(origin) ? origin : null;
};

function allow(reply: FastifyReply, origin: string): void {
  reply.header('access-control-allow-origin', origin);
  // The token travels in Authorization; no cookies, so no credentials mode.
  reply.header('access-control-expose-headers', 'Content-Type');
}

/**
 * CORS for the native shells only (DESIGN §9). Uploaded files are shown and drawn on the canvas
 * from the shell's origin, so they may be embedded cross-origin (helmet's default is same-origin).
 */
export function registerNativeCors(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (!isApiPath(pathname)) return;
    reply.header('vary', 'Origin');
    const origin = allowedOrigin(request);
    if (origin) allow(reply, origin);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/api/files/')) reply.header('cross-origin-resource-policy', 'cross-origin');
    return payload;
  });

  app.options('/api/*', async (request, reply) => {
    const origin = allowedOrigin(request);
    if (!origin) return reply.code(403).send();
    return reply
      .header('access-control-allow-methods', ALLOWED_METHODS)
      .header('access-control-allow-headers', ALLOWED_HEADERS)
      .header('access-control-max-age', PREFLIGHT_MAX_AGE)
      .code(204)
      .send();
  });
}
