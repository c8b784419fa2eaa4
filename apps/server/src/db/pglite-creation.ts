import fs from 'node:fs';
import path from 'node:path';
import type { Logger } from '../logger';
import { isNewPgliteFolder } from './pglite-template';

/**
 * A new embedded database is created whole or not at all. PGlite's initdb (or unpacking the
 * build's template) writes PG_VERSION before the cluster is complete, so a server killed in
 * that moment left a folder that looked created and could never be opened again ("Cannot read
 * properties of undefined"). Creating it now leaves `<dir>.creating` beside it until the new
 * database is migrated; a start that finds that marker knows the creation was cut short and
 * starts it over. Nothing was served from such a database (the server listens only after it
 * opened), so nothing is lost.
 */
export interface PgliteCreation {
  /** The new database is complete (created and migrated): drop the marker, durably. */
  finish(): void;
}

const markerOf = (pgliteDir: string) => `${pgliteDir}.creating`;

/** Makes the folder's entries (a marker written or removed) survive a power cut. */
function syncFolder(folder: string): void {
  try {
    const fd = fs.openSync(folder, 'r');
    try {
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
  } catch {
    // Windows cannot open a folder for fsync; its file system orders the rename anyway.
  }
}

/**
 * Undefined for a database that exists (the usual start). Otherwise the folder is new or its
 * creation was interrupted: the remains are removed and the marker written, before PGlite
 * creates anything.
 */
export function beginPgliteCreation(pgliteDir: string, logger?: Logger): PgliteCreation | undefined {
  const marker = markerOf(pgliteDir);
  const parent = path.dirname(pgliteDir);
  if (fs.existsSync(marker)) {
    logger?.warn(
      `The embedded database in ${pgliteDir} was still being created when the server stopped: creating it again`,
    );
    fs.rmSync(pgliteDir, { recursive: true, force: true });
  } else if (!isNewPgliteFolder(pgliteDir)) {
    return undefined;
  }
  fs.mkdirSync(parent, { recursive: true });
  const fd = fs.openSync(marker, 'w');
  try {
    fs.writeSync(fd, `Creation of ${path.basename(pgliteDir)}/ started ${new Date().toISOString()}\n`);
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  syncFolder(parent);
  return {
    finish() {
      fs.rmSync(marker, { force: true });
      syncFolder(parent);
    },
  };
}
