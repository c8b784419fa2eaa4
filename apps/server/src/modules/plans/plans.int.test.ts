import { planList } from '@colorbook/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('plans', () => {
  it('lists the seeded plans to a visitor, prices in dollars', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/plans/list' });
    expect(res.statusCode).toBe(200);
    const plans = planList.parse(res.json());
    expect(plans.map((p) => [p.name, p.paid, p.price])).toEqual([
      ['free', false, 0],
      ['starter', true, 9],
      ['advanced', true, 19],
    ]);
    expect(plans.find((p) => p.name === 'advanced')?.discount).toBe(20);
  });

  it('lists only paid plans on /plans/paid/list', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/plans/paid/list' });
    expect(planList.parse(res.json()).map((p) => p.name)).toEqual(['starter', 'advanced']);
  });

  it('reads one plan, and answers 404 for an unknown id and 400 for a bad one', async () => {
    const [free] = planList.parse((await t.app.inject({ method: 'GET', url: '/api/plans/list' })).json());
    const one = await t.app.inject({ method: 'GET', url: `/api/plans/${free?.id}/read` });
    expect(one.json()).toMatchObject({ name: 'free', page_creation_limit: 3, public_page_limit: 3 });
    const missing = await t.app.inject({ method: 'GET', url: '/api/plans/99999/read' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ code: 'NOT_FOUND', message: 'This plan does not exist.' });
    const bad = await t.app.inject({ method: 'GET', url: '/api/plans/abc/read' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION_ERROR');
  });
});
