import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { processState } from '../test/server-process';
import {
  acquireDataDirLock,
  acquireFolderName,
  DataDirLockedError,
  LOCK_FILE_NAME,
  runningServerPid,
} from './data-dir-lock';

const dirs: string[] = [];
const children: ChildProcess[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cb-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(async () => {
  for (const child of children.splice(0)) {
    if (child.exitCode === null && child.signalCode === null) {
      const closed = new Promise((resolve) => child.once('close', resolve));
      child.kill('SIGKILL');
      await closed;
    }
  }
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** Tests that start processes: a node start takes a second or more on a loaded 2-core machine. */
const SPAWNS = { timeout: 60_000 };

/** Plain node listening on `file`, as a Colorbook server's lock does; prints its pid when up. */
const LISTENER = `require('node:net').createServer().listen(process.argv[1], () => console.log(process.pid))`;

/** Starts `command` and resolves its first line of output. */
function startPrinting(command: string, args: string[]): Promise<{ child: ChildProcess; line: string }> {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'inherit'] });
  children.push(child);
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const line = out.split('\n')[0];
      if (out.includes('\n') && line) resolve({ child, line });
    });
    child.once('exit', (code) => reject(new Error(`${command} exited with ${code}`)));
  });
}

/** A socket file whose process was killed with SIGKILL and reaped: what `kill -9` leaves. */
async function deadSocket(file: string): Promise<void> {
  const { child } = await startPrinting(process.execPath, ['-e', LISTENER, file]);
  const closed = new Promise((resolve) => child.once('close', resolve));
  child.kill('SIGKILL');
  await closed;
  expect(fs.statSync(file).isSocket()).toBe(true);
}

/** The same, made in-process: a socket file kept (by a second link) after its listener closed. */
async function closedSocket(file: string): Promise<void> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(file, resolve));
  fs.linkSync(file, `${file}.keep`);
  await new Promise((resolve) => server.close(resolve));
  fs.renameSync(`${file}.keep`, file);
}

