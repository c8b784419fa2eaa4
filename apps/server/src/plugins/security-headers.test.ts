import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { helmetOptions } from './security-headers';

type Directives = Record<string, string[]>;
const directivesOf = (env: Record<string, string>) => {
  const csp = helmetOptions(loadConfig(env)).contentSecurityPolicy;
  if (!csp || typeof csp !== 'object') throw new Error('no CSP');
  return csp.directives as Directives;
};

describe('helmetOptions', () => {
  it('sends HTTPS-only directives only for an https PUBLIC_URL', () => {
    expect(directivesOf({})).not.toHaveProperty('upgradeInsecureRequests');
    expect(helmetOptions(loadConfig({})).strictTransportSecurity).toBe(false);
    expect(directivesOf({ PUBLIC_URL: 'https://colour.example.com' })).toHaveProperty(
      'upgradeInsecureRequests',
    );
    expect(
      helmetOptions(loadConfig({ PUBLIC_URL: 'https://colour.example.com' })).strictTransportSecurity,
    ).toBeTruthy();
  });

  it('allows images from the S3 endpoint when files live there', () => {
    const directives = directivesOf({
      S3_BUCKET: 'pages',
      S3_ENDPOINT: 'https://s3.example.com/base',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
    });
    expect(directives.imgSrc).toContain('https://s3.example.com');
    expect(directives.connectSrc).toContain('https://s3.example.com');
  });
});
