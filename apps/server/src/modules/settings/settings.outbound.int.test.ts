import { auditList, settingList } from '@colorbook/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserWithSession, type UserWithSession } from '../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../test/create-test-app';

/**
 * The URL settings whose service receives a secret (the OpenAI base URL gets the key, the
 * VirtPay href the bearer token): no private address without the operator's say-so, and a
 * changed address never inherits the old secret.
 */
interface Admin {
  t: TestApp;
  admin: UserWithSession;
}
let strict: Admin;
let allowing: Admin;
const start = async (env: Record<string, string> = {}): Promise<Admin> => {
  const t = await createTestApp({ env });
  return { t, admin: await createUserWithSession(t.db, { admin: true }) };
};
beforeAll(async () => {
  strict = await start();
  allowing = await start({ ALLOW_PRIVATE_OUTBOUND: 'true' });
});
afterAll(async () => {
  await strict?.t.close();
  await allowing?.t.close();
});

const save = ({ t, admin }: Admin, name: string, value: string) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/settings/${name}/update`,
    headers: admin.headers,
    payload: { value },
  });
const listed = async ({ t, admin }: Admin) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/settings/list', headers: admin.headers });
  return Object.fromEntries(settingList.parse(res.json()).map((s) => [s.name, s.value]));
};
const audit = async ({ t, admin }: Admin) =>
  auditList.parse(
    (await t.app.inject({ method: 'GET', url: '/api/admin/audit/list', headers: admin.headers })).json(),
  );

const privateUrls = [
  'http://127.0.0.1:8080/v1',
  'http://localhost:8080/v1',
  'http://[::1]:8080/v1',
  'http://[::ffff:127.0.0.1]/v1',
  'http://2130706433/v1',
  'http://10.0.0.5/v1',
  'http://192.168.1.20:11434/v1',
  'http://100.64.1.1/v1',
  'http://169.254.169.254/latest',
  'http://[fd00::1]/v1',
  'http://[fe80::1]/v1',
  'http://0.0.0.0:8080/v1',
];

describe('saving a URL that receives a secret', () => {
  it('refuses private, loopback and link-local addresses with a message saying how to allow them', async () => {
    for (const name of ['openai_base_url', 'virt_pay_merchant_href']) {
      for (const url of privateUrls) {
        const res = await save(strict, name, url);
        expect([url, res.statusCode]).toEqual([url, 400]);
        expect(res.json()).toEqual({
          code: 'VALIDATION_ERROR',
          message: expect.stringMatching(
            new RegExp(`^${name} must be a public address.*ALLOW_PRIVATE_OUTBOUND=true`),
          ),
        });
      }
      expect((await listed(strict))[name]).toBe('');
    }
  });

  it('accepts a public address', async () => {
    expect((await save(strict, 'openai_base_url', 'https://93.184.215.14/v1')).statusCode).toBe(200);
    expect(
      (await save(strict, 'virt_pay_merchant_href', 'https://[2606:4700::6810:84e5]/api')).statusCode,
    ).toBe(200);
  });

  it('accepts private addresses when the operator allows them', async () => {
    for (const url of privateUrls) {
      const res = await save(allowing, 'openai_base_url', url);
      expect([url, res.statusCode]).toEqual([url, 200]);
    }
  });
});

describe('changing a URL clears the secret its service received', () => {
  it('clears the OpenAI key when the base URL changes or is cleared, and records why', async () => {
    expect((await save(strict, 'openai_key', 'sk-old-key-for-the-old-place-1234')).statusCode).toBe(200);
    expect((await listed(strict)).openai_key).toBe('••••••••1234');

    expect((await save(strict, 'openai_base_url', 'https://93.184.216.34/v1')).statusCode).toBe(200);
    expect((await listed(strict)).openai_key).toBe('');
    expect((await audit(strict)).slice(0, 2)).toMatchObject([
      { action: 'setting.clear', target: 'openai_key', detail: 'cleared because openai_base_url changed' },
      { action: 'setting.update', target: 'openai_base_url' },
    ]);

    // The key entered again stays while the URL stays the same (saving it unchanged is no change).
    expect((await save(strict, 'openai_key', 'sk-new-key-for-the-new-place-5678')).statusCode).toBe(200);
    expect((await save(strict, 'openai_base_url', 'https://93.184.216.34/v1')).statusCode).toBe(200);
    expect((await listed(strict)).openai_key).toBe('••••••••5678');

    // Back to OpenAI's own API is a change too.
    expect((await save(strict, 'openai_base_url', '')).statusCode).toBe(200);
    expect((await listed(strict)).openai_key).toBe('');
  });

  it('clears the VirtPay bearer token when the href changes', async () => {
    expect((await save(strict, 'virt_pay_bearer_token', 'vp-old-token-9999')).statusCode).toBe(200);
    expect((await save(strict, 'virt_pay_merchant_href', 'https://93.184.216.34/pay')).statusCode).toBe(200);
    const after = await listed(strict);
    expect(after.virt_pay_bearer_token).toBe('');
    expect(after.virt_pay_merchant_href).toMatch(/•+/);
  });

  it('leaves the secret alone when a refused URL was not saved', async () => {
    expect((await save(strict, 'openai_key', 'sk-kept-key-4321')).statusCode).toBe(200);
    expect((await save(strict, 'openai_base_url', 'http://169.254.169.254/v1')).statusCode).toBe(400);
    expect((await listed(strict)).openai_key).toBe('••••••••4321');
  });
});
