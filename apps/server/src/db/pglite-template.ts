import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import zlib from 'node:zlib';
import { migrationsHash } from './migrations-check';

/**
 * A new embedded database costs PGlite's initdb, several seconds; loading a dump of an already
 * migrated one takes about one. The production build (apps/server/build.ts) writes that dump
 * beside the migrations folder, brotli-compressed (40 MB → ~3 MB, ~0.2 s to unpack), named by a
 * hash of the PGlite version and the migrations, so a dump made by another PGlite or for other
 * migrations is never loaded: the server then runs initdb and migrates as before.
 */
export function pgliteTemplateFile(migrationsFolder: string): string {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const pglite = fs.readFileSync(path.join(path.dirname(entry), '..', 'package.json'));
  const key = createHash('sha256').update(pglite).update(migrationsHash(migrationsFolder)).digest('hex');
  return path.join(migrationsFolder, '..', `pglite-${key.slice(0, 16)}.tar.br`);
}

/** The dump for `migrationsFolder`, as PGlite's `loadDataDir` takes it, or undefined when none was built. */
export function readPgliteTemplate(migrationsFolder: string): Blob | undefined {
  const file = pgliteTemplateFile(migrationsFolder);
  if (!fs.existsSync(file)) return undefined;
  return new Blob([zlib.brotliDecompressSync(fs.readFileSync(file))]);
}

/** Writes `dump` (from `dumpDataDir('none')` of a database migrated from `migrationsFolder`). */
export async function writePgliteTemplate(migrationsFolder: string, dump: Blob): Promise<string> {
  const file = pgliteTemplateFile(migrationsFolder);
  const packed = zlib.brotliCompressSync(Buffer.from(await dump.arrayBuffer()), {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 },
  });
  fs.writeFileSync(file, packed);
  return file;
}

/** A data folder PGlite has not initialised yet (missing or empty). */
export const isNewPgliteFolder = (dataDir: string) => !fs.existsSync(path.join(dataDir, 'PG_VERSION'));
