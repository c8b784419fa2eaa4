import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config';

/** Origin of the public S3 endpoint, whose images the SPA shows and draws on its canvas. */
const storageOrigins = (config: Config): string[] => {
  if (!config.S3_BUCKET || !config.S3_ENDPOINT) return [];
  return [new URL(config.S3_ENDPOINT).origin];
};

/**
 * A CSP that fits a Vite-built React SPA: scripts only from our origin (the web build's inline
 * scripts are allowed by their hashes, computed when it was built), inline styles allowed
 * (React `style` props and libraries that inject CSS),
 * images from data:/blob: (canvas exports, previews before upload), blob: workers for the
 * PWA. HTTPS-only directives are sent only when the app is public over HTTPS, so a plain
 * http:// LAN install is not broken by upgrade-insecure-requests or HSTS.
 */
export function helmetOptions(config: Config, inlineScripts: string[] = []): HelmetOptions {
  const https = config.PUBLIC_URL.startsWith('https://');
  const storage = storageOrigins(config);
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // Plus the inline scripts of the web build's pages (the early reads, the first paint's
        // guard, the app's delayed start, the landing's), by the hashes its manifest carries.
        scriptSrc: ["'self'", ...inlineScripts],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...storage],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...storage],
        workerSrc: ["'self'", 'blob:'],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        // 'self' rather than 'none': printing may render the page in a same-origin iframe.
        frameAncestors: ["'self'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: https ? { maxAge: 15_552_000, includeSubDomains: true } : false,
  };
}

/**
 * The headers helmet sends with these options, worked out once. Our options hold no
 * per-request values (no nonces, no directive functions), so every response gets the same
 * set; @fastify/helmet rebuilt helmet's whole middleware on every request (~0.1 ms each).
 */
export function securityHeaders(config: Config, inlineScripts: string[] = []): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(helmetOptions(config, inlineScripts))(
    {} as IncomingMessage,
    response as unknown as ServerResponse,
    (error?: unknown) => {
      if (error) throw error;
    },
  );
  return headers;
}

/** `/api`, `/api/…` and `/api?…` (the URL with its query), not `/apis…`. */
const isApi = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/**
 * API answers are one person's data or the admin area, so no browser or proxy cache may keep
 * them (a shared device, a caching proxy). Set before the route runs, so errors and unknown
 * paths get it too; a route that serves content-addressed files sets its own lifetime over it.
 * The service worker's offline copies use the Cache API, which does not read this header.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  config: Config,
  inlineScripts: string[] = [],
): void {
  const headers = securityHeaders(config, inlineScripts);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers);
    if (isApi(request.url)) reply.header('cache-control', 'no-store');
    done();
  });
}
