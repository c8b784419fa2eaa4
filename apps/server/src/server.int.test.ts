import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openPglite } from './db/client';
import { LOCK_FILE_NAME, runningServerPid } from './lib/data-dir-lock';
import { listSettings } from './modules/settings/settings.repo';
import {
  freePort,
  type RunningProcess,
  runNode,
  runTs,
  serverEnv,
  startServer,
  waitForHealth,
  waitForStdout,
} from './test/server-process';

/**
 * The real process: `node --import tsx apps/server/src/server.ts` on a temporary DATA_DIR with
 * the embedded PGlite. These guard PGlite-only concerns (the DATA_DIR lock, single-process
 * access, crash recovery of the embedded files), so vitest.config.ts leaves this file out of
 * integration-pg, where it would repeat the same PGlite runs rather than test PostgreSQL.
 */
/** This machine's first address others could reach (none in a sandbox without a network). */
function outsideAddress(): string | undefined {
  return Object.values(os.networkInterfaces())
    .flat()
    .find((entry) => entry && !entry.internal && entry.family === 'IPv4')?.address;
}

/** Whether a TCP connection to host:port is accepted. */
function accepts(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    socket.setTimeout(5_000, () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

describe('server process on the embedded database', () => {
  const running: RunningProcess[] = [];
  const dirs: string[] = [];
  const track = (proc: RunningProcess) => {
    running.push(proc);
    return proc;
  };
  const tempDataDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cb-process-'));
    dirs.push(dir);
    return dir;
  };

  afterEach(async () => {
    for (const proc of running.splice(0)) {
      if (proc.child.exitCode === null && proc.child.signalCode === null) proc.child.kill('SIGKILL');
      await proc.exited;
    }
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('starts over a lock file naming a live process that is not Colorbook, refuses a second server, stops cleanly on SIGTERM', {
    timeout: 300_000,
  }, async () => {
    const dataDir = tempDataDir();
    // An older build's lock file, naming a pid that now belongs to another program (a reused pid).
    const other = track(runNode(['-e', 'setInterval(() => {}, 1000)'], {}));
    const lockFile = path.join(dataDir, LOCK_FILE_NAME);
    fs.writeFileSync(lockFile, `${other.child.pid}\n`);
    const port = await freePort();
    // `npm start` with no HOST, NODE_ENV nor PUBLIC_URL: loopback only, with test payments.
    const { HOST: _host, NODE_ENV: _env, ...bare } = serverEnv(dataDir, port);
    const first = track(runTs('apps/server/src/server.ts', bare));
    expect(await waitForHealth(first, port)).toMatchObject({ status: 'ok', database: 'ok' });
    expect(first.output()).toContain('Test payments are on (no money moves) and sign-in codes are printed');
    expect(first.output()).toContain('Listening on 127.0.0.1.');
    const outside = outsideAddress();
    if (outside) expect(await accepts(outside, port)).toBe(false);
    expect(other.child.exitCode).toBeNull();
    // The lock is a socket the server listens on; it answers with the server's pid.
    expect(fs.statSync(lockFile).isSocket()).toBe(true);
    expect(await runningServerPid(dataDir)).toBe(first.child.pid);

    const second = track(startServer(dataDir, await freePort()));
    const { code } = await second.exited;
    expect(code).toBe(1);
    expect(second.output()).toContain(
      `colorbook: Another Colorbook server (pid ${first.child.pid}) is already using the data folder ${dataDir}. ` +
        'Stop it or set DATA_DIR to another folder.\n',
    );
    // The old hint to delete the lock file is gone: nobody needs to.
    expect(second.output()).not.toContain('delete');
    // The refused start must not have disturbed the running one or its lock.
    expect(await waitForHealth(first, port)).toMatchObject({ status: 'ok' });
    expect(await runningServerPid(dataDir)).toBe(first.child.pid);

    first.child.kill('SIGTERM');
    expect(await first.exited).toEqual({ code: 0, signal: null });
    expect(fs.existsSync(lockFile)).toBe(false);
  });

  it('loses no committed write when killed with SIGKILL, and the next start takes over the stale lock', {
    timeout: 300_000,
  }, async () => {
    const dataDir = tempDataDir();
    const writer = track(runTs('apps/server/src/test/fixtures/write-loop.ts', {}, [dataDir]));
    // Enough commits that the kill lands in the middle of steady writing.
    await waitForStdout(writer, (out) => (out.match(/^committed /gm) ?? []).length >= 40);
    writer.child.kill('SIGKILL');
    const { signal } = await writer.exited;
    expect(signal).toBe('SIGKILL');
    const committed = [...writer.stdout().matchAll(/^committed (\S+)$/gm)].map((m) => m[1] ?? '');
    expect(committed.length).toBeGreaterThanOrEqual(40);
    // The killed process could not remove its lock's socket file; nothing answers on it now.
    expect(fs.statSync(path.join(dataDir, LOCK_FILE_NAME)).isSocket()).toBe(true);
    expect(await runningServerPid(dataDir)).toBeUndefined();

    const port = await freePort();
    // Listening on every interface, with no NODE_ENV: reachable, and no test payments.
    const { NODE_ENV: _env, ...rest } = serverEnv(dataDir, port);
    const server = track(runTs('apps/server/src/server.ts', { ...rest, HOST: '0.0.0.0' }));
    expect(await waitForHealth(server, port)).toMatchObject({ status: 'ok', database: 'ok' });
    const outside = outsideAddress();
    if (outside) expect(await accepts(outside, port)).toBe(true);
    expect(server.output()).not.toContain('Test payments are on');
    // Ctrl-C stops as cleanly as SIGTERM.
    server.child.kill('SIGINT');
    expect(await server.exited).toEqual({ code: 0, signal: null });

    const database = await openPglite(path.join(dataDir, 'db'));
    try {
      const names = (await listSettings(database.db, committed)).map((row) => row.name);
      expect(names.sort()).toEqual([...committed].sort());
    } finally {
      await database.close();
    }
  });
});

/** Needs no database, so it runs in every integration project. */
describe('server process configuration', () => {
  it('refuses an invalid variable with one line naming it and exit code 1', { timeout: 60_000 }, async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cb-process-'));
    try {
      const proc = runTs('apps/server/src/server.ts', { ...serverEnv(dataDir, 1), PORT: 'eighty' });
      expect((await proc.exited).code).toBe(1);
      expect(proc.output().trim()).toBe(
        'colorbook: Invalid configuration: PORT must be a whole number from 1 to 65535.',
      );
      // Nothing was started, so nothing may be left behind.
      expect(fs.existsSync(path.join(dataDir, LOCK_FILE_NAME))).toBe(false);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
