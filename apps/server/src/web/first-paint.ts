import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  type AppPage,
  appDocument,
  cookieValue,
  type EarlyList,
  escapeHtml,
  type FirstPaintCard,
  type FirstPaintModule,
  type OwnCard,
  PAINT_SESSION_COOKIE,
  type RoutePreload,
  type SettingItem,
} from '@colorbook/web/seam';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { criticalCss, usedClasses } from './critical-css';
import { publicPageLocale } from './public-locale';
import { readBuildText, type WebBuild } from './web-build';

/*
 * The HTML of an app screen with its first paint (docs/decisions/0033-first-paint.md): the app's
 * page, assembled from the web build's parts (seam/app-document.ts) with the frame and heading of
 * the screen drawn by the web build's own components (its first-paint render module) in the
 * visitor's language, and the screen's lazy chunk preloaded. Which screens have a picture, early
 * reads and preloads is the web's screen table (apps/web/src/app/screens.ts); the build hands its
 * preloads over as `routes`, the render module answers `hasFirstPaint`.
 */

export type { FirstPaintCard };

export type FirstPaintSources = {
  /** The settings as a visitor reads them (GET /api/settings/list): the app's name. */
  settings(): Promise<SettingItem[]>;
  /** The gallery's first page as every signed-in user sees it, newest first. */
  publicCards(): Promise<FirstPaintCard[]>;
  /** A page's line art address when anyone may see it (not blocked), else null. */
  publicLineArt(pageId: number): Promise<string | null>;
  /**
   * The API's answer (its JSON text) to `apiPath` (under /api) for this session's token, as the
   * head script would have read it with this request's address and language; null unless 200.
   */
  ownList(apiPath: string, token: string, request: FastifyRequest): Promise<string | null>;
};

/** An app page's HTML; `personal` when it carries the visitor's own list (never to be stored by a cache). */
export type FirstPaintHtml = { html: string; personal: boolean };

/** The rendered HTML of a few addresses, by their inputs; a bounded map, oldest out first. */
const CACHE_SIZE = 64;
/** How long the gallery's first cards are reused: a new public page shows within this. */
const CARDS_TTL_MS = 5_000;

/** The first paint's picture preload that opens <head> (after the font when that comes first). */
function headPreloads(image: string | undefined): string[] {
  return image ? [`<link rel="preload" href="${escapeHtml(image)}" as="image" fetchpriority="high">`] : [];
}

/**
 * The app's stylesheets' text, inlined like the public pages' (one round trip fewer before the
 * picture shows; the app then uses the same rules from the page). None when one cannot be read.
 */
function appStyles(build: WebBuild): string[] | undefined {
  const texts = build.app.styles.map((href) => readBuildText(build, href));
  return texts.every((text): text is string => text !== null) ? texts : undefined;
}

/**
 * The rules a held screen's picture needs (docs/decisions/0055): the classes in its markup and
 * the words of the scripts that fill it in before the app (the early reads, the early entry and
 * its imports). None where a stylesheet or a script cannot be read: the whole sheets then go inline.
 */
function pictureStyles(build: WebBuild, styles: string[] | undefined) {
  // Parsed at the first held page, not at start (some 20 ms of a one-second start).
  let pickers: ((used: ReadonlySet<string>) => string)[] | undefined;
  const scriptsOf = new Map<string, string[] | null>();
  const earlyScripts = (early: NonNullable<RoutePreload['early']>) => {
    if (!scriptsOf.has(early.entry)) {
      const texts = [early.entry, ...early.imports].map((href) => readBuildText(build, href));
      const all = [build.inline.earlyReads.body, ...texts];
      scriptsOf.set(early.entry, all.every((text): text is string => text !== null) ? all : null);
    }
    return scriptsOf.get(early.entry) ?? null;
  };
  return (route: RoutePreload | undefined, html: string): string[] | null => {
    const scripts = route?.early ? earlyScripts(route.early) : null;
    pickers ??= styles?.map(criticalCss);
    if (!pickers || !scripts) return null;
    const used = usedClasses(html, scripts);
    return pickers.map((pick) => pick(used));
  };
}

/** The gallery's first cards, read at most every CARDS_TTL_MS (a failure draws placeholders). */
function cachedCards(sources: FirstPaintSources, log: FastifyBaseLogger) {
  let cards: { at: number; value: Promise<FirstPaintCard[]> } | null = null;
  return () => {
    if (!cards || Date.now() - cards.at > CARDS_TTL_MS) {
      const value = sources.publicCards().catch((err: unknown) => {
        log.warn({ err }, 'first paint: the public cards were not read');
        return [];
      });
      cards = { at: Date.now(), value };
    }
    return cards.value;
  };
}

/**
 * `html` gives the HTML for an address with a first paint or route preloads, or null (neither, or
 * a failure: then the plain index.html answers).
 */
