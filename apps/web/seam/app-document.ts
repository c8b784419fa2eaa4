import { EARLY_LIST_ID } from './paint-session';
import type { RoutePreload, WebBuildManifest } from './web-build';

/*
 * The app's HTML page, assembled from the manifest's parts: the build writes index.html with it
 * (vite-web-build.ts) and the server every app page it answers, with or without a first paint
 * (apps/server/src/web/app-page.ts). One function, so the two cannot drift; every part is a
 * whole tag put in its place, never a string searched for and edited.
 */

/** --color-brand-600: the browser's bar, the installed app's theme (pwa.config.ts). */
export const THEME_COLOR = '#7c3aed';

/** The head every app page starts with. */
export const APP_HEAD = [
  '<meta charset="UTF-8">',
  '<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">',
  `<meta name="theme-color" content="${THEME_COLOR}">`,
  '<meta name="description" content="Colorbook turns a prompt or a picture into a clean colouring page you can colour online, print and share.">',
  '<meta name="color-scheme" content="light">',
  '<link rel="icon" type="image/svg+xml" href="/favicon.svg">',
  '<link rel="apple-touch-icon" href="/apple-touch-icon.png">',
];
export const APP_TITLE = 'Colorbook';
const NOSCRIPT =
  '<noscript>Colorbook needs JavaScript to run. Please enable it and reload the page.</noscript>';

/** The text font's fallbacks, as theme.css names them (its --font-sans without Nunito). */
const FALLBACK_FONTS = 'var(--font-fallback)';

/**
 * Hides the first paint when its guard script says so; where the app is held, sets its text in
 * the font's fallbacks, so the 39 KB font does not take a phone's link from the picture.
 */
export const FIRST_PAINT_STYLE =
  '[data-first-paint=off] #first-paint{display:none}' +
  `#first-paint[data-font=later]{font-family:${FALLBACK_FONTS};--font-sans:${FALLBACK_FONTS};--font-display:${FALLBACK_FONTS}}`;

export const escapeHtml = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** CSS as it goes between <style> tags: a `</style` inside would end the element. */
export const inlineStyleBody = (css: string): string => css.replace(/<\/style/gi, '<\\/style');

/**
 * A list's first page as a data block (never run): every '<' escaped as JSON allows, so no
 * `</script` or `<!--` in a title can end it; the head script parses it (lib/early-reads.ts).
 */
export const earlyListTag = (list: EarlyList): string =>
  `<script type="application/json" id="${EARLY_LIST_ID}" data-path="${escapeHtml(list.path)}">${list.json.replace(/</g, '\\u003c')}</script>`;

/** The API's answer to a list's first read (`path`, under /api) for the visitor's session. */
export type EarlyList = { path: string; json: string };

export type AppPage = {
  /** The page's language (the first paint's); the manifest link then asks for that language too. */
  locale?: string;
  /** The document title (escaped here). */
  title?: string;
  /** Whole tags that open <head>, before every script: the first paint's first picture. */
  headStart?: string[];
  /**
   * The visitor's own list's first page, read with their session (seam/paint-session.ts): just
   * before the head script, which takes it in place of asking the API.
   */
  earlyList?: EarlyList;
  /** The text font, preloaded at the very start, or with the app where the app is held. */
  font?: string | null;
  /** The screen's lazy chunk, preloaded beside the app (its row's `preload`). */
  route?: RoutePreload;
  /** The app's stylesheets' text, inlined in place of their links (a first paint's one round trip fewer). */
  inlineStyles?: string[];
  /** The server's picture of the screen (#first-paint), with the guard that hides it where wrong. */
  firstPaint?: string;
  /**
   * A first paint with an early entry (the colouring screen, the lists): it runs first and starts
   * the app once the picture shows; until then the app's preloads and the text font wait in a
   * template, the app's entry marked `data-app-entry`, with the delayed start as a fallback. The
   * picture's text is set in the font stack's fallbacks meanwhile (docs/decisions/0048).
   */
  holdApp?: boolean;
  /**
   * Where the app is held: `inlineStyles` are only the picture's rules (the server's critical
   * CSS), and the app's stylesheets wait in the template with its scripts; the app starts once
   * they are in (app-start.ts), so it never draws unstyled (docs/decisions/0055).
   */
  stylesWithApp?: boolean;
};

