import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, configDocs, isLocalOnly, isLoopbackHost, isLoopbackUrl, loadConfig } from './config';

const failureOf = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as Error).message;
  }
  throw new Error('expected loadConfig to fail');
};

describe('loadConfig', () => {
  it('has working defaults for a zero-configuration start', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      HOST: '127.0.0.1',
      DATA_DIR: path.resolve('data'),
      PUBLIC_URL: 'http://localhost:3000',
      NODE_ENV: 'development',
      LOG_LEVEL: 'info',
      TRUST_PROXY: false,
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.WEB_DIST).toBe(path.resolve(import.meta.dirname, '../../web/dist'));
  });

  it('derives PUBLIC_URL from PORT and resolves DATA_DIR to an absolute path', () => {
    const config = loadConfig({ PORT: '4010', DATA_DIR: 'some/dir' });
    expect(config.PUBLIC_URL).toBe('http://localhost:4010');
    expect(config.DATA_DIR).toBe(path.resolve('some/dir'));
  });

  it('drops a trailing slash from PUBLIC_URL so links can be joined safely', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://colour.example.com/' }).PUBLIC_URL).toBe(
      'https://colour.example.com',
    );
  });

  it('treats empty variables as unset', () => {
    const config = loadConfig({ PORT: '', DATABASE_URL: '  ' });
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('ignores variables it does not know', () => {
    expect(() => loadConfig({ SOMETHING_ELSE: 'x' })).not.toThrow();
  });

  it('calls private addresses only when ALLOW_PRIVATE_OUTBOUND=true', () => {
    expect(loadConfig({}).ALLOW_PRIVATE_OUTBOUND).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test' }).ALLOW_PRIVATE_OUTBOUND).toBe(false);
    expect(loadConfig({ ALLOW_PRIVATE_OUTBOUND: 'true' }).ALLOW_PRIVATE_OUTBOUND).toBe(true);
    expect(failureOf({ ALLOW_PRIVATE_OUTBOUND: 'yes' })).toBe(
      'Invalid configuration: ALLOW_PRIVATE_OUTBOUND must be true or false.',
    );
  });

  it('bounds statements and list reads by default, and lets 0 turn each off', () => {
    expect(loadConfig({})).toMatchObject({
      DB_STATEMENT_TIMEOUT_SECONDS: 10,
      LIST_RATE_LIMIT_PER_MINUTE: 60,
    });
    expect(loadConfig({ DB_STATEMENT_TIMEOUT_SECONDS: '0', LIST_RATE_LIMIT_PER_MINUTE: '0' })).toMatchObject({
      DB_STATEMENT_TIMEOUT_SECONDS: 0,
      LIST_RATE_LIMIT_PER_MINUTE: 0,
    });
    expect(failureOf({ DB_STATEMENT_TIMEOUT_SECONDS: '-1' })).toContain('DB_STATEMENT_TIMEOUT_SECONDS');
  });

  it('parses TRUST_PROXY', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8' }).TRUST_PROXY).toBe('10.0.0.0/8');
  });

  it('fails with one line naming the variable', () => {
    expect(failureOf({ PORT: 'abc' })).toBe(
      'Invalid configuration: PORT must be a whole number from 1 to 65535.',
    );
    expect(failureOf({ PORT: '70000' })).toBe(
      'Invalid configuration: PORT must be a whole number from 1 to 65535.',
    );
    expect(failureOf({ NODE_ENV: 'staging' })).toBe(
      'Invalid configuration: NODE_ENV must be development, production or test.',
    );
    expect(failureOf({ DATABASE_URL: 'mysql://x' })).toMatch(
      /^Invalid configuration: DATABASE_URL must be a PostgreSQL URL/,
    );
    expect(failureOf({ ADMIN_EMAIL: 'nope' })).toBe(
      'Invalid configuration: ADMIN_EMAIL must be an email address.',
    );
    expect(failureOf({ S3_BUCKET: 'pages' })).toBe(
      'Invalid configuration: S3_ACCESS_KEY_ID is required when S3_BUCKET is set.',
    );
  });

  it('never echoes a value, since some are secrets', () => {
    expect(failureOf({ SMTP_URL: 'http://user:hunter2@mail' })).not.toContain('hunter2');
  });

  it('documents every variable in one line', () => {
    for (const [name, doc] of Object.entries(configDocs)) {
      expect(doc, name).toMatch(/\S/);
      expect(doc, name).not.toContain('\n');
    }
    expect(Object.keys(configDocs)).toEqual(
      expect.arrayContaining(['PORT', 'DATA_DIR', 'DATABASE_URL', 'STRIPE_WEBHOOK_SECRET']),
    );
  });

  it('has every variable in the README configuration table', () => {
    const readme = fs.readFileSync(path.resolve(import.meta.dirname, '../../../README.md'), 'utf8');
    for (const name of Object.keys(configDocs)) expect(readme, name).toContain(`| \`${name}\` |`);
  });
});

