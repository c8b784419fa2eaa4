/**
 * npm run backup [-- <folder>]: a backup of the embedded database and DATA_DIR/files into
 * <folder> (default backups/colorbook-<time>), whether the server is running or stopped.
 * With DATABASE_URL the data lives in PostgreSQL and S3: back them up with their own tools.
 */
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../apps/server/src/config';
import { openPglite } from '../apps/server/src/db/client';
import {
  acquireDataDirLock,
  DataDirLockedError,
  processAlive,
  runningServerPid,
} from '../apps/server/src/lib/data-dir-lock';
import { BACKUP_REQUEST_FILE, isFinishedBackup, writeBackup } from '../apps/server/src/lib/pglite-backup';

const config = loadConfig(process.env);
if (config.DATABASE_URL) {
  console.error(
    'colorbook: DATABASE_URL is set: back up PostgreSQL with pg_dump and the S3 bucket with its own tools.',
  );
  process.exit(1);
}
const dataDir = config.DATA_DIR;
const target = path.resolve(
  process.argv[2] ?? path.join('backups', `colorbook-${new Date().toISOString().replace(/[:.]/g, '-')}`),
);
if (fs.existsSync(target) && fs.readdirSync(target).length > 0) {
  console.error(`colorbook: ${target} is not empty; choose a new folder.`);
  process.exit(1);
}

// The server holding the folder's lock answers with its pid; a lock left by a dead one does not.
const runningPid = await runningServerPid(dataDir);

if (runningPid) {
  // Only the running server may open its database: it writes the backup when signalled.
  fs.writeFileSync(path.join(dataDir, BACKUP_REQUEST_FILE), target);
  process.kill(runningPid, 'SIGUSR2');
  const deadline = Date.now() + 10 * 60_000;
  while (!isFinishedBackup(target)) {
    const error = path.join(target, 'error.txt');
    if (fs.existsSync(error)) {
      console.error(
        `colorbook: the server could not write the backup: ${fs.readFileSync(error, 'utf8').trim()}`,
      );
      process.exit(1);
    }
    // Gone is gone: a server busy writing the backup on a loaded machine may not answer the
    // lock's probe in time, which once made this give up on a backup still being written.
    if (Date.now() > deadline || !processAlive(runningPid)) {
      console.error('colorbook: the server did not write the backup.');
      process.exit(1);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  console.log(`Backup written by the running server (pid ${runningPid}) to ${target}`);
} else {
  // Stopped: hold the folder's lock so no server starts while we read it.
  const lock = await acquireDataDirLock(dataDir).catch((err: unknown) => {
    // A server started meanwhile, or is too busy to say who it is: try again in a moment.
    if (!(err instanceof DataDirLockedError)) throw err;
    console.error(`colorbook: ${err.message} Try the backup again in a moment.`);
    process.exit(1);
  });
  try {
    const database = await openPglite(path.join(dataDir, 'db'));
    try {
      await writeBackup(database.client, dataDir, target);
    } finally {
      await database.close();
    }
  } finally {
    lock.release();
  }
  console.log(`Backup written to ${target}`);
}
