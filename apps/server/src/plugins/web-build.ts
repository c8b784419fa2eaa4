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
  /** The share page's time-lapse player (same manifest), loaded only when a log exists. */
  sharePlayerScript?: string | null;
  /** The main text font, preloaded so text never swaps fonts late. */
  font: string | null;
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

/** What the web build produced that the rendered pages link to. */
export function readBuiltAssets(root: string): BuiltAssets {
  const index = fs.readFileSync(path.join(root, 'index.html'), 'utf8');
  const appStyles = stylesheetLinks(index).map((link) => link.href);
  let landingScript: string | null = null;
  let sharePlayerScript: string | null = null;
  let publicStyle: string | null = null;
  try {
    const manifest = JSON.parse(
      fs.readFileSync(path.join(root, 'ssr', 'landing-manifest.json'), 'utf8'),
    ) as Record<string, { file?: string; isEntry?: boolean; name?: string }>;
    const entries = Object.values(manifest).filter((item) => item.isEntry && item.file);
    const scripts = entries.filter((item) => item.file?.endsWith('.js'));
    // By name: the build has two scripts (vite.landing.config.ts); older builds only the landing's.
    const script = scripts.find((item) => item.name === 'landing') ?? scripts[0];
    const player = scripts.find((item) => item.name === 'share-player');
    sharePlayerScript = player?.file ? `/${player.file}` : null;
    const style = entries.find((item) => item.file?.endsWith('.css'));
    landingScript = script?.file ? `/${script.file}` : null;
    publicStyle = style?.file ? `/${style.file}` : null;
  } catch {
    landingScript = null;
  }
  const styles = publicStyle ? [publicStyle] : appStyles;
  let inlineCss: string | null = null;
  try {
    inlineCss = styles
      .map((href) => fs.readFileSync(path.join(root, href.replace(/^\/+/, '')), 'utf8'))
      .join('\n');
  } catch {
    inlineCss = null;
  }
  return { styles, inlineCss, landingScript, sharePlayerScript, font: builtFont(root) };
}
