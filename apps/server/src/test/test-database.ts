import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, openPg, openPglite } from '../db/client';
import { migratedPgliteTemplate } from './pglite-template';

/**
 * Which database the integration suite runs on. vitest.config.ts sets TEST_DB per project
 * (integration-pglite / integration-pg); a file run on its own defaults to PGlite.
 */
export const testDbKind = (): 'pglite' | 'pg' => (process.env.TEST_DB === 'pg' ? 'pg' : 'pglite');

/**
 * A fresh, migrated, empty database: in-memory PGlite, or a new `cb_test_<random>` database
 * on TEST_DATABASE_URL's server that `close()` drops again. Not seeded.
 */
export async function createTestDatabase(): Promise<Database> {
  const database =
    testDbKind() === 'pg'
      ? await createPgDatabase()
      : await openPglite(undefined, { loadDataDir: await migratedPgliteTemplate() });
  try {
    // For a PGlite template this finds nothing to do; it keeps both paths honest.
    await database.migrate();
  } catch (err) {
    await database.close();
    throw err;
  }
  return database;
}

async function createPgDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl)
    throw new Error('TEST_DB=pg needs TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test)');
  const name = `cb_test_${randomBytes(6).toString('hex')}`;
  await withServer(serverUrl, (client) => client.query(`create database "${name}"`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  let database: Database;
  try {
    database = await openPg(url.toString());
  } catch (err) {
    await dropDatabase(serverUrl, name);
    throw err;
  }
  return {
    ...database,
    close: async () => {
      await database.close();
      await dropDatabase(serverUrl, name);
    },
  };
}

const dropDatabase = (serverUrl: string, name: string) =>
  // FORCE (PostgreSQL 13+) ends connections a failed test may have left open.
  withServer(serverUrl, (client) => client.query(`drop database if exists "${name}" with (force)`));

async function withServer<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}
