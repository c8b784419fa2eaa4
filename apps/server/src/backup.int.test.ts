import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openPglite } from './db/client';
import { users } from './db/schema';
import { codeIn, lastMailTo } from './test/mail-helpers';
import { freePort, type RunningProcess, runTs, startServer, waitForHealth } from './test/server-process';

/**
 * `npm run backup` / `npm run restore` on the embedded database, with the server running and
 * stopped. PGlite-only (vitest.config.ts leaves it out of integration-pg).
 */
const running: RunningProcess[] = [];
const dirs: string[] = [];
const tempDir = (label: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `cb-${label}-`));
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

async function script(name: 'backup' | 'restore', dataDir: string, folder: string) {
  const proc = runTs(`scripts/${name}.ts`, { DATA_DIR: dataDir }, [folder]);
  running.push(proc);
  return { ...(await proc.exited), output: proc.output() };
}

async function signUp(port: number, dataDir: string, email: string) {
  const base = `http://127.0.0.1:${port}/api`;
  const json = { 'content-type': 'application/json' };
  const started = await fetch(`${base}/users/sign-up`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ name: 'Backed Up', email }),
  });
  const { token } = (await started.json()) as { token: string };
  const otp = codeIn(await lastMailTo(dataDir, email));
  const verified = await fetch(`${base}/users/verify`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ token, otp }),
  });
  expect(verified.status).toBe(200);
}

async function emailsIn(dataDir: string) {
  const database = await openPglite(path.join(dataDir, 'db'));
  try {
    return (await database.db.select({ email: users.email }).from(users)).map((row) => row.email).sort();
  } finally {
    await database.close();
  }
}

describe('npm run backup and npm run restore', () => {
  it('backs up while the server runs and when it is stopped, and restores either', {
    timeout: 300_000,
  }, async () => {
    const dataDir = tempDir('data');
    const backups = tempDir('backups');
    const port = await freePort();
    const server = startServer(dataDir, port);
    running.push(server);
    await waitForHealth(server, port);
    await signUp(port, dataDir, 'first@example.com');
    fs.mkdirSync(path.join(dataDir, 'files', 'upload'), { recursive: true });
    fs.writeFileSync(path.join(dataDir, 'files', 'upload', 'kept.png'), 'image bytes');

    // While it runs: the server writes the backup itself, between requests.
    const live = await script('backup', dataDir, path.join(backups, 'live'));
    expect(live.code, live.output).toBe(0);
    expect(live.output).toContain('written by the running server');
    await signUp(port, dataDir, 'second@example.com');
    server.child.kill('SIGTERM');
    expect((await server.exited).code).toBe(0);

    // Stopped: the script opens the folder itself (holding its lock).
    const stopped = await script('backup', dataDir, path.join(backups, 'stopped'));
    expect(stopped.code, stopped.output).toBe(0);
    fs.rmSync(path.join(dataDir, 'files', 'upload', 'kept.png'));

    const restored = await script('restore', dataDir, path.join(backups, 'live'));
    expect(restored.code, restored.output).toBe(0);
    expect(await emailsIn(dataDir)).toEqual(['first@example.com']);
    expect(fs.readFileSync(path.join(dataDir, 'files', 'upload', 'kept.png'), 'utf8')).toBe('image bytes');
    expect(fs.readdirSync(dataDir).some((name) => name.startsWith('db.before-restore-'))).toBe(true);

    expect((await script('restore', dataDir, path.join(backups, 'stopped'))).code).toBe(0);
    expect(await emailsIn(dataDir)).toEqual(['first@example.com', 'second@example.com']);

    // The restored folder serves again.
    const again = startServer(dataDir, port);
    running.push(again);
    await waitForHealth(again, port);
    const database = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(database.status).toBe(200);
    // Restoring under a running server is refused, and changes nothing.
    const refused = await script('restore', dataDir, path.join(backups, 'live'));
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('Stop the server before restoring');
    again.child.kill('SIGTERM');
    await again.exited;
    expect(await emailsIn(dataDir)).toEqual(['first@example.com', 'second@example.com']);
  });
});
