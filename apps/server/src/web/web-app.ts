import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { notFound } from '../errors';
import { isApiPath } from '../lib/api-path';
import { createFirstPaint } from './first-paint';
import { IMMUTABLE, registerHashedAssets } from './hashed-assets';
import { registerPublicPages, registerSiteFiles, type SiteContent } from './public-pages';
import type { WebBuild } from './web-build';

/** Everything else (index.html, sw.js, manifest, icons) must be revalidated, or users keep an old app. */
const REVALIDATE = 'no-cache';
/** An app page carrying the visitor's own list (first-paint.ts): never stored, by any cache. */
const PERSONAL = 'private, no-store';
/** After the public pages' render module (1 s): neither should slow the server's start. */
const FIRST_PAINT_WARM_DELAY_MS = 1500;

const notBuiltPage = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Colorbook</title></head>
<body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;line-height:1.5">
<h1>The web app has not been built yet</h1>
<p>The API is running (see <a href="/api/docs">/api/docs</a>), but there is no built web app to serve.
Run <code>npm run build</code> and restart the server, or use <code>npm run dev</code> and open
<a href="http://localhost:5173">http://localhost:5173</a>.</p>
</body></html>`;

/**
 * Serves the built SPA from WEB_DIST (when its index.html exists) and owns the not-found
 * answer for the whole server: unknown /api paths get the JSON 404 the client expects; any
 * other GET gets the app's page so React Router can render client-side routes (and its own
 * not-found screen). `build`: the web build's manifest (web-build.ts), read once by app.ts; the
 * public pages and first paints are assembled from it, and left out without it.
 */
export function registerWebApp(
  app: FastifyInstance,
  options: { webDist: string; build: WebBuild | null; publicUrl: string; content: SiteContent },
): void {
  const { publicUrl, content, build } = options;
  const root = path.resolve(options.webDist);
  const built = fs.existsSync(path.join(root, 'index.html'));

  if (built) {
    // In a plugin, so it loads after compression and gets its hooks (a file without .br or .gz).
    app.register(async (assets) => registerHashedAssets(assets, root));
    app.register(fastifyStatic, {
      root,
      prefix: '/',
      cacheControl: false,
      // No preCompressed: the build writes .br and .gz only beside the hashed files, which
      // hashed-assets.ts sends; here it cost two failed stats for every other file (index.html).
      // Never let a file in the web build shadow an API path, nor serve the server's render module.
      allowedPath: (pathname) => !isApiPath(pathname) && !pathname.startsWith('/ssr/'),
      setHeaders: (reply: FastifyReply, filePath: string) => {
        const inAssets = path.relative(root, filePath).split(path.sep)[0] === 'assets';
        reply.header('cache-control', inAssets ? IMMUTABLE : REVALIDATE);
      },
    });
  }

  // In a plugin, so they load after compression and get its hooks like every other route.
  app.register(async (site) => {
    registerSiteFiles(site, { publicUrl, revalidate: REVALIDATE, content });
    // The server's render of /, /terms and /privacy (when the build includes it; else the SPA answers).
    const render = build?.ssr?.publicPages;
    if (built && build && render) {
      registerPublicPages(site, { build, render, publicUrl, revalidate: REVALIDATE, content });
    }
  });

  // Signed-in screens' HTML carries the screen's frame and heading (first-paint.ts).
  const firstPaint =
    built && build
      ? createFirstPaint({
          build,
          log: app.log,
          sources: {
            // Without the database the app's built-in name shows, as on the public pages.
            settings: () => content.publicSettings().catch(() => []),
            publicCards: () => content.publicCards(),
            publicLineArt: (pageId) => content.publicLineArt(pageId),
            // Through the API itself, so the session, the child's rules and the limits are the
            // API's own (docs/decisions/0057): the token as its header, never the cookie.
            ownList: async (apiPath, token, request) => {
              const answer = await app.inject({
                method: 'GET',
                url: apiPath,
                remoteAddress: request.ip,
                headers: {
                  authorization: `Bearer ${token}`,
                  accept: 'application/json',
                  ...(request.headers['accept-language']
                    ? { 'accept-language': request.headers['accept-language'] }
                    : {}),
                },
              });
              return answer.statusCode === 200 ? answer.body : null;
            },
          },
        })
      : null;

  if (firstPaint) {
    // A moment after the server listens, like the public pages' render module (public-pages.ts).
    app.addHook('onListen', () => {
      setTimeout(() => {
        firstPaint
          .warm()
          .catch((err: unknown) => app.log.error({ err }, 'first paint: the render module did not load'));
      }, FIRST_PAINT_WARM_DELAY_MS).unref();
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isPageRequest = request.method === 'GET' || request.method === 'HEAD';
    if (isApiPath(pathname) || !isPageRequest) {
      throw notFound(`Nothing here: ${request.method} ${pathname}`);
    }
    if (!built) {
      return reply
        .code(503)
        .type('text/html; charset=utf-8')
        .header('cache-control', REVALIDATE)
        .send(notBuiltPage);
    }
    // A missing hashed asset (an old tab asking for a replaced build) must fail as a 404;
    // answering with HTML would make the browser parse index.html as JavaScript.
    if (pathname.startsWith('/assets/')) {
      return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    }
    const page = request.method === 'GET' ? await firstPaint?.html(request) : null;
    if (page) {
      // Drawn in the visitor's language: caches must keep the languages apart; one carrying the
      // visitor's own list is theirs alone and kept nowhere.
      return reply
        .header('cache-control', page.personal ? PERSONAL : REVALIDATE)
        .header('vary', 'Accept-Language, Cookie')
        .type('text/html; charset=utf-8')
        .send(page.html);
    }
    return reply.header('cache-control', REVALIDATE).sendFile('index.html');
  });
}
