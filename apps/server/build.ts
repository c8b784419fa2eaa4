/**
 * The production build of the server (`npm run build -w @colorbook/server`, part of the root
 * `npm run build`): plain JavaScript that `node apps/server/dist/server.js` runs without tsx
 * (docs/decisions/0023-compiled-server-build.md), and the backup and restore commands beside it.
 *
 * - esbuild bundles src/server.ts with the workspace packages it imports (@colorbook/*, whose
 *   package entries are TypeScript); every other package stays an import from node_modules, so
 *   a production install (`npm ci --omit=dev`) provides it. Lazy `import()`s become chunks.
 * - Every output file sits directly in dist/, so `import.meta.dirname` is the same folder for
 *   all of them: the migrations are copied to dist/migrations (where db/client.ts looks) and
 *   config.ts's `../../web/dist` still names the SPA's build.
 * - A migrated, empty PGlite database is dumped beside them (db/pglite-template.ts), so a new
 *   data folder starts from it instead of spending seconds in initdb.
 */
import fs from 'node:fs';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';
import { migrationsFolder, openPglite } from './src/db/client';
import { writePgliteTemplate } from './src/db/pglite-template';

const root = import.meta.dirname;

/** Workspace packages are bundled (their entries are TypeScript); every other package stays in node_modules. */
const workspacePackagesOnly: Plugin = {
  name: 'workspace-packages-only',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@colorbook/') ? undefined : { path: args.path, external: true },
    );
  },
};

/** An empty database with every migration applied, not seeded (the seed writes today's dates). */
async function migratedDatabaseDump(): Promise<Blob> {
  const database = await openPglite();
  try {
    await database.migrate();
    return await database.client.dumpDataDir('none');
  } finally {
    await database.close();
  }
}

/**
 * Builds into `outdir`, which must sit directly in apps/server/ like dist/ (the paths above
 * assume it). `migratedDump` makes the template's database (tests pass a cached one).
 */
export async function buildServer(
  outdir = path.join(root, 'dist'),
  migratedDump: () => Promise<Blob> = migratedDatabaseDump,
): Promise<{ template: string }> {
  fs.rmSync(outdir, { recursive: true, force: true });
  await build({
    entryPoints: {
      server: path.join(root, 'src/server.ts'),
      backup: path.join(root, '../../scripts/backup.ts'),
      restore: path.join(root, '../../scripts/restore.ts'),
    },
    outdir,
    bundle: true,
    splitting: true,
    chunkNames: '[name]-[hash]',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    logLevel: 'warning',
    plugins: [workspacePackagesOnly],
  });
  const migrations = path.join(outdir, 'migrations');
  fs.cpSync(migrationsFolder, migrations, { recursive: true });
  return { template: await writePgliteTemplate(migrations, await migratedDump()) };
}

// `node --import tsx build.ts` (npm run build -w @colorbook/server).
if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const started = Date.now();
  const { template } = await buildServer();
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`server built to apps/server/dist (+ ${path.basename(template)}) in ${seconds} s`);
}
