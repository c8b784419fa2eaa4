import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

/** Origin of the public S3 endpoint, whose images the SPA shows and draws on its canvas. */
const storageOrigins = (config: Config): string[] => {
  if (!config.S3_BUCKET || !config.S3_ENDPOINT) return [];
  return [new URL(config.S3_ENDPOINT).origin];
};

/**
 * A CSP that fits a Vite-built React SPA: scripts only from our origin (Vite emits no inline
 * script), inline styles allowed (React `style` props and libraries that inject CSS),
 * images from data:/blob: (canvas exports, previews before upload), blob: workers for the
 * PWA. HTTPS-only directives are sent only when the app is public over HTTPS, so a plain
 * http:// LAN install is not broken by upgrade-insecure-requests or HSTS.
 */
export function helmetOptions(config: Config): FastifyHelmetOptions {
  const https = config.PUBLIC_URL.startsWith('https://');
  const storage = storageOrigins(config);
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
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

export function registerSecurityHeaders(app: FastifyInstance, config: Config): void {
  app.register(helmet, helmetOptions(config));
}
