import fs from 'node:fs';
import path from 'node:path';
import { build as esbuild } from 'esbuild';
import type { Plugin, Rollup } from 'vite';
import { APP_HEAD, APP_TITLE, appDocument } from './seam/app-document';
import { inlineScript } from './seam/inline-script';
import {
  type InlineScript,
  type PublicParts,
  type RoutePreload,
  WEB_BUILD_MANIFEST,
  type WebBuildManifest,
} from './seam/web-build';
import { pathPattern, screens } from './src/app/screens';

/*
 * The web build's half of the seam (docs/decisions/0034): each of the three builds writes its part
 * of one manifest, dist/ssr/web-build.json (seam/web-build.ts), which the server reads:
 * - the app's build (vite.config.ts, webBuild()): the entry, its chunks and stylesheets, the text
 *   font, the inline scripts with their CSP hashes, and the lazy chunks of the screens whose row
 *   in the screen table asks for a preload; index.html is written from the same parts by the same
 *   function the server uses (seam/app-document.ts);
 * - the public pages' build (vite.landing.config.ts, publicPagesPart()): their stylesheet, the
 *   landing's script (inlined too) and the share page's player;
 * - the server render modules' build (vite.ssr.config.ts, ssrPart()).
 */

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

/**
 * The app pages' inline scripts, each bundled on its own as one classic script (no imports: it
 * runs where the parser meets it, before any file has come).
 */
const INLINE_SOURCES = {
  earlyReads: 'src/early-reads-entry.ts',
  firstPaintGuard: 'src/first-paint-guard-entry.ts',
  appStart: 'src/app-start-fallback.ts',
} as const;

async function bundleInline(root: string, entry: string): Promise<InlineScript> {
  const result = await esbuild({
    entryPoints: [path.join(root, entry)],
    bundle: true,
    format: 'iife',
    minify: true,
    write: false,
    target: 'es2020',
    platform: 'browser',
    legalComments: 'none',
  });
  return inlineScript(result.outputFiles[0]?.text ?? '');
}

