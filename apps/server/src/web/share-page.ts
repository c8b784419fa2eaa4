import { createHash } from 'node:crypto';
import type { Setting } from '@colorbook/contract';
import type { PublicPagesModule, SharedColoringView } from '@colorbook/web/seam';
import type { FastifyInstance } from 'fastify';
import { localeCookie, publicPageLocale } from './public-locale';
import { shareHead } from './share-head';
import type { BuiltAssets } from './web-build';

/*
 * /s/{token}: a shared colouring, rendered on the server like the landing (the web build's
 * ShareView, dist/ssr/entry-server.js) so a visitor sees the picture at once and a social site's
 * crawler reads its card, with no app bundle. Rendered on every request: a revoked link or a
 * blocked page must answer not found at once, on every process. In the visitor's language, chosen
 * as for the landing (public-locale.ts: ?lang=, the `lang` cookie, Accept-Language).
 */

export function registerSharePage(
  app: FastifyInstance,
  options: {
    publicUrl: string;
    revalidate: string;
    assets: BuiltAssets;
    loadSsr: () => Promise<Pick<PublicPagesModule, 'renderShare'>>;
    readSettings: () => Promise<Setting[]>;
    sharedColoring: (token: string) => Promise<SharedColoringView | null>;
    document: (parts: { head: string; html: string; lang: string }) => string;
  },
): void {
  const { publicUrl, revalidate, assets } = options;
  app.get<{ Params: { token: string } }>('/s/:token', async (request, reply) => {
    reply.header('cache-control', revalidate);
    const share = await options.sharedColoring(request.params.token);
    // Revoked, blocked or never made: the app's own not-found screen, and nothing of the picture.
    if (!share) return reply.code(404).sendFile('index.html');
    const { locale, setCookie } = publicPageLocale(request);
    // The same link answers in each visitor's language: shared caches must keep them apart.
    reply.header('vary', 'Accept-Language, Cookie');
    if (setCookie) reply.header('set-cookie', localeCookie(locale));
    const [module, settings] = await Promise.all([options.loadSsr(), options.readSettings()]);
    const result = module.renderShare({ share, settings, locale });
    const body = options.document({
      head: shareHead({ share, locale, settings: result.settings, publicUrl, assets }),
      html: result.html,
      lang: locale,
    });
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
    reply.header('etag', etag);
    if (!share.indexable) reply.header('x-robots-tag', 'noindex');
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type('text/html; charset=utf-8').send(body);
  });
}
