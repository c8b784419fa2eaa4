import type { Plugin, Rollup } from 'vite';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

/*
 * A screen whose code is its own lazy chunk asks for it only after the app's bundle has run: a
 * second wave of downloads. For the screens listed here the build writes route-preloads.json (the
 * chunk and the chunks it imports, minus what the entry loads anyway) and the server links them
 * as modulepreload in that address's HTML (apps/server/src/plugins/first-paint.ts), so they
 * download beside the bundle. `scriptImports`: the chunks an early entry imports, which its
 * first paint needs at once (the server holds the app's other chunks back there).
 */

export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

/**
 * Address patterns, the module whose chunk they need, and an early entry (vite.config.ts) that
 * draws into the server's first paint of that address: the server runs it there (`scripts`).
 */
const routes: Array<{ pattern: string; module: RegExp; early?: string }> = [
  {
    pattern: '^/pages/\\d+/color$',
    module: /[\\/]features[\\/]coloring[\\/]coloring-page\.tsx$/,
    early: 'early-coloring',
  },
];

function staticClosure(bundle: OutputBundle, start: OutputChunk): Set<string> {
  const seen = new Set<string>();
  const queue = [start.fileName];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    const chunk = bundle[file];
    if (chunk?.type === 'chunk') queue.push(...chunk.imports);
  }
  return seen;
}

export function routePreloads(): Plugin {
  return {
    name: 'colorbook-route-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
      const entry = chunks.find((chunk) => chunk.isEntry && chunk.facadeModuleId?.endsWith('index.html'));
      const loaded = entry ? staticClosure(bundle, entry) : new Set<string>();
      const preloads = routes.flatMap(({ pattern, module, early }) => {
        const chunk = chunks.find(
          (candidate) => candidate.facadeModuleId && module.test(candidate.facadeModuleId),
        );
        if (!chunk) return [];
        const files = [...staticClosure(bundle, chunk)].filter((file) => !loaded.has(file));
        const script = chunks.find((candidate) => candidate.isEntry && candidate.name === early);
        // What the early script loads itself: the only chunks its first paint asks for at once.
        const scriptImports = script
          ? [...staticClosure(bundle, script)].filter((file) => file !== script.fileName)
          : [];
        return [
          {
            pattern,
            files: files.map((file) => `/${file}`),
            scripts: script ? [`/${script.fileName}`] : [],
            scriptImports: scriptImports.map((file) => `/${file}`),
          },
        ];
      });
      this.emitFile({
        type: 'asset',
        fileName: ROUTE_PRELOADS_FILE,
        source: `${JSON.stringify(preloads, null, 2)}\n`,
      });
    },
  };
}
