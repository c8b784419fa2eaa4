import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { inlineScript } from '@colorbook/web/seam';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserWithSession, type UserWithSession } from '../test/auth-helpers';
import { createTestApp, type TestApp } from '../test/create-test-app';
import { uploadPng } from '../test/upload-helpers';
import { writeWebBuild } from '../test/web-build-stand-in';

/*
 * What the landing inlines so a slow phone connection paints it without a second round trip
 * (issue 27): its small script, allowed by its hash in the Content-Security-Policy, and the
 * build's own icon as a data: URL while the settings name no other.
 */

const SSR_MODULE = `
export function render({ page, settings }) {
  const byName = Object.fromEntries(settings.map((s) => [s.name, s.value]));
  const view = { appName: byName.app_name, tagline: byName.tagline, favicon: byName.favicon,
    website: JSON.parse(byName.website) };
  return { found: true, settings: view, title: page, html: '<main><h1>' + page + '</h1></main>' };
}`;
// A `</script>` inside a string would end an inline element early: the page must escape it.
const LANDING_SCRIPT = 'document.body.dataset.menu="ready";const tag="</script>";\n';
const ICON =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">\n  <rect fill="#7c3aed" width="64" height="64"/>\n</svg>\n';

let t: TestApp;
let admin: UserWithSession;
let webDist: string;
beforeAll(async () => {
  webDist = writeWebBuild({
    manifest: {
      public: { landing: '/assets/landing-q1w2.js', landingInline: inlineScript(LANDING_SCRIPT) },
    },
    files: { 'favicon.svg': ICON, 'assets/landing-q1w2.js': LANDING_SCRIPT },
    publicPagesModule: SSR_MODULE,
  }).root;
  t = await createTestApp({ env: { WEB_DIST: webDist, PUBLIC_URL: 'https://colour.example' } });
  admin = await createUserWithSession(t.db, { admin: true });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: 'GET', url });
const createHashOf = (body: string) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`;
const scriptSrc = (csp: unknown) => /script-src ([^;]+)/.exec(String(csp))?.[1]?.split(' ') ?? [];

describe('the landing inlines what its first paint would wait for', () => {
  it('carries its script inline, escaped, and the CSP allows exactly that text by its hash', async () => {
    const res = await get('/');
    expect(res.statusCode).toBe(200);
    const scripts = [...res.body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts).toHaveLength(1);
    const [, attributes, body] = scripts[0] ?? [];
    expect(attributes).toBe(' type="module"');
    expect(body).toBe('document.body.dataset.menu="ready";const tag="<\\/script>";');
    // The hash the build computed for exactly that text (seam/inline-script.ts).
    const { hash } = inlineScript(LANDING_SCRIPT);
    expect(scriptSrc(res.headers['content-security-policy'])).toEqual(
      expect.arrayContaining(["'self'", hash]),
    );
    expect(createHashOf(body ?? '')).toBe(hash);
    // The same policy on every answer (one set of headers), and no file link to the script.
    expect(res.body).not.toContain('/assets/landing-q1w2.js');
    expect(scriptSrc((await get('/api/health')).headers['content-security-policy'])).toContain(hash);
  });

  it("shows the build's icon as a data: URL until the settings name another", async () => {
    for (const page of ['/', '/terms']) {
      const html = (await get(page)).body;
      expect(html).toContain(
        '<link rel="icon" type="image/svg+xml" href="data:image/svg+xml,&lt;svg xmlns=&quot;http://www.w3.org/2000/svg&quot; viewBox=&quot;0 0 64 64&quot;&gt;&lt;rect fill=&quot;%237c3aed&quot; width=&quot;64&quot; height=&quot;64&quot;/&gt;&lt;/svg&gt;">',
      );
    }
    const url = await uploadPng(t, admin, 64);
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/settings/favicon/update',
      headers: admin.headers,
      payload: { value: url },
    });
    expect(res.statusCode, res.body).toBe(200);
    const html = (await get('/')).body;
    expect(html).toContain(`<link rel="icon" type="image/png" href="${url}">`);
    expect(html).not.toContain('data:image/svg+xml');
  });
});
