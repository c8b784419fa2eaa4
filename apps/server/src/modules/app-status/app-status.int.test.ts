import { appStatus, planList } from '@colorbook/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserWithSession, type UserWithSession } from '../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../test/create-test-app';

describe('GET /api/app/status', () => {
  let t: TestApp;
  let admin: UserWithSession;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUserWithSession(t.db, { admin: true });
  });
  afterAll(() => t?.close());

  const status = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/app/status', headers: admin.headers });
    expect(res.statusCode).toBe(200);
    return appStatus.parse(res.json());
  };
  const saveSetting = async (name: string, value: string) => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/settings/${name}/update`,
      headers: admin.headers,
      payload: { value },
    });
    expect(res.statusCode, res.body).toBe(200);
  };

  it('reports nothing configured on a fresh install', async () => {
    expect(await status()).toEqual({
      openaiApi: false,
      stripeApi: false,
      stripeWebhook: false,
      plans: false,
    });
  });

  it('turns each flag on as an admin configures it, and off when a key is cleared', async () => {
    await saveSetting('openai_key', 'sk-test-openai-key-1234');
    expect(await status()).toMatchObject({ openaiApi: true, stripeApi: false });
    await saveSetting('stripe_key', 'sk_test_stripe_key_5678');
    await saveSetting('stripe_webhook_secret', 'whsec_test_secret_9012');
    expect(await status()).toMatchObject({ stripeApi: true, stripeWebhook: true, plans: false });

    const plans = planList.parse((await t.app.inject({ method: 'GET', url: '/api/plans/list' })).json());
    const paid = plans.filter((p) => p.paid);
    for (const [index, p] of paid.entries()) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/plans/${p.id}/update`,
        headers: admin.headers,
        payload: {
          title: p.title,
          description: p.description,
          price: p.price,
          publicPageLimit: p.public_page_limit,
          pageCreationLimit: p.page_creation_limit,
          stripePriceId: `price_${p.name}`,
        },
      });
      expect(res.statusCode, res.body).toBe(200);
      // Every paid plan needs its price: true only once the last one has it.
      expect((await status()).plans).toBe(index === paid.length - 1);
    }

    const res = await t.app.inject({ method: 'GET', url: '/api/app/status', headers: admin.headers });
    expect(res.body).not.toContain('sk-test-openai');
    await saveSetting('openai_key', '');
    expect(await status()).toEqual({ openaiApi: false, stripeApi: true, stripeWebhook: true, plans: true });
  });
});

describe('GET /api/app/status with keys in the environment', () => {
  it('counts the environment variables the settings fall back to', async () => {
    const t = await createTestApp({
      env: { OPENAI_API_KEY: 'sk-env', STRIPE_SECRET_KEY: 'sk_env', STRIPE_WEBHOOK_SECRET: 'whsec_env' },
    });
    try {
      const admin = await createUserWithSession(t.db, { admin: true });
      const res = await t.app.inject({ method: 'GET', url: '/api/app/status', headers: admin.headers });
      expect(appStatus.parse(res.json())).toEqual({
        openaiApi: true,
        stripeApi: true,
        stripeWebhook: true,
        plans: false,
      });
    } finally {
      await t.close();
    }
  });
});