const script = (body: string) => `<script>${body}</script>`;
const fontPreload = (href: string) =>
  `<link rel="preload" href="${escapeHtml(href)}" as="font" type="font/woff2" crossorigin>`;
const modulePreload = (href: string, entry = false) =>
  `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}"${entry ? ' data-app-entry' : ''}>`;
const heldStylesheet = (href: string) =>
  `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}" data-app-styles>`;
const moduleScript = (src: string, async = false) =>
  `<script type="module"${async ? ' async' : ''} crossorigin src="${escapeHtml(src)}"></script>`;

/** The app's scripts and preloads, as the page starts them (held back on the colouring screen). */
function appLoading(build: WebBuildManifest, page: AppPage): { head: string[]; held: string[] } {
  const { app, inline } = build;
  const routeChunks = page.route?.chunks ?? [];
  const early = page.holdApp ? page.route?.early : undefined;
  if (!early) {
    return {
      head: [moduleScript(app.entry), ...[...app.chunks, ...routeChunks].map((href) => modulePreload(href))],
      held: [],
    };
  }
  const now = early.imports;
  const later = [...app.chunks, ...routeChunks].filter((href) => !now.includes(href));
  return {
    head: [moduleScript(early.entry, true), ...now.map((href) => modulePreload(href))],
    held: [
      `<template data-app-preloads>${[
        modulePreload(app.entry, true),
        ...later.map((href) => modulePreload(href)),
        ...(page.font ? [fontPreload(page.font)] : []),
        ...(page.stylesWithApp ? app.styles.map(heldStylesheet) : []),
      ].join('')}</template>`,
      script(inline.appStart.body),
    ],
  };
}

/** One app page: the build's parts, and this address's first paint and preloads when it has them. */
export function appDocument(build: WebBuildManifest, page: AppPage = {}): string {
  const { app, inline } = build;
  const lang = page.locale ?? 'en';
  const loading = appLoading(build, page);
  const styles = page.inlineStyles
    ? page.inlineStyles.map((css) => `<style>${inlineStyleBody(css)}</style>`)
    : app.styles.map((href) => `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}">`);
  // Installed from a first paint, the app is named in its language (a manifest is fetched without cookies).
  const manifest = page.locale
    ? `/manifest.webmanifest?lang=${encodeURIComponent(page.locale)}`
    : '/manifest.webmanifest';
  const fontNow = page.font && !loading.held.length ? [fontPreload(page.font)] : [];
  const head = [
    ...fontNow,
    ...(page.headStart ?? []),
    ...(page.earlyList ? [earlyListTag(page.earlyList)] : []),
    // A classic script where the parser meets it: the screen's first reads start while the HTML is parsed.
    script(inline.earlyReads.body),
    ...APP_HEAD,
    `<title>${escapeHtml(page.title ?? APP_TITLE)}</title>`,
    ...loading.head,
    ...styles,
    `<link rel="manifest" href="${escapeHtml(manifest)}">`,
    ...loading.held,
    ...(page.firstPaint !== undefined
      ? [script(inline.firstPaintGuard.body), `<style>${FIRST_PAINT_STYLE}</style>`]
      : []),
  ];
  // Inert: a tap or a keystroke on the picture would be lost when the app takes its place.
  const picture =
    page.firstPaint !== undefined
      ? `<div id="first-paint" inert aria-busy="true"${loading.held.length ? ' data-font="later"' : ''}>${page.firstPaint}</div>`
      : '';
  return [
    '<!doctype html>',
    `<html lang="${escapeHtml(lang)}">`,
    '<head>',
    ...head,
    '</head>',
    '<body>',
    `${picture}<div id="root"></div>`,
    NOSCRIPT,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
