import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { listSettings, upsertSetting } from '../modules/settings/settings.repo';
import { migratedPgliteTemplate } from '../test/pglite-template';
import { migrationsFolder, openPglite } from './client';
import { migrationsApplied } from './migrations-check';
import { isNewPgliteFolder, readPgliteTemplate, writePgliteTemplate } from './pglite-template';

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'cb-pglite-template-'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

/** A build's output: the migrations copied beside where the template goes. */
function builtMigrations(name: string): string {
  const folder = path.join(scratch, name, 'migrations');
  fs.cpSync(migrationsFolder, folder, { recursive: true });
  return folder;
}

// Each test migrates a fresh PGlite (WebAssembly Postgres) and opens it again: CPU-heavy, so the
// budget is its own, not the project's 30 s (it took 36 s once beside four other test runs).
describe('the PGlite template a build ships for new data folders', { timeout: 120_000 }, () => {
  it('opens as a migrated database that stays in its new folder', async () => {
    const migrations = builtMigrations('build');
    await writePgliteTemplate(migrations, await migratedPgliteTemplate());
    const template = readPgliteTemplate(migrations);
    expect(template).toBeInstanceOf(Blob);

    // The server's data-folder lock creates DATA_DIR; PGlite creates db/ inside it.
    const dataDir = path.join(scratch, 'data', 'db');
    fs.mkdirSync(path.dirname(dataDir));
    expect(isNewPgliteFolder(dataDir)).toBe(true);
    const first = await openPglite(dataDir, { loadDataDir: template });
    await upsertSetting(first.db, 'tagline', 'Written after the template');
    expect(await migrationsApplied(first.client, migrations)).toBe(true);
    await first.close();

    expect(isNewPgliteFolder(dataDir)).toBe(false);
    const again = await openPglite(dataDir);
    try {
      const [tagline] = await listSettings(again.db, ['tagline']);
      expect(tagline?.value).toBe('Written after the template');
      expect(await migrationsApplied(again.client, migrations)).toBe(true);
    } finally {
      await again.close();
    }
  });

  it('is not used for a folder whose migrations differ from the ones it was made with', async () => {
    const migrations = builtMigrations('stale');
    await writePgliteTemplate(migrations, await migratedPgliteTemplate());
    const journal = path.join(migrations, 'meta', '_journal.json');
    const entries = JSON.parse(fs.readFileSync(journal, 'utf8')) as { entries: unknown[] };
    fs.writeFileSync(journal, JSON.stringify({ ...entries, entries: entries.entries.slice(0, -1) }));
    expect(readPgliteTemplate(migrations)).toBeUndefined();
  });

  it('is not looked for where no build put one', () => {
    expect(readPgliteTemplate(builtMigrations('none'))).toBeUndefined();
  });
});