describe('demo payments and log-printed codes (fail closed)', () => {
  it('knows loopback addresses: localhost, 127.0.0.0/8 and [::1]', () => {
    for (const url of [
      'http://localhost:3000',
      'https://localhost',
      'http://127.0.0.1:9',
      'http://127.8.0.3',
      'http://[::1]:3000',
    ])
      expect([url, isLoopbackUrl(url)]).toEqual([url, true]);
    for (const url of [
      'https://colour.example',
      'http://192.168.1.20:3000',
      'http://10.0.0.1',
      'http://0.0.0.0:3000',
      'http://localhost.colour.example',
      'http://127.0.0.1.nip.io',
      'http://[::ffff:7f00:1]',
      'http://128.0.0.1',
    ])
      expect([url, isLoopbackUrl(url)]).toEqual([url, false]);
  });

  it('are on by default only on a loopback PUBLIC_URL outside production', () => {
    expect(loadConfig({}).DEMO_PAYMENTS).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test', PUBLIC_URL: 'http://127.0.0.1:4173' }).DEMO_PAYMENTS).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).DEMO_PAYMENTS).toBe(false);
    expect(loadConfig({ PUBLIC_URL: 'https://colour.example' }).DEMO_PAYMENTS).toBe(false);
    expect(loadConfig({ PUBLIC_URL: 'http://192.168.1.20:3000' }).DEMO_PAYMENTS).toBe(false);
    expect(isLocalOnly(loadConfig({}))).toBe(true);
    expect(isLocalOnly(loadConfig({ NODE_ENV: 'production' }))).toBe(false);
    expect(isLocalOnly(loadConfig({ PUBLIC_URL: 'https://colour.example' }))).toBe(false);
    expect(isLocalOnly(loadConfig({ PUBLIC_URL: 'http://192.168.1.20:3000' }))).toBe(false);
  });

  it('are off by default on a server listening where others reach it, whatever PUBLIC_URL says', () => {
    for (const HOST of ['0.0.0.0', '::', '192.168.1.20', 'colour.example']) {
      expect([HOST, loadConfig({ HOST }).DEMO_PAYMENTS]).toEqual([HOST, false]);
      expect([HOST, isLocalOnly(loadConfig({ HOST }))]).toEqual([HOST, false]);
    }
    for (const HOST of ['127.0.0.1', 'localhost', '::1', '[::1]', '127.0.0.2']) {
      expect([HOST, loadConfig({ HOST }).DEMO_PAYMENTS]).toEqual([HOST, true]);
      expect([HOST, isLoopbackHost(HOST)]).toEqual([HOST, true]);
    }
    expect(loadConfig({ HOST: '0.0.0.0', DEMO_PAYMENTS: 'true' }).DEMO_PAYMENTS).toBe(true);
  });

  it('DEMO_PAYMENTS turns them on or off explicitly', () => {
    expect(loadConfig({ DEMO_PAYMENTS: 'false' }).DEMO_PAYMENTS).toBe(false);
    expect(loadConfig({ DEMO_PAYMENTS: 'true', PUBLIC_URL: 'http://192.168.1.20:3000' }).DEMO_PAYMENTS).toBe(
      true,
    );
    expect(loadConfig({ DEMO_PAYMENTS: 'true', NODE_ENV: 'production' }).DEMO_PAYMENTS).toBe(true);
    expect(loadConfig({ DEMO_PAYMENTS: 'true', PUBLIC_URL: 'https://localhost:8443' }).DEMO_PAYMENTS).toBe(
      true,
    );
    expect(failureOf({ DEMO_PAYMENTS: 'true', PUBLIC_URL: 'colour.example' })).toContain('PUBLIC_URL');
    expect(failureOf({ DEMO_PAYMENTS: 'yes' })).toBe(
      'Invalid configuration: DEMO_PAYMENTS must be true or false.',
    );
  });

  it('refuses to start with demo payments on at a public https address', () => {
    for (const NODE_ENV of ['development', 'test', 'production'])
      expect(failureOf({ NODE_ENV, DEMO_PAYMENTS: 'true', PUBLIC_URL: 'https://colour.example' })).toBe(
        'Invalid configuration: DEMO_PAYMENTS cannot be true when PUBLIC_URL is a public https address (anyone could get plans and pages without paying).',
      );
  });
});
