/**
 * npm run restore -- <folder>: replaces the embedded database and DATA_DIR/files with the
 * backup in <folder>. The server must be stopped. What was there is kept beside it as
 * db.before-restore-<time> and files.before-restore-<time>.
 */
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../apps/server/src/config';
import { openPglite } from '../apps/server/src/db/client';
import { acquireDataDirLock, DataDirLockedError } from '../apps/server/src/lib/data-dir-lock';
import { readBackupDump } from '../apps/server/src/lib/pglite-backup';

const config = loadConfig(process.env);
const source = process.argv[2];
if (!source || config.DATABASE_URL) {
  console.error(
    config.DATABASE_URL
      ? 'colorbook: DATABASE_URL is set: restore PostgreSQL with pg_restore.'
      : 'usage: npm run restore -- <backup folder>',
  );
  process.exit(1);
}
const dataDir = config.DATA_DIR;
let dump: Blob;
try {
  dump = readBackupDump(path.resolve(source));
} catch (err) {
  console.error(`colorbook: ${(err as Error).message}`);
  process.exit(1);
}

let lock: Awaited<ReturnType<typeof acquireDataDirLock>>;
try {
  lock = await acquireDataDirLock(dataDir);
} catch (err) {
  if (!(err instanceof DataDirLockedError)) throw err;
  console.error(`colorbook: ${err.message} Stop the server before restoring.`);
  process.exit(1);
}
try {
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  for (const name of ['db', 'files']) {
    const current = path.join(dataDir, name);
    if (fs.existsSync(current)) fs.renameSync(current, path.join(dataDir, `${name}.before-restore-${stamp}`));
  }
  const database = await openPglite(path.join(dataDir, 'db'), { loadDataDir: dump });
  await database.close();
  const files = path.join(path.resolve(source), 'files');
  if (fs.existsSync(files)) fs.cpSync(files, path.join(dataDir, 'files'), { recursive: true });
  console.log(
    `Restored ${path.resolve(source)} into ${path.resolve(dataDir)} (the previous data kept as *.before-restore-${stamp})`,
  );
} finally {
  lock.release();
}
