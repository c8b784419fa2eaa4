import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/*
 * What the web build (WEB_DIST) holds that the server itself reads: the render module for the
 * public pages and the files their <head> links to. Shared by web-app.ts, public-pages.ts and
 * public-head.ts, so none of them has to import another for it.
 */

/** The web build's own components, compiled for the server (apps/web/vite.ssr.config.ts). */
export const SSR_ENTRY = path.join('ssr', 'entry-server.js');

export type BuiltAssets = {
  /**
   * The public pages' own stylesheet (dist/ssr/landing-manifest.json: only the rules those pages
   * use), or the app's as index.html links them when a build has none.
   */
  styles: string[];
  /**
   * Their text, inlined in the page: one round trip fewer before the first paint on a slow
   * phone connection (the compressed CSS is smaller than that round trip costs).
   */
  inlineCss: string | null;
  /** The landing's script (dist/ssr/landing-manifest.json). */
  landingScript: string | null;
  /**
   * Its text as the landing inlines it (`inlineScriptBody`), allowed by its hash in the CSP
   * (`builtScriptHashes`). 1.4 KB: on a slow phone connection a separate file cost a round trip
   * before the first paint, as Lighthouse's model counts it. Null when the file is missing.
   */
  landingScriptBody?: string | null;
  /** The share page's time-lapse player (same manifest), loaded only when a log exists. */
  sharePlayerScript?: string | null;
  /** The main text font, preloaded so text never swaps fonts late. */
  font: string | null;
  /**
   * The build's own favicon.svg as a data: URL, for pages whose settings name no other icon. A
   * browser asks for the icon while the page is still painting; inlined (≈0.5 KB compressed) it
   * is one request fewer then, which Lighthouse's slow-phone model counted on the landing's LCP.
   */
  defaultIcon?: string | null;
};

/** index.html's stylesheet links: each whole tag and its address. */
export function stylesheetLinks(index: string): Array<{ tag: string; href: string }> {
  return [...index.matchAll(/<link\b[^>]*rel="stylesheet"[^>]*>/g)].flatMap((match) => {
    const href = /href="([^"]+)"/.exec(match[0])?.[1];
    return href ? [{ tag: match[0], href }] : [];
  });
}

/** The main text font's address in the build, or null. */
export function builtFont(root: string): string | null {
  const assets = fs.existsSync(path.join(root, 'assets')) ? fs.readdirSync(path.join(root, 'assets')) : [];
  const font = assets.find((name) => /^nunito-latin-wght-normal-[\w-]+\.woff2$/.test(name));
  return font ? `/assets/${font}` : null;
}

/** An SVG file as a data: URL (whitespace between tags dropped; only what a URL must escape). */
export function svgDataUrl(svg: string): string {
  const compact = svg.replace(/>\s+</g, '><').replace(/\s+/g, ' ').trim();
  return `data:image/svg+xml,${compact.replace(/%/g, '%25').replace(/#/g, '%23')}`;
}

function builtIcon(root: string): string | null {
  try {
    return svgDataUrl(fs.readFileSync(path.join(root, 'favicon.svg'), 'utf8'));
  } catch {
    return null;
  }
}

/** A script's text as it goes between <script> tags: a `</script` inside would end the element. */
export const inlineScriptBody = (text: string) => text.replace(/<\/script/gi, '<\\/script');

/** For script-src: a script body's SHA-256, as CSP wants it. */
export const cspScriptHash = (body: string) =>
  `'sha256-${createHash('sha256').update(body).digest('base64')}'`;

function readText(root: string, href: string | null): string | null {
  if (!href) return null;
  try {
    return fs.readFileSync(path.join(root, href.replace(/^\/+/, '')), 'utf8');
  } catch {
    return null;
  }
}

/**
 * index.html's early-reads script (apps/web/src/early-reads-entry.ts): its tag, and its text as a
 * first paint's HTML inlines it, so the screen's first reads start while the HTML is parsed rather
 * than once that file has come (first-paint.ts). Null for a build whose script imports a chunk.
 */
export function earlyReadsInline(root: string): { tag: string; body: string } | null {
  let index: string;
  try {
    index = fs.readFileSync(path.join(root, 'index.html'), 'utf8');
  } catch {
    return null;
  }
  const match = /<script\b[^>]*\bsrc="(\/assets\/early-reads-[\w-]+\.js)"[^>]*><\/script>/.exec(index);
  const text = readText(root, match?.[1] ?? null);
  if (!match || text === null || /\bimport\s*[{*("'`]/.test(text)) return null;
  // A classic script in an IIFE (strict, as module code is): it runs where the parser meets it, in
  // <head>, while an async module script would wait for the rest of the HTML to be parsed.
  return { tag: match[0], body: inlineScriptBody(`(function(){"use strict";${text}})()`) };
}

/**
 * The hashes of the build's scripts the server inlines (the landing's, early-reads), for the CSP.
 * Reads only those two files (none without a build: API-only tests, a server without WEB_DIST).
 */
export function builtScriptHashes(root: string): string[] {
  const bodies = [earlyReadsInline(root)?.body, landingScriptBody(root, landingEntries(root).landingScript)];
  return bodies.flatMap((body) => (body ? [cspScriptHash(body)] : []));
}

/** The public pages' own files (dist/ssr/landing-manifest.json, vite.landing.config.ts), or none. */
function landingEntries(root: string): {
  landingScript: string | null;
  sharePlayerScript: string | null;
  publicStyle: string | null;
} {
  try {
    const manifest = JSON.parse(
      fs.readFileSync(path.join(root, 'ssr', 'landing-manifest.json'), 'utf8'),
    ) as Record<string, { file?: string; isEntry?: boolean; name?: string }>;
    const entries = Object.values(manifest).filter((item) => item.isEntry && item.file);
    const scripts = entries.filter((item) => item.file?.endsWith('.js'));
    // By name: the build has two scripts (vite.landing.config.ts); older builds only the landing's.
    const script = scripts.find((item) => item.name === 'landing') ?? scripts[0];
    const player = scripts.find((item) => item.name === 'share-player');
    const style = entries.find((item) => item.file?.endsWith('.css'));
    return {
      landingScript: script?.file ? `/${script.file}` : null,
      sharePlayerScript: player?.file ? `/${player.file}` : null,
      publicStyle: style?.file ? `/${style.file}` : null,
    };
  } catch {
    return { landingScript: null, sharePlayerScript: null, publicStyle: null };
  }
}

/** The landing script's text as the landing inlines it, or null. */
function landingScriptBody(root: string, landingScript: string | null): string | null {
  const text = readText(root, landingScript);
  return text === null ? null : inlineScriptBody(text);
}

/** What the web build produced that the rendered pages link to. */
export function readBuiltAssets(root: string): BuiltAssets {
  const index = fs.readFileSync(path.join(root, 'index.html'), 'utf8');
  const appStyles = stylesheetLinks(index).map((link) => link.href);
  const { landingScript, sharePlayerScript, publicStyle } = landingEntries(root);
  const styles = publicStyle ? [publicStyle] : appStyles;
  let inlineCss: string | null = null;
  try {
    inlineCss = styles
      .map((href) => fs.readFileSync(path.join(root, href.replace(/^\/+/, '')), 'utf8'))
      .join('\n');
  } catch {
    inlineCss = null;
  }
  return {
    styles,
    inlineCss,
    landingScript,
    landingScriptBody: landingScriptBody(root, landingScript),
    sharePlayerScript,
    font: builtFont(root),
    defaultIcon: builtIcon(root),
  };
}
