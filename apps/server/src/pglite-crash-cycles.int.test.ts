import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from './db/client';
import { listSettings } from './modules/settings/settings.repo';
import { runTs, waitForStdout } from './test/server-process';

/**
 * The embedded database under repeated crashes: 20 times a writer (the real database module,
 * one transaction per row, `committed <name>` printed only after the commit returned — see
 * test/fixtures/write-loop.ts) is killed with SIGKILL mid-write and started again on the same
 * folder, which recovers from its WAL each time. Every acknowledged row must be there at the
 * end. PGlite-only (vitest.config.ts).
 */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cb-crash-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('20 kill -9 cycles on the embedded database', () => {
  it('loses no acknowledged write', { timeout: 240_000 }, async () => {
    const acknowledged: string[] = [];
    for (let cycle = 0; cycle < 20; cycle++) {
      const writer = runTs('apps/server/src/test/fixtures/write-loop.ts', {}, [dataDir, `c${cycle}`]);
      // A different moment in the write loop each time.
      const commits = 3 + ((cycle * 7) % 11);
      await waitForStdout(writer, (out) => (out.match(/^committed /gm) ?? []).length >= commits, 60_000);
      writer.child.kill('SIGKILL');
      expect((await writer.exited).signal).toBe('SIGKILL');
      acknowledged.push(...[...writer.stdout().matchAll(/^committed (\S+)$/gm)].map((m) => m[1] ?? ''));
    }
    expect(acknowledged.length).toBeGreaterThanOrEqual(20 * 3);
    expect(new Set(acknowledged).size).toBe(acknowledged.length);
    const database = await openPglite(path.join(dataDir, 'db'));
    try {
      const found = (await listSettings(database.db, acknowledged)).map((row) => row.name);
      expect(found.sort()).toEqual([...acknowledged].sort());
    } finally {
      await database.close();
    }
  });
});
