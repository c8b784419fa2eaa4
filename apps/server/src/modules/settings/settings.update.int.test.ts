import { auditList, settingList, websiteSchema } from '@colorbook/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settings } from '../../db/schema';
import { createUserWithSession, type UserWithSession } from '../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { capturingLogger } from '../../test/log-capture';
import { uploadPng } from '../../test/upload-helpers';

const captured = capturingLogger('trace');
let t: TestApp;
let admin: UserWithSession;
beforeAll(async () => {
  t = await createTestApp({ logger: captured.logger });
  admin = await createUserWithSession(t.db, { admin: true });
});
afterAll(() => t?.close());

const save = (name: string, value: unknown) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/settings/${name}/update`,
    headers: admin.headers,
    payload: { value },
  });
const listed = async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/settings/list', headers: admin.headers });
  return Object.fromEntries(settingList.parse(res.json()).map((s) => [s.name, s.value]));
};
const stored = async (name: string) => {
  const [row] = await t.db.select().from(settings).where(eq(settings.name, name));
  return row?.value;
};
const latestAudit = async () =>
  auditList.parse(
    (await t.app.inject({ method: 'GET', url: '/api/admin/audit/list', headers: admin.headers })).json(),
  )[0];
const expectRefused = async (name: string, value: unknown, message: string | RegExp) => {
  const res = await save(name, value);
  expect(res.statusCode, `${name}=${String(value)}`).toBe(400);
  expect(res.json().code).toBe('VALIDATION_ERROR');
  if (typeof message === 'string') expect(res.json().message).toBe(message);
  else expect(res.json().message).toMatch(message);
};

describe('PATCH /api/settings/:name/update', () => {
  it('saves the app name and tagline (trimmed), within their lengths, and records them', async () => {
    const res = await save('app_name', '  Crayon Club ');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ updated: true });
    expect((await listed()).app_name).toBe('Crayon Club');
    expect(await latestAudit()).toMatchObject({
      action: 'setting.update',
      target: 'app_name',
      detail: 'now "Crayon Club"',
      actor: { id: admin.user.id },
    });
    await expectRefused('app_name', '  ', 'app_name must be 1 to 60 characters.');
    await expectRefused('app_name', 'x'.repeat(61), 'app_name must be 1 to 60 characters.');
    await expectRefused('tagline', 'x'.repeat(161), 'tagline must be at most 160 characters.');
    expect((await save('tagline', '')).statusCode).toBe(200);
    expect((await listed()).tagline).toBe('');
    await expectRefused('app_name', 42, /^value: /);
  });

  it('takes as favicon only an image uploaded through the app, or nothing', async () => {
    const url = await uploadPng(t, admin, 64);
    expect((await save('favicon', url)).statusCode).toBe(200);
    expect((await listed()).favicon).toBe(url);
    const message = 'favicon must be an image uploaded through the app.';
    await expectRefused('favicon', 'https://tracker.example/pixel.png', message);
    await expectRefused('favicon', '/api/files/upload/2026/01/0123456789abcdef0123456789abcdef.png', message);
    await expectRefused('favicon', '/api/files/../../etc/passwd', message);
    expect((await save('favicon', '')).statusCode).toBe(200);
    expect(await stored('favicon')).toBe('');
  });

  it('checks the website against its schema, naming the field path', async () => {
    const website = websiteSchema.parse(JSON.parse((await listed()).website ?? ''));
    website.landing.home.title = 'Colour anything';
    expect((await save('website', JSON.stringify({ ...website, extra: 'dropped' }))).statusCode).toBe(200);
    const saved = JSON.parse((await stored('website')) ?? '');
    expect(saved.landing.home.title).toBe('Colour anything');
    expect(saved).not.toHaveProperty('extra');
    expect(await latestAudit()).toMatchObject({ target: 'website', detail: 'changed' });

    await expectRefused('website', '{"landing": ', 'website must be valid JSON.');
    const wrong = structuredClone(website) as unknown as { landing: { home: { title: unknown } } };
    wrong.landing.home.title = 5;
    await expectRefused('website', JSON.stringify(wrong), /^website\.landing\.home\.title: /);
    const { terms: _terms, ...noTerms } = website;
    await expectRefused('website', JSON.stringify(noTerms), /^website\.terms: /);
  });

  it('needs http(s) URLs and positive amounts where the setting is one', async () => {
    await expectRefused(
      'virt_pay_merchant_href',
      'ftp://pay.example',
      /virt_pay_merchant_href must be an http\(s\) URL/,
    );
    await expectRefused('openai_base_url', 'not a url', /openai_base_url must be an http\(s\) URL/);
    expect((await save('virt_pay_merchant_href', 'https://pay.example/api')).statusCode).toBe(200);
    expect((await save('openai_base_url', 'https://93.184.215.14/v1')).statusCode).toBe(200);
    for (const bad of ['0', '0.00', '-1', 'abc', '1.234', '1e3', '0x10']) {
      await expectRefused('amount_one_page', bad, /^amount_one_page must be an amount greater than 0/);
    }
    await expectRefused('amount_one_token', '0', /^amount_one_token must be an amount greater than 0/);
    expect((await save('amount_one_page', '0.75')).statusCode).toBe(200);
    expect((await save('amount_one_token', '2')).statusCode).toBe(200);
    expect(await stored('amount_one_page')).toBe('0.75');
    await expectRefused('openai_model', 'm'.repeat(501), 'openai_model must be 1 to 500 characters.');
  });

  it('never returns, records or logs a secret value; an empty secret clears it', async () => {
    const secret = 'sk_live_TopSecretValue9876';
    const res = await save('stripe_key', secret);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain(secret);
    expect(await stored('stripe_key')).toBe(secret);
    expect((await listed()).stripe_key).toBe('••••••••9876');
    const entry = await latestAudit();
    expect(entry).toMatchObject({
      action: 'setting.update',
      target: 'stripe_key',
      detail: 'new value (hidden)',
    });
    expect(JSON.stringify(entry)).not.toContain('TopSecret');

    // A refused secret is not echoed either.
    const refused = await save('virt_pay_merchant_href', 'javascript:TopSecretHref');
    expect(refused.statusCode).toBe(400);
    expect(refused.body).not.toContain('TopSecret');

    const cleared = await save('stripe_key', '');
    expect(cleared.statusCode).toBe(200);
    expect(await stored('stripe_key')).toBeUndefined();
    expect((await listed()).stripe_key).toBe('');
    expect(await latestAudit()).toMatchObject({
      action: 'setting.clear',
      target: 'stripe_key',
      detail: 'cleared',
    });
    // Clearing what is not set is no change, so no entry.
    const before = await latestAudit();
    expect((await save('stripe_key', '   ')).statusCode).toBe(200);
    expect((await latestAudit())?.id).toBe(before?.id);

    expect(captured.lines.length).toBeGreaterThan(0);
    expect(captured.lines.filter((line) => line.includes('TopSecret'))).toEqual([]);
  });

  it('answers 400 for a setting that does not exist, and does not create it', async () => {
    await expectRefused('admin_password', 'x', 'There is no setting named admin_password.');
    expect(await stored('admin_password')).toBeUndefined();
  });

  it('is for admins only: public settings stay as they were for anyone else', async () => {
    const member = await createUserWithSession(t.db);
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/settings/app_name/update',
      headers: member.headers,
      payload: { value: 'Hijacked' },
    });
    expect(res.statusCode).toBe(403);
    expect(await stored('app_name')).toBe('Crayon Club');
  });
});
