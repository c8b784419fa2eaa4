import fs from 'node:fs';
import path from 'node:path';

export const LOCK_FILE_NAME = 'colorbook.lock';

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
  constructor(
    readonly pid: number,
    readonly dataDir: string,
  ) {
    super(
      `Another Colorbook server (pid ${pid}) is already using the data folder ${dataDir}. ` +
        `Stop it or set DATA_DIR to another folder. ` +
        `(If no server is running, delete ${path.join(dataDir, LOCK_FILE_NAME)}.)`,
    );
  }
}

export interface DataDirLock {
  readonly file: string;
  /** Idempotent; removes the file only while it still names this process. */
  release(): void;
}

/** `kill(pid, 0)` sends nothing; it only asks whether the process exists. EPERM means it does. */
export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

const readPid = (file: string): number | undefined => {
  try {
    const pid = Number.parseInt(fs.readFileSync(file, 'utf8').trim(), 10);
    return Number.isSafeInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
};

/**
 * PGlite is single-process and takes no lock on its folder, so two servers on one DATA_DIR
 * would corrupt it. This creates DATA_DIR and holds DATA_DIR/colorbook.lock (created with
 * O_EXCL, so exactly one process wins) containing our pid. A lock whose pid is dead, or is
 * our own pid (a container restart reuses pid 1), is stale and taken over.
 */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE_NAME);

  // Two tries: the second follows removing a stale lock. If another process re-created it in
  // between, the second try sees that live owner and refuses.
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = fs.openSync(file, 'wx');
      fs.writeSync(fd, `${process.pid}\n`);
      fs.closeSync(fd);
      return makeLock(file);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    const owner = readPid(file);
    if (owner !== undefined && owner !== process.pid && isProcessAlive(owner)) {
      throw new DataDirLockedError(owner, dataDir);
    }
    fs.rmSync(file, { force: true });
  }
  const owner = readPid(file) ?? 0;
  throw new DataDirLockedError(owner, dataDir);
}

function makeLock(file: string): DataDirLock {
  let held = true;
  return {
    file,
    release() {
      if (!held) return;
      held = false;
      if (readPid(file) === process.pid) fs.rmSync(file, { force: true });
    },
  };
}
