import { health } from '@colorbook/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { createTestDatabase } from '../../test/test-database';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('GET /api/health', () => {
  it('reports ok after a real database round trip', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    const body = health.parse(res.json());
    expect(body).toMatchObject({ status: 'ok', database: 'ok' });
    expect(body.uptime).toBeGreaterThanOrEqual(0);
  });

  it('answers 503 UNAVAILABLE when the database does not answer', async () => {
    const database = await createTestDatabase();
    const app = buildApp({ config: t.config, db: database.db });
    try {
      await database.close();
      const res = await app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        message: 'The database is not answering. Please try again in a moment.',
        code: 'UNAVAILABLE',
      });
    } finally {
      await app.close();
    }
  });
});