describe('acquireDataDirLock', () => {
  it('creates the folder and a socket that answers with our pid; release removes it', async () => {
    const dataDir = path.join(tempDir(), 'a', 'b');
    const lock = await acquireDataDirLock(dataDir);
    const file = path.join(dataDir, LOCK_FILE_NAME);
    expect(lock.address).toBe(file);
    expect(lock.unlockedReason).toBeUndefined();
    expect(fs.statSync(file).isSocket()).toBe(true);
    expect(await runningServerPid(dataDir)).toBe(process.pid);
    lock.release();
    expect(fs.existsSync(file)).toBe(false);
    expect(await runningServerPid(dataDir)).toBeUndefined();
    lock.release();
  });

  it('refuses while a live process holds it, naming its pid, and leaves its lock alone', async () => {
    const dataDir = tempDir();
    const lock = await acquireDataDirLock(dataDir);
    try {
      const refused = await acquireDataDirLock(dataDir).catch((err: unknown) => err);
      expect(refused).toBeInstanceOf(DataDirLockedError);
      expect((refused as Error).message).toBe(
        `Another Colorbook server (pid ${process.pid}) is already using the data folder ${dataDir}. ` +
          'Stop it or set DATA_DIR to another folder.',
      );
      expect((refused as Error).message).not.toContain('delete');
      expect(await runningServerPid(dataDir)).toBe(process.pid);
    } finally {
      lock.release();
    }
  });

  it('refuses a holder that accepts connections but does not answer (a stopped server)', SPAWNS, async () => {
    const dataDir = tempDir();
    await startPrinting(process.execPath, ['-e', LISTENER, path.join(dataDir, LOCK_FILE_NAME)]);
    await expect(acquireDataDirLock(dataDir)).rejects.toThrow(
      `Another Colorbook server is already using the data folder ${dataDir}.`,
    );
  });

  it('takes over the socket a process killed with SIGKILL left behind', SPAWNS, async () => {
    const dataDir = tempDir();
    await deadSocket(path.join(dataDir, LOCK_FILE_NAME));
    expect(await runningServerPid(dataDir)).toBeUndefined();
    const lock = await acquireDataDirLock(dataDir);
    expect(await runningServerPid(dataDir)).toBe(process.pid);
    lock.release();
    // Nothing of the dead lock is left beside it.
    expect(fs.readdirSync(dataDir)).toEqual([]);
  });

  it(
    'takes over the lock of a killed holder that is still a zombie (its parent does not reap it)',
    SPAWNS,
    async () => {
      const dataDir = tempDir();
      const file = path.join(dataDir, LOCK_FILE_NAME);
      // sh starts the holder, prints its pid and becomes `sleep`, which never waits for children.
      const { child: parent, line } = await startPrinting('sh', [
        '-c',
        `"$0" -e "$1" "$2" >/dev/null & echo $!; exec sleep 60`,
        process.execPath,
        LISTENER,
        file,
      ]);
      const holder = Number(line);
      while (!fs.existsSync(file)) await new Promise((resolve) => setTimeout(resolve, 10));
      process.kill(holder, 'SIGKILL');
      while (!processState(holder).startsWith('Z')) await new Promise((resolve) => setTimeout(resolve, 10));
      // kill(pid, 0) still finds the zombie: the check that refused restarts before.
      expect(() => process.kill(holder, 0)).not.toThrow();
      const lock = await acquireDataDirLock(dataDir);
      expect(processState(holder)).toMatch(/^Z/);
      lock.release();
      parent.kill('SIGKILL');
    },
  );

  it(
    'takes over a lock file of an older build naming a live process that is not Colorbook',
    SPAWNS,
    async () => {
      // A pid file (the lock before this one) whose pid now belongs to some other program.
      const { child: other } = await startPrinting(process.execPath, [
        '-e',
        'console.log(1); setInterval(() => {}, 1e3)',
      ]);
      for (const content of [`${other.pid}\n`, `${process.pid}\n`, 'not a pid', '']) {
        const dataDir = tempDir();
        fs.writeFileSync(path.join(dataDir, LOCK_FILE_NAME), content);
        const lock = await acquireDataDirLock(dataDir);
        expect(fs.statSync(lock.address).isSocket()).toBe(true);
        lock.release();
      }
      expect(other.exitCode).toBeNull();
    },
  );

  // Linux serialises take-overs (any number of starts); elsewhere the set-aside guards two.
  const racers = process.platform === 'linux' ? 4 : 2;
  it(`lets exactly one of ${racers} starts racing for a dead lock win, every time`, SPAWNS, async () => {
    for (let round = 0; round < 10; round++) {
      const dataDir = tempDir();
      await closedSocket(path.join(dataDir, LOCK_FILE_NAME));
      const starts = Array.from({ length: racers }, () => acquireDataDirLock(dataDir));
      const results = await Promise.allSettled(starts);
      const won = results.filter((result) => result.status === 'fulfilled');
      expect(won.length).toBe(1);
      for (const result of results) {
        if (result.status === 'rejected') expect(result.reason).toBeInstanceOf(DataDirLockedError);
      }
      expect(await runningServerPid(dataDir)).toBe(process.pid);
      for (const result of won) result.value.release();
      expect(fs.readdirSync(dataDir)).toEqual([]);
    }
  });

  // Socket addresses hold 107 bytes on Linux; Node would cut a longer one short and lock another path.
  it.runIf(process.platform === 'linux')(
    'locks a folder whose path is longer than a socket address',
    SPAWNS,
    async () => {
      const dataDir = path.join(tempDir(), 'a'.repeat(60), 'b'.repeat(60));
      const lock = await acquireDataDirLock(dataDir);
      expect(fs.statSync(path.join(dataDir, LOCK_FILE_NAME)).isSocket()).toBe(true);
      await expect(acquireDataDirLock(dataDir)).rejects.toThrow(DataDirLockedError);
      lock.release();
      expect(fs.readdirSync(dataDir)).toEqual([]);
      // A dead lock in the long folder: made at a short path (where plain node can bind), moved there.
      const short = path.join(tempDir(), 'dead.sock');
      await deadSocket(short);
      fs.renameSync(short, path.join(dataDir, LOCK_FILE_NAME));
      (await acquireDataDirLock(dataDir)).release();
    },
  );
});

describe('acquireFolderName (where a folder cannot hold a socket file)', () => {
  it.runIf(process.platform === 'linux')(
    'names the folder itself, whichever path leads to it, and refuses a second holder',
    async () => {
      const dataDir = tempDir();
      const alias = path.join(tempDir(), 'alias');
      fs.symlinkSync(dataDir, alias);
      const lock = await acquireFolderName(dataDir, 'a test');
      expect(lock.unlockedReason).toBeUndefined();
      await expect(acquireFolderName(alias, 'a test')).rejects.toThrow(`(pid ${process.pid})`);
      lock.release();
      (await acquireFolderName(alias, 'a test')).release();
      // No file: nothing can be left behind.
      expect(fs.readdirSync(dataDir)).toEqual([]);
    },
  );
});
