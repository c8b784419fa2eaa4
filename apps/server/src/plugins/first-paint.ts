import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Locale } from '@colorbook/i18n';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { APP_START_FALLBACK_SCRIPT, FIRST_PAINT_SCRIPT, FIRST_PAINT_STYLE } from './first-paint-script';
import { escapeHtml } from './public-head';
import { cookieValue, publicPageLocale } from './public-locale';
import { builtFont, earlyReadsInline, stylesheetLinks } from './web-build';

/*
 * The HTML of a signed-in screen with its first paint (docs/decisions/0033-first-paint.md): the
 * web build's index.html with the frame and heading of the screen, drawn by the web build's own
 * components (dist/ssr/first-paint.js), in the visitor's language. Signed-in screens showed
 * nothing until the app's bundle had run (0.55-0.8 s on a quiet machine against the landing's
 * 0.25 s); with this they show as soon as the HTML and the stylesheet are here.
 */

export const FIRST_PAINT_ENTRY = path.join('ssr', 'first-paint.js');
/** Written by the web build (apps/web/vite-route-preloads.ts): lazy screens' chunks by address. */
export const ROUTE_PRELOADS = 'route-preloads.json';

/** A public page's picture and title: all the first cards of /pages/public show. */
export type FirstPaintCard = { id: number; title: string; preview: string };

type FirstPaintModule = {
  /** Whether a path has a first paint (the colouring screen's are a pattern). */
  hasFirstPaint(path: string): boolean;
  showsFirstPublicPage(search: string): boolean;
  renderFirstPaint(input: {
    path: string;
    search: string;
    locale: Locale;
    settings: SettingItem[];
    cards?: FirstPaintCard[];
  }): { html: string; title: string } | null;
};

type SettingItem = { name: string; value?: string | null };

export type FirstPaintSources = {
  /** The settings as a visitor reads them (GET /api/settings/list): the app's name. */
  settings(): Promise<SettingItem[]>;
  /** The gallery's first page as every signed-in user sees it, newest first. */
  publicCards(): Promise<FirstPaintCard[]>;
};

/** The rendered HTML of a few addresses, by their inputs; a bounded map, oldest out first. */
const CACHE_SIZE = 64;
/** How long the gallery's first cards are reused: a new public page shows within this. */
const CARDS_TTL_MS = 5_000;

/**
 * `files`: chunks to modulepreload; `scripts`: early entries that draw into the first paint of
 * that address (run as async module scripts, after the inlined early reads they take from);
 * `scriptImports`: the chunks those entries import.
 */
type RoutePreload = { pattern: RegExp; files: string[]; scripts: string[]; scriptImports: string[] };

/** A modulepreload link as the web build and this file write them; group 1 is the address. */
const MODULEPRELOAD_LINK = /<link rel="modulepreload" crossorigin href="([^"]+)"( data-app-entry)?>\n?/g;

/** The build's route preloads; none when the build has no such file (an older build). */
function readRoutePreloads(root: string): RoutePreload[] {
  try {
    const raw = JSON.parse(fs.readFileSync(path.join(root, ROUTE_PRELOADS), 'utf8')) as Array<{
      pattern: string;
      files: string[];
      scripts?: string[];
      scriptImports?: string[];
    }>;
    return raw.map((item) => ({
      pattern: new RegExp(item.pattern),
      files: item.files,
      scripts: item.scripts ?? [],
      scriptImports: item.scriptImports ?? [],
    }));
  } catch {
    return [];
  }
}

/** The first paint's preloads that open <head>: the text font, and an image when it has one. */
function headPreloads(font: string | null, image: string | undefined): string {
  const links = [
    font ? `<link rel="preload" href="${font}" as="font" type="font/woff2" crossorigin>` : '',
    image ? `<link rel="preload" href="${escapeHtml(image)}" as="image" fetchpriority="high">` : '',
  ];
  return links
    .filter(Boolean)
    .map((link) => `${link}\n`)
    .join('');
}

/** index.html's own stylesheet links and their text (none when a file cannot be read). */
function inlineStylesheets(root: string, template: string): Array<{ link: string; css: string }> {
  try {
    return stylesheetLinks(template).flatMap(({ tag, href }) => {
      if (!/^\/assets\/[^/]+\.css$/.test(href)) return [];
      const css = fs.readFileSync(path.join(root, href.slice(1)), 'utf8');
      // Never able to close the <style> element early.
      return css.includes('</') ? [] : [{ link: tag, css }];
    });
  } catch {
    return [];
  }
}

/**
 * `html` gives the HTML for an address with a first paint or route preloads, or null (neither, or
 * a failure: then the plain index.html answers). Null when this build has neither.
 */
