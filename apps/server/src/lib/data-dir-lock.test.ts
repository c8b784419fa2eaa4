import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError, isProcessAlive, LOCK_FILE_NAME } from './data-dir-lock';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cb-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** The pid of a process that has certainly exited. */
const deadPid = () => {
  const { pid } = spawnSync(process.execPath, ['-e', '']);
  if (!pid || isProcessAlive(pid)) throw new Error('could not get a dead pid');
  return pid;
};

describe('acquireDataDirLock', () => {
  it('creates the folder and a lock file with our pid, removed on release', () => {
    const dataDir = path.join(tempDir(), 'nested', 'data');
    const lock = acquireDataDirLock(dataDir);
    expect(fs.readFileSync(path.join(dataDir, LOCK_FILE_NAME), 'utf8').trim()).toBe(String(process.pid));
    lock.release();
    expect(fs.existsSync(lock.file)).toBe(false);
    lock.release();
  });

  it('refuses while the pid in the lock is alive, naming pid and folder', () => {
    const dataDir = tempDir();
    fs.writeFileSync(path.join(dataDir, LOCK_FILE_NAME), `${process.ppid}\n`);
    expect(() => acquireDataDirLock(dataDir)).toThrow(DataDirLockedError);
    expect(() => acquireDataDirLock(dataDir)).toThrow(
      `Another Colorbook server (pid ${process.ppid}) is already using the data folder ${dataDir}. Stop it or set DATA_DIR to another folder.`,
    );
    expect(fs.readFileSync(path.join(dataDir, LOCK_FILE_NAME), 'utf8').trim()).toBe(String(process.ppid));
  });

  it('takes over a stale lock left by a dead process', () => {
    const dataDir = tempDir();
    fs.writeFileSync(path.join(dataDir, LOCK_FILE_NAME), `${deadPid()}\n`);
    const lock = acquireDataDirLock(dataDir);
    expect(fs.readFileSync(lock.file, 'utf8').trim()).toBe(String(process.pid));
    lock.release();
  });

  it('takes over a lock naming our own pid (a restarted container is pid 1 again) or garbage', () => {
    for (const content of [`${process.pid}\n`, 'not a pid', '']) {
      const dataDir = tempDir();
      fs.writeFileSync(path.join(dataDir, LOCK_FILE_NAME), content);
      acquireDataDirLock(dataDir).release();
    }
  });

  it('does not delete a lock that another process has taken since', () => {
    const dataDir = tempDir();
    const lock = acquireDataDirLock(dataDir);
    fs.writeFileSync(lock.file, `${process.ppid}\n`);
    lock.release();
    expect(fs.existsSync(lock.file)).toBe(true);
  });
});
