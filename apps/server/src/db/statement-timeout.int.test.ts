import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserWithSession, type UserWithSession } from '../test/auth-helpers';
import { createTestApp, type TestApp } from '../test/create-test-app';
import { testDbKind } from '../test/test-database';
import { type Database, MIGRATION_LOCK_ID, openPg } from './client';
import { DATABASE_TIMEOUT_MESSAGE } from './connection-errors';

/**
 * DB_STATEMENT_TIMEOUT_SECONDS: on PostgreSQL every pooled connection cancels a statement that
 * runs too long, so slow searches cannot hold the pool; the request then answers 503 with a
 * message. PGlite has no timer to cancel a statement (README), so the PostgreSQL part runs there only.
 */
let t: TestApp;
let member: UserWithSession;
beforeAll(async () => {
  t = await createTestApp();
  member = await createUserWithSession(t.db);
  await t.app.register(async (app) => {
    // A statement PostgreSQL cancelled (query_canceled), as the statement timeout does.
    app.get('/api/test/cancelled', () =>
      t.db.execute(
        sql`do $$ begin raise exception 'canceling statement due to statement timeout' using errcode = '57014'; end $$`,
      ),
    );
  });
});
afterAll(() => t?.close());

describe('a statement the database cancelled', () => {
  it('answers 503 with a message a person can act on, not a 500', async () => {
    const res = await t.app.inject({ url: '/api/test/cancelled', headers: member.headers });
    expect([res.statusCode, res.json()]).toEqual([
      503,
      { code: 'UNAVAILABLE', message: DATABASE_TIMEOUT_MESSAGE },
    ]);
    expect((await t.app.inject({ url: '/api/credits/read', headers: member.headers })).statusCode).toBe(200);
  });
});

if (testDbKind() === 'pg') {
  describe('on PostgreSQL', () => {
    let timed: Database;
    beforeAll(async () => {
      const result = (await t.db.execute(sql`select current_database() as name`)) as unknown as {
        rows: Array<{ name: string }>;
      };
      const url = new URL(process.env.TEST_DATABASE_URL as string);
      url.pathname = `/${result.rows[0]?.name}`;
      timed = await openPg(url.toString(), undefined, { statementTimeoutMs: 300 });
    });
    afterAll(() => timed?.close());

    const errorCode = (error: unknown) => (error as { cause?: { code?: string } }).cause?.code;

    it('cancels a statement past the timeout on every pooled connection', async () => {
      const slow = Array.from({ length: 4 }, () =>
        timed.db.execute(sql`select pg_sleep(3)`).then(
          () => 'finished',
          (error: unknown) => errorCode(error),
        ),
      );
      expect(await Promise.all(slow)).toEqual(['57014', '57014', '57014', '57014']);
      const shown = (await timed.db.execute(sql`show statement_timeout`)) as unknown as {
        rows: Array<{ statement_timeout: string }>;
      };
      expect(shown.rows[0]?.statement_timeout).toBe('300ms');
    });

    it('lets a migration wait and run past it, and keeps it on the connections afterwards', async () => {
      // A fresh database, whose migration must wait for another process's lock longer than 300 ms.
      const server = process.env.TEST_DATABASE_URL as string;
      const name = `cb_test_timeout_${process.pid}`;
      const admin = new pg.Client({ connectionString: server });
      await admin.connect();
      await admin.query(`create database "${name}"`);
      const url = new URL(server);
      url.pathname = `/${name}`;
      const holder = new pg.Client({ connectionString: url.toString() });
      let fresh: Database | undefined;
      try {
        await holder.connect();
        await holder.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        fresh = await openPg(url.toString(), undefined, { statementTimeoutMs: 300 });
        const migrated = fresh.migrate();
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        await holder.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
        await migrated;
        const db = fresh.db;
        const shown = await Promise.all(
          Array.from({ length: 3 }, () =>
            db.execute(sql`select current_setting('statement_timeout') as value, pg_sleep(0.05)`),
          ),
        );
        for (const result of shown as unknown as Array<{ rows: Array<{ value: string }> }>)
          expect(result.rows[0]?.value).toBe('300ms');
        expect(await db.execute(sql`select pg_sleep(1)`).catch(errorCode)).toBe('57014');
      } finally {
        await fresh?.close();
        await holder.end().catch(() => undefined);
        await admin.query(`drop database if exists "${name}" with (force)`);
        await admin.end();
      }
    });
  });
}
