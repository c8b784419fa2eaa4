import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../build';
import { codeIn, lastMailTo, mailsTo } from './test/mail-helpers';
import { migratedPgliteTemplate } from './test/pglite-template';
import {
  freePort,
  type RunningProcess,
  repoRoot,
  runNode,
  serverEnv,
  waitForHealth,
} from './test/server-process';

/**
 * The production build (apps/server/build.ts) run as `npm start` runs it: plain `node` on the
 * bundle, no TypeScript loader. Guards what only the bundle can get wrong: files found from
 * `import.meta.dirname` (migrations, the database template, OpenMoji), the lazily loaded chunks,
 * and the template a new data folder starts from. Embedded database only, so vitest.config.ts
 * leaves it out of integration-pg.
 */
const outdir = path.join(repoRoot, 'apps/server', `dist-test-${process.pid}`);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cb-built-'));
const running: RunningProcess[] = [];

beforeAll(async () => {
  // The template's database from the tests' cached one: the same migrations, without an initdb.
  await buildServer(outdir, migratedPgliteTemplate);
}, 120_000);
afterEach(async () => {
  for (const proc of running.splice(0)) {
    if (proc.child.exitCode === null && proc.child.signalCode === null) proc.child.kill('SIGKILL');
    await proc.exited;
  }
});
afterAll(() => {
  fs.rmSync(outdir, { recursive: true, force: true });
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function startBuilt(port: number): RunningProcess {
  const proc = runNode([path.join(outdir, 'server.js')], {
    ...serverEnv(dataDir, port),
    LOG_LEVEL: 'info',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
  });
  running.push(proc);
  return proc;
}

async function api<T>(port: number, route: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`http://127.0.0.1:${port}/api${route}`, init);
  const body = (await response.json()) as T;
  if (!response.ok) throw new Error(`${route}: ${response.status} ${JSON.stringify(body)}`);
  return body;
}

const json = (body: unknown, token?: string): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  body: JSON.stringify(body),
});

describe('the compiled server', () => {
  it('starts a new data folder from its template, seeded, and makes a page', {
    timeout: 120_000,
  }, async () => {
    const port = await freePort();
    const server = startBuilt(port);
    expect(await waitForHealth(server, port, 60_000)).toMatchObject({ status: 'ok', database: 'ok' });
    expect(server.stdout()).toContain("New embedded database: made from the build's migrated template");
    const plans = await api<{ name: string }[]>(port, '/plans/list');
    expect(plans.map((plan) => plan.name)).toEqual(['free', 'starter', 'advanced']);
    const docs = await api<{ paths: Record<string, unknown> }>(port, '/docs/json');
    expect(Object.keys(docs.paths)).toContain('/api/health');

    // Mail, the generator and sharp load on first use, from the bundle's chunks.
    const email = 'built@example.com';
    const { token } = await api<{ token: string }>(port, '/users/sign-up', json({ name: 'Built', email }));
    await expect.poll(() => lastMailTo(dataDir, email).catch(() => null), { timeout: 10_000 }).not.toBeNull();
    const otp = codeIn(await lastMailTo(dataDir, email));
    const { authToken } = await api<{ authToken: string }>(port, '/users/verify', json({ token, otp }));
    const job = await api<{ id: string }>(
      port,
      '/pages/create',
      json({ prompt: 'a cat reading a book' }, authToken),
    );
    const auth = { headers: { authorization: `Bearer ${authToken}` } };
    await expect
      .poll(async () => (await api<{ status: string }>(port, `/pages/jobs/${job.id}`, auth)).status, {
        timeout: 60_000,
        interval: 250,
      })
      .toBe('succeeded');

    server.child.kill('SIGTERM');
    expect((await server.exited).code).toBe(0);
  });

  it('starts again on the folder it made, keeping what was written', { timeout: 60_000 }, async () => {
    const port = await freePort();
    const server = startBuilt(port);
    await waitForHealth(server, port, 60_000);
    expect(server.stdout()).not.toContain('made from the build');
    // Signing in works only for the account the first start wrote.
    const email = 'built@example.com';
    const { token } = await api<{ token: string }>(port, '/users/sign-in', json({ email }));
    await expect.poll(async () => (await mailsTo(dataDir, email)).length, { timeout: 10_000 }).toBe(2);
    const otp = codeIn(await lastMailTo(dataDir, email));
    const { authToken } = await api<{ authToken: string }>(port, '/users/verify', json({ token, otp }));
    const auth = { headers: { authorization: `Bearer ${authToken}` } };
    expect(await api<{ name: string }>(port, '/users/read', auth)).toMatchObject({ name: 'Built' });
    server.child.kill('SIGTERM');
    expect((await server.exited).code).toBe(0);
  });
});
