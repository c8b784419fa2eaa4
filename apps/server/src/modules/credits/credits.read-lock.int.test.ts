import { credit } from '@colorbook/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditBalances } from '../../db/schema';
import { createUserWithSession } from '../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../test/create-test-app';

/**
 * A plain read takes no row lock. Needs a second connection holding the lock, so it runs in
 * integration-pg only (vitest.config.ts): PGlite has one connection, which the holder would own.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('GET /api/credits/read under a held balance lock', () => {
  it('answers while a spend holds the balance row', async () => {
    const user = await createUserWithSession(t.db);
    const read = () => t.app.inject({ method: 'GET', url: '/api/credits/read', headers: user.headers });
    expect((await read()).statusCode).toBe(200); // the balance row exists, its period runs

    const answer = await t.db.transaction(async (tx) => {
      // What a spend does first: lock the user's balance row, for the rest of its transaction.
      await tx.select().from(creditBalances).where(eq(creditBalances.userId, user.user.id)).for('update');
      const timeout = new Promise<'blocked'>((resolve) => setTimeout(() => resolve('blocked'), 3_000));
      return Promise.race([read(), timeout]);
    });
    expect(answer).not.toBe('blocked');
    if (answer !== 'blocked') expect(credit.parse(answer.json())).toEqual({ credits: 3, public_page: 3 });
  });
});
