import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { withDriverParsers } from './pglite-parsers';

const stamps = pgTable('stamps', {
  id: integer('id').primaryKey(),
  at: timestamp('at', { withTimezone: true }).notNull(),
});

const client = await PGlite.create();
afterAll(() => client.close());

describe('drizzle on PGlite with its parsers kept in the client', () => {
  it('reads and writes timestamps to the microsecond, in and out of transactions', async () => {
    const db = drizzle({ client: withDriverParsers(client) });
    await db.execute(sql`create table stamps (id integer primary key, at timestamptz not null)`);
    const at = new Date('2026-11-25T01:02:03.456Z');
    await db.insert(stamps).values({ id: 1, at });
    await db.transaction(async (tx) => {
      await tx.insert(stamps).values({ id: 2, at: new Date(at.getTime() + 1) });
      const [row] = await tx.select().from(stamps).where(sql`id = 2`);
      expect(row?.at).toEqual(new Date(at.getTime() + 1));
    });
    const rows = await db.select().from(stamps).orderBy(stamps.id);
    expect(rows).toEqual([
      { id: 1, at },
      { id: 2, at: new Date(at.getTime() + 1) },
    ]);
    // The driver's raw results keep timestamps as text, as with parsers sent per query.
    const raw = await db.execute(sql`select at from stamps where id = 1`);
    expect(typeof (raw.rows[0] as { at: unknown }).at).toBe('string');
  });

  it('leaves a transaction that fails rolled back', async () => {
    const db = drizzle({ client: withDriverParsers(client) });
    await expect(
      db.transaction(async (tx) => {
        await tx.insert(stamps).values({ id: 3, at: new Date() });
        throw new Error('no');
      }),
    ).rejects.toThrow('no');
    expect(await db.select().from(stamps).where(sql`id = 3`)).toEqual([]);
  });
});