export function createFirstPaint(options: {
  build: WebBuild;
  sources: FirstPaintSources;
  log: FastifyBaseLogger;
}) {
  const { build, sources, log } = options;
  const styles = appStyles(build);
  const pictureRules = pictureStyles(build, styles);
  const routes = build.routes.map((route) => ({ route, pattern: new RegExp(route.pattern) }));
  let module: Promise<FirstPaintModule | null> | null = null;
  const load = () => {
    const entry = build.ssr?.firstPaint;
    module ??= entry
      ? (import(pathToFileURL(path.join(build.root, entry)).href) as Promise<FirstPaintModule>)
      : Promise.resolve(null);
    return module;
  };
  const cache = new Map<string, string>();
  const publicCards = cachedCards(sources, log);

  const paintedPage = (
    route: RoutePreload | undefined,
    paint: { locale: string; title: string; html: string; image?: string },
  ) => {
    const held = route?.early !== undefined;
    const critical = held ? pictureRules(route, paint.html) : null;
    const page: AppPage = {
      locale: paint.locale,
      title: paint.title,
      // The font first of all the head's requests (or with the app, where the app is held), then
      // the picture a person waits for (the gallery's first card, a page's line art): the scripts
      // and their chunks, which the picture does not need, would otherwise take the browser's six
      // connections before them.
      headStart: headPreloads(paint.image),
      font: build.font,
      route,
      inlineStyles: critical ?? styles,
      firstPaint: paint.html,
      // Where an early entry fills the picture in, the app waits for it (seam/app-document.ts).
      holdApp: held,
      stylesWithApp: critical !== null,
    };
    return page;
  };

  /**
   * The visitor's own list's first page for the head script, with its first picture preloaded
   * (docs/decisions/0057): only where the picture does not draw cards itself (the gallery's), and
   * only as the API answers it for the cookie's session.
   */
  const ownList = async (
    render: FirstPaintModule,
    request: FastifyRequest,
    at: { pathname: string; search: string },
  ): Promise<{ list: EarlyList; cards: OwnCard[] } | null> => {
    const token = cookieValue(request.headers.cookie, PAINT_SESSION_COOKIE);
    const path = token ? render.listRead(at.pathname, at.search) : null;
    if (!path || !token) return null;
    const json = await sources.ownList(`/api${path}`, token, request);
    if (json === null) return null;
    return { list: { path: `/api${path}`, json }, cards: render.listCards(at.pathname, JSON.parse(json)) };
  };

  /** Loads the render module and draws one screen, so the first visitor does not wait for that. */
  const warm = async () => {
    const render = await load();
    render?.renderFirstPaint({ path: '/pages/favorite', search: '', locale: 'en', settings: [] });
  };

  const html = async (request: FastifyRequest): Promise<FirstPaintHtml | null> => {
    const [pathname = '/', query = ''] = request.url.split('?', 2);
    try {
      const route = routes.find((candidate) => candidate.pattern.test(pathname))?.route;
      const render = await load();
      // Kid mode (the app's `kid` cookie): no picture of the adult's screens, not even hidden.
      const kid = cookieValue(request.headers.cookie, 'kid') === '1';
      if (kid || !render?.hasFirstPaint(pathname)) {
        return route && route.chunks.length > 0
          ? { html: appDocument(build, { route }), personal: false }
          : null;
      }
      const search = query ? `?${query}` : '';
      const { locale } = publicPageLocale(request);
      // The gallery at its plain first page: its first cards are drawn, the first one's picture preloaded.
      const withCards = render.drawsCards(pathname, search);
      // The colouring screen's line art is preloaded with the HTML, beside the page read that
      // names it (one round trip fewer, ~0.2 s on a phone), when the page is one anyone may see.
      const pictured = render.pagePictured(pathname);
      const [settings, first, lineArt, own] = await Promise.all([
        sources.settings(),
        withCards ? publicCards() : [],
        pictured ? sources.publicLineArt(pictured).catch(() => null) : null,
        withCards
          ? null
          : ownList(render, request, { pathname, search }).catch((err: unknown) => {
              log.warn({ err }, 'first paint: the visitor’s list was not read');
              return null;
            }),
      ]);
      if (own) {
        // The visitor's own cards: drawn for this answer alone, never kept for another.
        const rendered = render.renderFirstPaint({
          path: pathname,
          search,
          locale,
          settings,
          own: own.cards,
        });
        if (!rendered) return null;
        const page = paintedPage(route, {
          locale,
          title: rendered.title,
          html: rendered.html,
          image: own.cards[0]?.picture ?? undefined,
        });
        return { html: appDocument(build, { ...page, earlyList: own.list }), personal: true };
      }
      // The addresses of one route pattern draw the same picture (the colouring screen's page
      // arrives in the browser): one cache entry for them all, but for the line art preloaded.
      const key = JSON.stringify([route?.pattern ?? pathname, search, locale, settings, first, lineArt]);
      let page = cache.get(key);
      if (page === undefined) {
        const rendered = render.renderFirstPaint({ path: pathname, search, locale, settings, cards: first });
        if (!rendered) return null;
        page = appDocument(
          build,
          paintedPage(route, {
            locale,
            title: rendered.title,
            html: rendered.html,
            image: first[0]?.preview ?? lineArt ?? undefined,
          }),
        );
        if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value as string);
        cache.set(key, page);
      }
      return { html: page, personal: false };
    } catch (err) {
      log.error({ err }, 'first paint: not rendered');
      return null;
    }
  };
  return { html, warm };
}
