import { createHash } from 'node:crypto';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { localizePlan, type Plan, type Setting } from '@colorbook/contract';
import type { FirstPaintCard, PublicPage, PublicPagesModule, SharedColoringView } from '@colorbook/web/seam';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sanitizeRichText } from '../lib/rich-text';
import { acceptsBrotli, brotliBest } from './precompressed';
import { publicHead, robotsTxt, sitemapXml } from './public-head';
import { type LocaleChoice, localeCookie, publicPageLocale } from './public-locale';
import { registerSharePage } from './share-page';
import { publicAssets, type WebBuild } from './web-build';

/*
 * /, /terms and /privacy rendered on the server, so visitors (and search engines) read the
 * landing at once and load only its small script: the web build's own components
 * (dist/ssr/entry-server.js, see apps/web/vite.ssr.config.ts) turned into HTML from the current
 * settings and plans. Each page is cached until its inputs change: the settings and plans are
 * read on every request (two small queries) and compared, so an admin's save shows on the next
 * visit, on every server process, with no restart and no cross-process signal.
 */

/**
 * Where the public pages read their inputs (app.ts passes the settings and plans services).
 * Only what every visitor may read: the same view GET /api/settings/list gives a visitor
 * who is not signed in, never a secret.
 */
export interface SiteContent {
  publicSettings(): Promise<Setting[]>;
  plans(): Promise<Plan[]>;
  /** A shared colouring by its link's token (share-page.ts), or null when it is not shown. */
  sharedColoring(token: string): Promise<SharedColoringView | null>;
  /** The paths of the shared pages search engines may list, for the sitemap. */
  publicSharePaths(): Promise<string[]>;
  /** The gallery's first page (pictures and titles), for the first paint of /pages/public. */
  publicCards(): Promise<FirstPaintCard[]>;
  /** A page's line art address when anyone may see it (for the colouring screen's preload). */
  publicLineArt(pageId: number): Promise<string | null>;
}

/** How long after the server starts listening the render module is loaded, if no visitor has asked. */
const SSR_WARM_DELAY_MS = 1000;

const pagePaths: Record<PublicPage, string> = { landing: '/', terms: '/terms', privacy: '/privacy' };

/**
 * A page must still render while the database is away: without its settings the render falls
 * back to the app's built-in copy (and without plans, to none), as the browser app does.
 */
async function readSettings(app: FastifyInstance, content: SiteContent): Promise<Setting[]> {
  try {
    return await content.publicSettings();
  } catch (err) {
    app.log.warn({ err }, 'public pages: settings not read');
    return [];
  }
}

async function readPlans(app: FastifyInstance, content: SiteContent): Promise<Plan[] | null> {
  try {
    return await content.plans();
  } catch (err) {
    app.log.warn({ err }, 'public pages: plans not read');
    return null;
  }
}

