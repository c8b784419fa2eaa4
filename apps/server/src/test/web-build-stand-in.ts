import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  appDocument,
  inlineScript,
  type PublicParts,
  WEB_BUILD_MANIFEST,
  type WebBuildManifest,
} from '@colorbook/web/seam';

/*
 * A small web build for the server's tests: its manifest (the seam, apps/web/seam/web-build.ts),
 * the index.html the build would write from it, the files named and stand-in render modules. The
 * server under test reads it as it reads the real one; the browser journeys use the real build.
 */

export type WebBuildStandIn = {
  /** Parts of the manifest to change; the rest are the defaults below. */
  manifest?: Partial<Omit<WebBuildManifest, 'public'>> & { public?: Partial<PublicParts> };
  /** More files, by path under the build's folder. */
  files?: Record<string, string | Buffer>;
  /** Stand-in render modules' source (dist/ssr/first-paint.js, dist/ssr/entry-server.js). */
  firstPaintModule?: string;
  publicPagesModule?: string;
  /** false: no index.html (a build the server must not serve). */
  index?: boolean;
};

/** The inline scripts a build's pages carry, with their real hashes. */
export const STAND_IN_INLINE = {
  earlyReads: inlineScript('window.__earlyReads=[];const tag="</script>";'),
  firstPaintGuard: inlineScript('document.documentElement.dataset.guard="1"'),
  appStart: inlineScript('setTimeout(function(){startApp()},1500)'),
};

/** Writes the build into a new temporary folder and returns the folder and its manifest. */
export function writeWebBuild(options: WebBuildStandIn = {}): { root: string; manifest: WebBuildManifest } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'cb-web-build-'));
  const given = options.manifest ?? {};
  const manifest: WebBuildManifest = {
    app: { entry: '/assets/index-i1.js', chunks: ['/assets/app-b1.js'], styles: [] },
    font: null,
    inline: STAND_IN_INLINE,
    routes: [],
    ...given,
    public: given.public
      ? { style: null, landing: null, landingInline: null, sharePlayer: null, ...given.public }
      : undefined,
    ssr: {
      ...(options.publicPagesModule ? { publicPages: 'ssr/entry-server.js' } : {}),
      ...(options.firstPaintModule ? { firstPaint: 'ssr/first-paint.js' } : {}),
      ...given.ssr,
    },
  };
  const files: Record<string, string | Buffer> = {
    [WEB_BUILD_MANIFEST]: JSON.stringify(manifest),
    ...(options.index === false ? {} : { 'index.html': appDocument(manifest) }),
    ...(options.firstPaintModule ? { [manifest.ssr?.firstPaint ?? '']: options.firstPaintModule } : {}),
    ...(options.publicPagesModule ? { [manifest.ssr?.publicPages ?? '']: options.publicPagesModule } : {}),
    ...options.files,
  };
  for (const [name, content] of Object.entries(files)) {
    const file = path.join(root, name);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, content);
  }
  return { root, manifest };
}
