import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { sanitizeRichText } from '../modules/settings/rich-text';
import { type PublicSettingsView, publicHead, robotsTxt, sitemapXml } from './public-head';

/*
 * /, /terms and /privacy rendered on the server (issue 11): the web build's own components
 * (dist/ssr/entry-server.js, see apps/web/vite.ssr.config.ts) turned into HTML from the current
 * settings and plans, so visitors read the landing at once and load only its small script.
 * Each page is cached until its inputs change: the settings and plans are read on every request
 * (two small in-process calls) and compared, so an admin's save shows on the next visit, on
 * every server process, with no restart and no cross-process signal.
 */

type PublicPage = 'landing' | 'terms' | 'privacy';
type RenderResult =
  | { found: false; settings: PublicSettingsView }
  | { found: true; settings: PublicSettingsView; html: string; title: string };
type SsrModule = {
  render(input: {
    page: PublicPage;
    settings: Array<{ name: string; value?: string | null }>;
    plans: unknown[] | null;
    sanitize: (html: string) => string;
  }): RenderResult;
};

export type BuiltAssets = {
  /** The app's stylesheet(s), as index.html links them. */
  styles: string[];
  /**
   * Their text, inlined in the page: one round trip fewer before the first paint on a slow
   * phone connection (the compressed CSS is smaller than that round trip costs).
   */
  inlineCss: string | null;
  /** The landing's script (dist/ssr/landing-manifest.json). */
  landingScript: string | null;
  /** The main text font, preloaded so text never swaps fonts late. */
  font: string | null;
};

export const SSR_ENTRY = path.join('ssr', 'entry-server.js');

/** What the web build produced that the rendered pages link to. */
export function readBuiltAssets(root: string): BuiltAssets {
  const index = fs.readFileSync(path.join(root, 'index.html'), 'utf8');
  const styles = [...index.matchAll(/<link\b[^>]*rel="stylesheet"[^>]*>/g)].flatMap((match) => {
    const href = /href="([^"]+)"/.exec(match[0])?.[1];
    return href ? [href] : [];
  });
  let landingScript: string | null = null;
  try {
    const manifest = JSON.parse(
      fs.readFileSync(path.join(root, 'ssr', 'landing-manifest.json'), 'utf8'),
    ) as Record<string, { file?: string; isEntry?: boolean }>;
    const entry = Object.values(manifest).find((item) => item.isEntry && item.file);
    landingScript = entry?.file ? `/${entry.file}` : null;
  } catch {
    landingScript = null;
  }
  const assets = fs.existsSync(path.join(root, 'assets')) ? fs.readdirSync(path.join(root, 'assets')) : [];
  const font = assets.find((name) => /^nunito-latin-wght-normal-[\w-]+\.woff2$/.test(name));
  let inlineCss: string | null = null;
  try {
    inlineCss = styles
      .map((href) => fs.readFileSync(path.join(root, href.replace(/^\/+/, '')), 'utf8'))
      .join('\n');
  } catch {
    inlineCss = null;
  }
  return { styles, inlineCss, landingScript, font: font ? `/assets/${font}` : null };
}

const pagePaths: Record<PublicPage, string> = { landing: '/', terms: '/terms', privacy: '/privacy' };

export function registerPublicPages(
  app: FastifyInstance,
  options: { root: string; publicUrl: string; revalidate: string },
): void {
  const { root, publicUrl } = options;
  const assets = readBuiltAssets(root);
  let ssr: Promise<SsrModule> | null = null;
  const loadSsr = () => {
    ssr ??= import(pathToFileURL(path.join(root, SSR_ENTRY)).href) as Promise<SsrModule>;
    return ssr;
  };
  // Loaded while the server starts, so the first visitor does not wait for it.
  app.addHook('onReady', async () => {
    await loadSsr();
  });
  const cache = new Map<string, { key: string; body: string; etag: string; status: number }>();

  /** The inputs, as a visitor's browser would get them from the API. */
  async function readInputs(withPlans: boolean) {
    const settingsRes = await app.inject({ method: 'GET', url: '/api/settings/list' });
    const settings =
      settingsRes.statusCode === 200 ? (settingsRes.json() as Array<{ name: string; value: string }>) : [];
    let plans: unknown[] | null = null;
    let plansBody = '';
    if (withPlans) {
      const plansRes = await app.inject({ method: 'GET', url: '/api/plans/list' });
      plans = plansRes.statusCode === 200 ? (plansRes.json() as unknown[]) : null;
      plansBody = plansRes.statusCode === 200 ? plansRes.body : '';
    }
    return { settings, plans, key: `${settingsRes.body}\n${plansBody}` };
  }

  async function page(kind: PublicPage, reply: FastifyReply, ifNoneMatch: string | undefined) {
    const inputs = await readInputs(kind === 'landing');
    let entry = cache.get(kind);
    if (entry?.key !== inputs.key) {
      const module = await loadSsr();
      const result = module.render({
        page: kind,
        settings: inputs.settings,
        plans: inputs.plans,
        sanitize: sanitizeRichText,
      });
      const body = result.found
        ? document({
            head: publicHead({
              page: kind,
              title: result.title,
              settings: result.settings,
              publicUrl,
              assets,
              path: pagePaths[kind],
            }),
            html: result.html,
          })
        : '';
      entry = {
        key: inputs.key,
        body,
        etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
        status: result.found ? 200 : 404,
      };
      cache.set(kind, entry);
    }
    reply.header('cache-control', options.revalidate);
    if (entry.status === 404) {
      // A hidden page: the app's own not-found screen, with the right status.
      return reply.code(404).sendFile('index.html');
    }
    reply.header('etag', entry.etag);
    if (ifNoneMatch === entry.etag) return reply.code(304).send();
    return reply.type('text/html; charset=utf-8').send(entry.body);
  }

  for (const kind of Object.keys(pagePaths) as PublicPage[]) {
    app.get(pagePaths[kind], (request, reply) => page(kind, reply, request.headers['if-none-match']));
  }
}

/** robots.txt and sitemap.xml, served whether or not the web app is built. */
export function registerSiteFiles(
  app: FastifyInstance,
  options: { publicUrl: string; revalidate: string },
): void {
  const { publicUrl, revalidate } = options;
  app.get('/robots.txt', async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', revalidate).send(robotsTxt(publicUrl)),
  );
  app.get('/sitemap.xml', async (_request, reply) => {
    const res = await app.inject({ method: 'GET', url: '/api/settings/list' });
    const settings = res.statusCode === 200 ? (res.json() as Array<{ name: string; value: string }>) : [];
    const website = settings.find((s) => s.name === 'website')?.value ?? '';
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', revalidate)
      .send(sitemapXml(publicUrl, website));
  });
}

function document({ head, html }: { head: string; html: string }): string {
  return `<!doctype html>\n<html lang="en">\n<head>\n${head}\n</head>\n<body>\n<div id="root">${html}</div>\n</body>\n</html>\n`;
}
