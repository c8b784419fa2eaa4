import fs from 'node:fs';
import path from 'node:path';
import { WEB_BUILD_MANIFEST, type WebBuildManifest } from '@colorbook/web/seam';

/*
 * The web build (WEB_DIST) as the server reads it: its manifest (dist/ssr/web-build.json, the
 * seam: apps/web/seam/web-build.ts), read once at start, and the few files the pages it assembles
 * carry inline. The server finds every file through the manifest; it never lists the build's
 * folder for a name nor edits index.html.
 */

export type WebBuild = WebBuildManifest & {
  /** The build's folder. */
  root: string;
  /** Its favicon.svg as a data: URL (`svgDataUrl`), or null. */
  defaultIcon: string | null;
};

/** The web build in `root`, or null when it has no manifest (not built: the API alone answers). */
export function readWebBuild(root: string): WebBuild | null {
  let manifest: WebBuildManifest;
  try {
    manifest = JSON.parse(fs.readFileSync(path.join(root, WEB_BUILD_MANIFEST), 'utf8')) as WebBuildManifest;
  } catch {
    return null;
  }
  return { ...manifest, root, defaultIcon: builtIcon(root) };
}

/** A file of the build by its address (/assets/…), as text; null when it cannot be read. */
export function readBuildText(build: Pick<WebBuild, 'root'>, href: string): string | null {
  try {
    return fs.readFileSync(path.join(build.root, path.normalize(href).replace(/^([/\\])+/, '')), 'utf8');
  } catch {
    return null;
  }
}

/** An SVG file as a data: URL (whitespace between tags dropped; only what a URL must escape). */
export function svgDataUrl(svg: string): string {
  const compact = svg.replace(/>\s+</g, '><').replace(/\s+/g, ' ').trim();
  return `data:image/svg+xml,${compact.replace(/%/g, '%25').replace(/#/g, '%23')}`;
}

/**
 * The build's own favicon.svg as a data: URL, for pages whose settings name no other icon. A
 * browser asks for the icon while the page is still painting; inlined (≈0.5 KB compressed) it is
 * one request fewer then, which Lighthouse's slow-phone model counted on the landing's LCP.
 */
function builtIcon(root: string): string | null {
  try {
    return svgDataUrl(fs.readFileSync(path.join(root, 'favicon.svg'), 'utf8'));
  } catch {
    return null;
  }
}

/** What the server-rendered public pages (the landing, /terms, /privacy, /s/{token}) link and inline. */
export type BuiltAssets = {
  /** Their own stylesheet (only the rules those pages use), or the app's for a build without one. */
  styles: string[];
  /**
   * Their text, inlined in the page: one round trip fewer before the first paint on a slow phone
   * connection (the compressed CSS is smaller than that round trip costs).
   */
  inlineCss: string | null;
  /** The landing's script: inlined (allowed by its hash in the CSP), else linked. */
  landingScript: string | null;
  landingScriptBody: string | null;
  /** The share page's time-lapse player, loaded only when a log exists. */
  sharePlayerScript: string | null;
  /** The main text font, preloaded so text never swaps fonts late. */
  font: string | null;
  defaultIcon: string | null;
};

export function publicAssets(build: WebBuild): BuiltAssets {
  const parts = build.public;
  const styles = parts?.style ? [parts.style] : build.app.styles;
  const texts = styles.map((href) => readBuildText(build, href));
  return {
    styles,
    inlineCss: texts.every((text) => text !== null) ? texts.join('\n') : null,
    landingScript: parts?.landing ?? null,
    landingScriptBody: parts?.landingInline?.body ?? null,
    sharePlayerScript: parts?.sharePlayer ?? null,
    font: build.font,
    defaultIcon: build.defaultIcon,
  };
}
