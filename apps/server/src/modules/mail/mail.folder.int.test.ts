import fs from 'node:fs';
import path from 'node:path';
import { challengeResponse } from '@colorbook/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { capturingLogger } from '../../test/log-capture';
import { codeIn, lastMailTo } from '../../test/mail-helpers';

/**
 * Without SMTP_URL: .eml files in DATA_DIR/mail, and the code in the log only where nobody but
 * this machine can reach the app (a loopback PUBLIC_URL, outside production).
 */
describe.each([
  ['development on localhost', { NODE_ENV: 'development' }, true],
  ['production on localhost', { NODE_ENV: 'production' }, false],
  [
    'development on a public address',
    { NODE_ENV: 'development', PUBLIC_URL: 'https://colour.example' },
    false,
  ],
  [
    'development on a LAN address',
    { NODE_ENV: 'development', PUBLIC_URL: 'http://192.168.1.20:3000' },
    false,
  ],
] as const)('the mail folder in %s', (_name, env, logsCodes) => {
  let t: TestApp;
  let lines: string[];
  beforeAll(async () => {
    const capture = capturingLogger();
    lines = capture.lines;
    t = await createTestApp({ env, logger: capture.logger });
  });
  afterAll(() => t?.close());

  it(`writes one complete .eml per message${logsCodes ? ' and logs the code and link' : ', never logging the code'}`, async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/sign-up',
      payload: { name: 'Folder', email: 'folder@example.com' },
    });
    const { token } = challengeResponse.parse(res.json());
    const files = fs.readdirSync(path.join(t.config.DATA_DIR, 'mail'));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}\.\d{3}Z-[0-9a-f]{8}\.eml$/);
    const mail = await lastMailTo(t.config.DATA_DIR, 'folder@example.com');
    const code = codeIn(mail);
    const log = lines.join('\n');
    expect(log.includes(code)).toBe(logsCodes);
    expect(log.includes(`/verify/${token}`)).toBe(logsCodes);
  });
});
