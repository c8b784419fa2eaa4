import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-database';
import type { Database } from '../client';
import { creditBalances, creditLedger, pages, users } from '.';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.close());

/** The PostgreSQL error code behind a failed query (Drizzle wraps the driver's error). */
async function pgErrorCode(query: Promise<unknown>): Promise<string | undefined> {
  try {
    await query;
  } catch (err) {
    const e = err as { code?: string; cause?: { code?: string } };
    return e.cause?.code ?? e.code;
  }
  return undefined;
}

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

describe('schema (same migrations on PGlite and PostgreSQL)', () => {
  it('has pg_trgm and the trigram search indexes', async () => {
    const ext = rowsOf(
      await database.db.execute(sql`select extname from pg_extension where extname = 'pg_trgm'`),
    );
    expect(ext).toHaveLength(1);
    const idx = rowsOf(
      await database.db.execute(
        sql`select indexname from pg_indexes where tablename = 'pages' order by indexname`,
      ),
    ).map((r) => r.indexname);
    expect(idx).toEqual(expect.arrayContaining(['pages_prompt_trgm_idx', 'pages_title_trgm_idx']));
  });

  it('stores emails lowercased and unique', async () => {
    expect(
      await pgErrorCode(database.db.insert(users).values({ name: 'Ana', email: 'Ana@Example.com' })),
    ).toBe('23514');
    await database.db.insert(users).values({ name: 'Ana', email: 'ana@example.com' });
    expect(
      await pgErrorCode(database.db.insert(users).values({ name: 'Ana 2', email: 'ana@example.com' })),
    ).toBe('23505');
  });

  it('never lets a credit balance go below zero', async () => {
    const [user] = await database.db
      .insert(users)
      .values({ name: 'Bo', email: 'bo@example.com' })
      .returning();
    if (!user) throw new Error('no user');
    const periodEnd = new Date(Date.now() + 30 * 86_400_000);
    await database.db.insert(creditBalances).values({ userId: user.id, planCredits: 1, periodEnd });
    const spendTwo = database.db
      .update(creditBalances)
      .set({ planCredits: sql`${creditBalances.planCredits} - 2` });
    expect(await pgErrorCode(spendTwo)).toBe('23514');
  });

  it('makes every ledger reference usable once', async () => {
    const [user] = await database.db
      .insert(users)
      .values({ name: 'Cy', email: 'cy@example.com' })
      .returning();
    if (!user) throw new Error('no user');
    const entry = {
      userId: user.id,
      bucket: 'plan' as const,
      delta: -1,
      reason: 'page',
      reference: 'page:1',
    };
    await database.db.insert(creditLedger).values(entry);
    expect(
      await pgErrorCode(database.db.insert(creditLedger).values({ ...entry, bucket: 'purchased' })),
    ).toBe('23505');
  });

  it('finds pages by a case-insensitive substring of prompt or title', async () => {
    const [user] = await database.db
      .insert(users)
      .values({ name: 'Di', email: 'di@example.com' })
      .returning();
    if (!user) throw new Error('no user');
    await database.db.insert(pages).values([
      {
        userId: user.id,
        prompt: 'A Dragon having tea',
        source: 'ai',
        illustration: '/a.png',
        preview: '/a.webp',
      },
      {
        userId: user.id,
        prompt: 'cat on the moon',
        title: 'Moon Cat',
        source: 'ai',
        illustration: '/b.png',
        preview: '/b.webp',
      },
    ]);
    const found = rowsOf(
      await database.db.execute(
        sql`select prompt from pages where prompt ilike ${'%dragon%'} or title ilike ${'%dragon%'}`,
      ),
    );
    expect(found.map((r) => r.prompt)).toEqual(['A Dragon having tea']);
  });
});
