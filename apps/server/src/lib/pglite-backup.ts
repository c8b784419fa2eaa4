import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { Logger } from '../logger';

/**
 * Backups of the embedded database (README "Backup and restore"). A backup is a folder:
 * `database.tar.gz` (PGlite's own dump of its data folder, taken between two queries, so it
 * is consistent), `files/` (a copy of DATA_DIR/files) and `manifest.json`, written last: a
 * folder without it is unfinished. The database is dumped before the files are copied, and
 * a file is stored before the row naming it commits, so every file the dump names is copied.
 */
export const BACKUP_REQUEST_FILE = 'backup-request';
const MANIFEST = 'manifest.json';
const DATABASE_DUMP = 'database.tar.gz';

export async function writeBackup(client: PGlite, dataDir: string, target: string): Promise<void> {
  fs.mkdirSync(target, { recursive: true });
  if (fs.existsSync(path.join(target, MANIFEST))) throw new Error(`${target} already holds a backup`);
  const dump = await client.dumpDataDir('gzip');
  fs.writeFileSync(path.join(target, DATABASE_DUMP), Buffer.from(await dump.arrayBuffer()));
  const files = path.join(dataDir, 'files');
  if (fs.existsSync(files)) fs.cpSync(files, path.join(target, 'files'), { recursive: true });
  const manifest = { format: 1, createdAt: new Date().toISOString(), dataDir: path.resolve(dataDir) };
  fs.writeFileSync(path.join(target, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
}

export const isFinishedBackup = (folder: string) => fs.existsSync(path.join(folder, MANIFEST));

/** The dump as PGlite's `loadDataDir` takes it; throws when `folder` is not a finished backup. */
export function readBackupDump(folder: string): Blob {
  if (!isFinishedBackup(folder))
    throw new Error(`${folder} is not a finished Colorbook backup (no ${MANIFEST})`);
  return new Blob([fs.readFileSync(path.join(folder, DATABASE_DUMP))], { type: 'application/x-gzip' });
}

/**
 * In a running server on PGlite: `npm run backup` writes the target folder's path into
 * DATA_DIR/backup-request and sends SIGUSR2; the server, the only process that may open the
 * database, writes the backup (or `error.txt` in the target) between requests.
 */
export function serveBackupRequests(client: PGlite, dataDir: string, logger: Logger): void {
  process.on('SIGUSR2', () => {
    const requestFile = path.join(dataDir, BACKUP_REQUEST_FILE);
    let target: string;
    try {
      target = fs.readFileSync(requestFile, 'utf8').trim();
      fs.rmSync(requestFile, { force: true });
    } catch {
      return; // a stray signal: nothing was asked
    }
    writeBackup(client, dataDir, target).then(
      () => logger.info({ target }, 'backup written'),
      (err: unknown) => {
        logger.error({ err, target }, 'backup failed');
        fs.mkdirSync(target, { recursive: true });
        fs.writeFileSync(path.join(target, 'error.txt'), `${(err as Error).message}\n`);
      },
    );
  });
}
