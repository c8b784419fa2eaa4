import { isLocale, type Locale, localeOfAcceptLanguage } from '@colorbook/i18n';
import type { FastifyInstance, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The language this request is answered in (issue 23): the signed-in user's chosen one,
     * else the browser's Accept-Language, else English.
     */
    readonly locale: Locale;
  }
}

export function localeOfRequest(request: Pick<FastifyRequest, 'user' | 'headers'>): Locale {
  const stored = request.user?.locale;
  if (isLocale(stored)) return stored;
  return localeOfAcceptLanguage(request.headers['accept-language']);
}

/**
 * A getter rather than a hook: it is read after the auth hook has resolved `request.user`, and
 * also by the error handler for a request refused before any hook ran (it then follows the header).
 */
export function registerRequestLocale(app: FastifyInstance): void {
  app.decorateRequest('locale', {
    getter(this: FastifyRequest) {
      return localeOfRequest(this);
    },
  });
}
