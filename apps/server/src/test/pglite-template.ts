import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { migrationsFolder, openPglite } from '../db/client';

/**
 * A fresh PGlite costs seconds of initdb; loading a dump of an already migrated one takes
 * well under one. The first test file to need it builds the dump and leaves it in the temp
 * folder, named by a hash of the migrations and the PGlite version, so any change to either
 * builds a new one and a stale template can never be used.
 */
export async function migratedPgliteTemplate(): Promise<Blob> {
  const file = path.join(os.tmpdir(), `colorbook-pglite-${templateKey()}.tar`);
  if (fs.existsSync(file)) return new Blob([fs.readFileSync(file)]);

  const database = await openPglite();
  let dump: Blob;
  try {
    await database.migrate();
    dump = await database.client.dumpDataDir('none');
  } finally {
    await database.close();
  }
  // Write then rename: test files run in parallel and must never read a half-written file.
  const partial = `${file}.${process.pid}.partial`;
  fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  fs.renameSync(partial, file);
  return dump;
}

function templateKey(): string {
  const hash = createHash('sha256');
  const pgliteEntry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  hash.update(fs.readFileSync(path.join(path.dirname(pgliteEntry), '..', 'package.json')));
  const files = fs.readdirSync(migrationsFolder, { recursive: true, encoding: 'utf8' }).sort();
  for (const name of files) {
    const full = path.join(migrationsFolder, name);
    if (fs.statSync(full).isFile()) hash.update(name).update(fs.readFileSync(full));
  }
  return hash.digest('hex').slice(0, 16);
}