export function registerPublicPages(
  app: FastifyInstance,
  options: {
    build: WebBuild;
    /** The render module's path in the build (its manifest's `ssr.publicPages`). */
    render: string;
    publicUrl: string;
    revalidate: string;
    content: SiteContent;
  },
): void {
  const { build, publicUrl, content } = options;
  const assets = publicAssets(build);
  let ssr: Promise<PublicPagesModule> | null = null;
  const loadSsr = () => {
    ssr ??= import(pathToFileURL(path.join(build.root, options.render)).href) as Promise<PublicPagesModule>;
    return ssr;
  };
  // Loaded a moment after the server listens, so the first visitor rarely waits for it; not
  // before, because nothing else (a health check, the API) needs it and it slows the start.
  app.addHook('onListen', () => {
    setTimeout(() => {
      loadSsr().catch((err: unknown) =>
        app.log.error({ err }, 'public pages: the render module did not load'),
      );
    }, SSR_WARM_DELAY_MS).unref();
  });
  const cache = new Map<
    string,
    { key: string; body: string; brotli: Promise<Buffer | null>; etag: string; status: number }
  >();

  async function readInputs(withPlans: boolean) {
    const settings = await readSettings(app, content);
    const plans = withPlans ? await readPlans(app, content) : null;
    return { settings, plans, key: `${JSON.stringify(settings)}\n${JSON.stringify(plans)}` };
  }

  async function page(
    kind: PublicPage,
    reply: FastifyReply,
    request: FastifyRequest,
    { locale, setCookie }: LocaleChoice,
  ) {
    const ifNoneMatch = request.headers['if-none-match'];
    const inputs = await readInputs(kind === 'landing');
    const cacheKey = `${kind}:${locale}`;
    let entry = cache.get(cacheKey);
    if (entry?.key !== inputs.key) {
      const module = await loadSsr();
      const result = module.render({
        page: kind,
        locale,
        settings: inputs.settings,
        // Plan titles and descriptions in the visitor's language where an admin translated them.
        plans: inputs.plans?.map((plan) => localizePlan(plan, locale)) ?? null,
        sanitize: sanitizeRichText,
      });
      const body = result.found
        ? document({
            head: publicHead({
              page: kind,
              title: result.title,
              description: result.description,
              locale,
              settings: result.settings,
              publicUrl,
              assets,
              path: pagePaths[kind],
            }),
            html: result.html,
            lang: locale,
          })
        : '';
      entry = {
        key: inputs.key,
        body,
        // Once per render, at brotli's best (precompressed.ts); on a failure the plugin compresses.
        brotli: body ? brotliBest(body).catch(() => null) : Promise.resolve(null),
        etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
        status: result.found ? 200 : 404,
      };
      cache.set(cacheKey, entry);
    }
    reply.header('cache-control', options.revalidate);
    // The same address answers in each visitor's language: shared caches must keep them apart.
    reply.header('vary', 'Accept-Language, Cookie');
    if (setCookie) reply.header('set-cookie', localeCookie(locale));
    if (entry.status === 404) {
      // A hidden page: the app's own not-found screen, with the right status.
      return reply.code(404).sendFile('index.html');
    }
    reply.header('etag', entry.etag);
    if (ifNoneMatch === entry.etag) return reply.code(304).send();
    reply.type('text/html; charset=utf-8');
    const brotli = acceptsBrotli(request.headers['accept-encoding']) ? await entry.brotli : null;
    if (brotli) {
      // Already compressed: the compression plugin leaves an answer with its own encoding alone.
      return reply
        .header('content-encoding', 'br')
        .header('vary', 'Accept-Language, Cookie, Accept-Encoding')
        .send(brotli);
    }
    return reply.send(entry.body);
  }

  for (const kind of Object.keys(pagePaths) as PublicPage[]) {
    app.get(pagePaths[kind], (request, reply) => page(kind, reply, request, publicPageLocale(request)));
  }
  registerSharePage(app, {
    publicUrl,
    revalidate: options.revalidate,
    assets,
    loadSsr,
    readSettings: () => readSettings(app, content),
    sharedColoring: (token) => content.sharedColoring(token),
    document,
  });
}

/** robots.txt and sitemap.xml, served whether or not the web app is built. */
export function registerSiteFiles(
  app: FastifyInstance,
  options: { publicUrl: string; revalidate: string; content: SiteContent },
): void {
  const { publicUrl, revalidate, content } = options;
  app.get('/robots.txt', async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', revalidate).send(robotsTxt(publicUrl)),
  );
  app.get('/sitemap.xml', async (_request, reply) => {
    const settings = await readSettings(app, content);
    const website = settings.find((setting) => setting.name === 'website')?.value ?? '';
    // Only the shared pages their painters let search engines list (the others say noindex).
    const shared = await content.publicSharePaths().catch((err: unknown) => {
      app.log.warn({ err }, 'sitemap: shared pages not read');
      return [];
    });
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', revalidate)
      .send(sitemapXml(publicUrl, website, shared));
  });
}

export function document({ head, html, lang = 'en' }: { head: string; html: string; lang?: string }): string {
  return `<!doctype html>\n<html lang="${lang}">\n<head>\n${head}\n</head>\n<body>\n<div id="root">${html}</div>\n</body>\n</html>\n`;
}