/** Reads, merges in one build's part and writes the manifest (the app's build starts it afresh). */
function writePart(outDir: string, part: Partial<WebBuildManifest>, fresh = false): void {
  const file = path.join(outDir, WEB_BUILD_MANIFEST);
  const current = !fresh && fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as object) : {};
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify({ ...current, ...part }, null, 2)}\n`);
}

/** The chunks a chunk loads before it runs (itself first), in the order it imports them. */
function staticClosure(bundle: OutputBundle, start: OutputChunk): string[] {
  const seen: string[] = [];
  const visit = (file: string) => {
    if (seen.includes(file)) return;
    seen.push(file);
    const chunk = bundle[file];
    if (chunk?.type === 'chunk') for (const next of chunk.imports) visit(next);
  };
  visit(start.fileName);
  return seen;
}

const href = (file: string) => `/${file}`;

/** The app's entry, the chunks it imports and the stylesheets they bring. */
function appParts(bundle: OutputBundle, entry: OutputChunk): WebBuildManifest['app'] {
  const closure = staticClosure(bundle, entry);
  const styles = closure.flatMap((file) => {
    const chunk = bundle[file];
    return chunk?.type === 'chunk' ? [...(chunk.viteMetadata?.importedCss ?? [])] : [];
  });
  return {
    entry: href(entry.fileName),
    chunks: closure.slice(1).map(href),
    styles: [...new Set(styles)].map(href),
  };
}

/** The screens whose row asks for a preload: their lazy chunk's closure, minus what the app loads anyway. */
function routePreloads(bundle: OutputBundle, entry: OutputChunk): RoutePreload[] {
  const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
  const loaded = new Set(staticClosure(bundle, entry));
  return Object.values(screens).flatMap((screen) => {
    if (!screen.preload) return [];
    const { module, early } = screen.preload;
    const chunk = module
      ? chunks.find((candidate) =>
          candidate.facadeModuleId?.replace(/\\/g, '/').match(new RegExp(`/src/${module}\\.tsx?$`)),
        )
      : undefined;
    if (module && !chunk) throw new Error(`web build: no chunk for ${module} (screen ${screen.path})`);
    const earlyEntry = early
      ? chunks.find((candidate) => candidate.isEntry && candidate.name === early)
      : undefined;
    if (early && !earlyEntry) throw new Error(`web build: no early entry ${early}`);
    return [
      {
        pattern: pathPattern(screen.path),
        chunks: chunk
          ? staticClosure(bundle, chunk)
              .filter((file) => !loaded.has(file))
              .map(href)
          : [],
        ...(earlyEntry
          ? {
              early: {
                entry: href(earlyEntry.fileName),
                imports: staticClosure(bundle, earlyEntry).slice(1).map(href),
              },
            }
          : {}),
      },
    ];
  });
}

/** The main text font (Nunito, latin, variable weight), by the file it was built from. */
function textFont(bundle: OutputBundle): string | null {
  const font = Object.values(bundle).find(
    (item) =>
      item.type === 'asset' &&
      item.originalFileNames.some((name) => name.endsWith('nunito-latin-wght-normal.woff2')),
  );
  return font ? href(font.fileName) : null;
}

/**
 * The app's build: index.html from the manifest's parts, and the manifest itself. In development
 * (vite serve) index.html only gets the head's tags: the server is not in front of Vite there.
 */
export function webBuild(): Plugin {
  let root = process.cwd();
  let manifest: WebBuildManifest | null = null;
  return {
    name: 'colorbook-web-build',
    // After vite-plugin-pwa's own edit of index.html (its manifest link): the page is written whole here.
    enforce: 'post',
    configResolved(config) {
      root = config.root;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, { bundle, chunk }) {
        if (!bundle || !chunk) {
          // Development: Vite serves index.html itself; it only needs the head's tags.
          const head = [...APP_HEAD, `<title>${APP_TITLE}</title>`].join('\n');
          return html.replace('<head>', () => `<head>\n${head}`);
        }
        const [earlyReads, firstPaintGuard, appStart] = await Promise.all(
          Object.values(INLINE_SOURCES).map((entry) => bundleInline(root, entry)),
        );
        manifest = {
          app: appParts(bundle, chunk),
          font: textFont(bundle),
          inline: {
            earlyReads: earlyReads as InlineScript,
            firstPaintGuard: firstPaintGuard as InlineScript,
            appStart: appStart as InlineScript,
          },
          routes: routePreloads(bundle, chunk),
        };
        return appDocument(manifest);
      },
    },
    writeBundle(options) {
      if (!manifest) throw new Error('web build: index.html was not written from the manifest');
      writePart(options.dir ?? path.join(root, 'dist'), manifest, true);
    },
  };
}

/** The public pages' build: their stylesheet, the landing's script (also inlined) and the share player. */
export function publicPagesPart(): Plugin {
  let part: PublicParts | null = null;
  return {
    name: 'colorbook-public-pages-part',
    apply: 'build',
    generateBundle(_options, bundle) {
      const entry = (name: string) =>
        Object.values(bundle).find(
          (item): item is OutputChunk => item.type === 'chunk' && item.isEntry && item.name === name,
        );
      const style = Object.values(bundle).find(
        (item) =>
          item.type === 'asset' && item.originalFileNames.some((name) => name.endsWith('ssr/public.css')),
      );
      const landing = entry('landing');
      part = {
        style: style ? href(style.fileName) : null,
        landing: landing ? href(landing.fileName) : null,
        landingInline: landing ? inlineScript(landing.code) : null,
        sharePlayer: entry('share-player') ? href((entry('share-player') as OutputChunk).fileName) : null,
      };
    },
    writeBundle(options) {
      if (part) writePart(options.dir as string, { public: part });
    },
  };
}

/** The server render modules' build (its outDir is dist/ssr). */
export function ssrPart(): Plugin {
  return {
    name: 'colorbook-ssr-part',
    apply: 'build',
    writeBundle(options, bundle) {
      const file = (name: string) => {
        const chunk = Object.values(bundle).find(
          (item): item is OutputChunk => item.type === 'chunk' && item.isEntry && item.name === name,
        );
        if (!chunk) throw new Error(`ssr build: no ${name} entry`);
        return `ssr/${chunk.fileName}`;
      };
      const outDir = path.dirname(options.dir as string);
      writePart(outDir, { ssr: { publicPages: file('entry-server'), firstPaint: file('first-paint') } });
    },
  };
}