export function createFirstPaint(options: {
  root: string;
  sources: FirstPaintSources;
  log: FastifyBaseLogger;
}) {
  const { root, sources, log } = options;
  const entry = path.join(root, FIRST_PAINT_ENTRY);
  const hasModule = fs.existsSync(entry);
  const routePreloads = readRoutePreloads(root);
  if (!hasModule && routePreloads.length === 0) return null;
  const template = fs.readFileSync(path.join(root, 'index.html'), 'utf8');
  // The text font, as the public pages preload it: the picture's text then rarely swaps fonts.
  const font = builtFont(root);
  // The app's stylesheet, inlined like the public pages' (one round trip fewer before the picture
  // shows; the app then uses the same rules from the page, and its lazy screens' own CSS as before).
  const stylesheets = inlineStylesheets(root, template);
  // Where an early script draws into the picture, the reads it takes from start while this HTML
  // is parsed, not once their own file has come (the inlined text's hash is in the CSP, web-build.ts).
  const earlyReads = earlyReadsInline(root);
  let module: Promise<FirstPaintModule | null> | null = null;
  const load = () => {
    module ??= hasModule
      ? (import(pathToFileURL(entry).href) as Promise<FirstPaintModule>)
      : Promise.resolve(null);
    return module;
  };
  const cache = new Map<string, string>();
  let cards: { at: number; value: Promise<FirstPaintCard[]> } | null = null;
  const publicCards = () => {
    if (!cards || Date.now() - cards.at > CARDS_TTL_MS) {
      const value = sources.publicCards().catch((err: unknown) => {
        log.warn({ err }, 'first paint: the public cards were not read');
        return [];
      });
      cards = { at: Date.now(), value };
    }
    return cards.value;
  };

  const document = (
    route: RoutePreload | undefined,
    paint?: { locale: Locale; title: string; html: string; image?: string },
  ) => {
    const links = (route?.files ?? []).map(
      (file) => `<link rel="modulepreload" crossorigin href="${escapeHtml(file)}">\n`,
    );
    let page = template.replace('</head>', `${links.join('')}</head>`);
    if (!paint) return page;
    for (const sheet of stylesheets) page = page.replace(sheet.link, () => `<style>${sheet.css}</style>`);
    const scripts = route?.scripts ?? [];
    const appEntry = /<script type="module" crossorigin src="(\/assets\/index-[\w-]+\.js)"><\/script>/.exec(
      page,
    );
    if (route && scripts.length > 0 && earlyReads && appEntry) {
      const tags = scripts.map(
        (file) => `<script type="module" async crossorigin src="${escapeHtml(file)}"></script>`,
      );
      page = page.replace(earlyReads.tag, () => `<script>${earlyReads.body}</script>${tags.join('')}`);
      // The app's entry and chunks are fetched and run only once the early script has drawn
      // the page: a template holds their preloads until then. Fetched at once, they took the
      // connections the page read needed, and compiling them took the main thread (50 ms) while
      // the picture still waited for its line art. The early script's own imports stay.
      page = page.replace(
        appEntry[0],
        () => `<link rel="modulepreload" crossorigin href="${appEntry[1]}" data-app-entry>`,
      );
      const held: string[] = [];
      page = page.replace(MODULEPRELOAD_LINK, (tag: string, href: string) => {
        if (route.scriptImports.includes(href)) return tag;
        held.push(tag.trimEnd());
        return '';
      });
      page = page.replace(
        '</head>',
        () =>
          `<template data-app-preloads>${held.join('')}</template><script>${APP_START_FALLBACK_SCRIPT}</script>\n</head>`,
      );
    }
    // Inert: a tap or a keystroke on the picture would be lost when the app takes its place.
    page = page
      .replace(/<html lang="[^"]*">/, `<html lang="${paint.locale}">`)
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(paint.title)}</title>`)
      // Installed from here, the app is named in this language (a manifest is fetched without cookies).
      .replace(
        'href="/manifest.webmanifest"',
        `href="/manifest.webmanifest?lang=${encodeURIComponent(paint.locale)}"`,
      )
      // The font first of all the head's requests, then the gallery's first card image (what a
      // person waits for there): the scripts and their chunks, which the picture does not need,
      // would otherwise take the browser's six connections before them. The image's own tag,
      // far down the body, was asked for with the scripts.
      .replace('<head>', () => `<head>\n${headPreloads(font, paint.image)}`)
      .replace(
        '</head>',
        `<script>${FIRST_PAINT_SCRIPT}</script>\n<style>${FIRST_PAINT_STYLE}</style>\n</head>`,
      )
      .replace(
        '<div id="root"></div>',
        `<div id="first-paint" inert aria-busy="true">${paint.html}</div><div id="root"></div>`,
      );
    return page;
  };

  /** Loads the render module and draws one screen, so the first visitor does not wait for that. */
  const warm = async () => {
    const render = await load();
    render?.renderFirstPaint({ path: '/pages/favorite', search: '', locale: 'en', settings: [] });
  };

  const html = async (request: FastifyRequest): Promise<string | null> => {
    const [pathname = '/', query = ''] = request.url.split('?', 2);
    try {
      const route = routePreloads.find((candidate) => candidate.pattern.test(pathname));
      const render = await load();
      // Kid mode (the app's `kid` cookie): no picture of the adult's screens, not even hidden.
      const kid = cookieValue(request.headers.cookie, 'kid') === '1';
      if (kid || !render?.hasFirstPaint(pathname)) {
        return route && route.files.length > 0 ? document(route) : null;
      }
      const search = query ? `?${query}` : '';
      const { locale } = publicPageLocale(request);
      const withCards = pathname === '/pages/public' && render.showsFirstPublicPage(search);
      const [settings, first] = await Promise.all([sources.settings(), withCards ? publicCards() : []]);
      // The addresses of one route pattern draw the same picture (the colouring screen's page
      // arrives in the browser): one cache entry for them all.
      const key = JSON.stringify([route?.pattern.source ?? pathname, search, locale, settings, first]);
      let page = cache.get(key);
      if (page === undefined) {
        const rendered = render.renderFirstPaint({ path: pathname, search, locale, settings, cards: first });
        if (!rendered) return null;
        page = document(route, {
          locale,
          title: rendered.title,
          html: rendered.html,
          image: first[0]?.preview,
        });
        if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value as string);
        cache.set(key, page);
      }
      return page;
    } catch (err) {
      log.error({ err }, 'first paint: not rendered');
      return null;
    }
  };
  return { html, warm };
}
