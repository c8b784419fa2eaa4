import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-database';
import { type Database, migrationsFolder } from './client';
import { migrationsApplied, type Queryable } from './migrations-check';

let database: Database;
let client: Queryable;
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'cb-migrations-check-'));

beforeAll(async () => {
  database = await createTestDatabase();
  client = { query: (text) => database.db.execute(sql.raw(text)) as Promise<{ rows: unknown[] }> };
});
afterAll(async () => {
  await database?.close();
  fs.rmSync(scratch, { recursive: true, force: true });
});

type Journal = {
  entries: { idx: number; version: string; when: number; tag: string; breakpoints: boolean }[];
};

/** A copy of the migrations folder, changed by `change`, as a release with other migrations would ship. */
function folderWith(name: string, change: (folder: string, journal: Journal) => void): string {
  const folder = path.join(scratch, name);
  fs.cpSync(migrationsFolder, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as Journal;
  change(folder, journal);
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}

const withNewMigration = () =>
  folderWith('added', (folder, journal) => {
    const last = journal.entries.at(-1);
    if (!last) throw new Error('no migrations');
    const tag = `${String(last.idx + 1).padStart(4, '0')}_check_added`;
    fs.writeFileSync(
      path.join(folder, `${tag}.sql`),
      'CREATE TABLE "check_added" ("id" integer PRIMARY KEY);',
    );
    journal.entries.push({ ...last, idx: last.idx + 1, when: last.when + 1000, tag });
  });

async function migrateFrom(folder: string): Promise<void> {
  // Drizzle's own migrator for the driver under test: what Database.migrate runs on a mismatch.
  const { migrate } =
    database.driver === 'pg'
      ? await import('drizzle-orm/node-postgres/migrator')
      : await import('drizzle-orm/pglite/migrator');
  await migrate(database.db as never, { migrationsFolder: folder });
}

describe('the migrations check that lets a start skip migrating', () => {
  it('finds a database migrated from this folder up to date', async () => {
    expect(await migrationsApplied(client, migrationsFolder)).toBe(true);
  });

  it('finds a migration added to the folder missing, and the folder applied once drizzle has run it', async () => {
    const folder = withNewMigration();
    expect(await migrationsApplied(client, folder)).toBe(false);
    await migrateFrom(folder);
    expect(await migrationsApplied(client, folder)).toBe(true);
    const { rows } = await client.query("select to_regclass('check_added') is not null as present");
    expect(rows).toEqual([{ present: true }]);
  });

  it('does not take a migration whose SQL changed for the one applied', async () => {
    const folder = folderWith('edited', (dir, journal) => {
      const first = journal.entries[0];
      if (!first) throw new Error('no migrations');
      fs.appendFileSync(path.join(dir, `${first.tag}.sql`), '\n-- edited');
    });
    expect(await migrationsApplied(client, folder)).toBe(false);
  });

  it('does not take a database migrated by a newer release (more applied) as this folder', async () => {
    // The database now also holds check_added, which the repository's folder does not have.
    expect(await migrationsApplied(client, migrationsFolder)).toBe(false);
  });

  it('finds nothing applied on a database drizzle has never migrated', async () => {
    await client.query('drop schema drizzle cascade');
    expect(await migrationsApplied(client, migrationsFolder)).toBe(false);
  });
});
