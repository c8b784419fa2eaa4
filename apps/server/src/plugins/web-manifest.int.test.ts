import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settings } from '../db/schema';
import { createUserWithSession } from '../test/auth-helpers';
import { createTestApp, type TestApp } from '../test/create-test-app';

const BUILT = {
  id: '/',
  name: 'Colorbook',
  short_name: 'Colorbook',
  description: 'Turn any idea into a colouring page.',
  start_url: '/',
  display: 'standalone',
  theme_color: '#7c3aed',
  icons: [{ src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png' }],
};

describe('the PWA manifest', () => {
  let t: TestApp;
  let webDist: string;
  beforeAll(async () => {
    webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'cb-web-manifest-'));
    fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
    fs.writeFileSync(path.join(webDist, 'manifest.webmanifest'), JSON.stringify(BUILT));
    t = await createTestApp({ env: { WEB_DIST: webDist } });
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  it("carries the admin's app name and tagline over the built manifest, never cached stale", async () => {
    const admin = await createUserWithSession(t.db, { admin: true });
    for (const [name, value] of [
      ['app_name', 'Crayon Club'],
      ['tagline', 'Colour something new every day.'],
    ]) {
      const saved = await t.app.inject({
        method: 'PATCH',
        url: `/api/settings/${name}/update`,
        headers: admin.headers,
        payload: { value },
      });
      expect(saved.statusCode, saved.body).toBe(200);
    }
    const res = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/manifest+json');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.json()).toEqual({
      ...BUILT,
      name: 'Crayon Club',
      short_name: 'Crayon Club',
      description: 'Colour something new every day.',
    });
  });

  it('keeps the built name and tagline when the settings are empty', async () => {
    // Written directly: the settings screen refuses a blank app name.
    await t.db
      .update(settings)
      .set({ value: '  ' })
      .where(inArray(settings.name, ['app_name', 'tagline']));
    const res = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(res.json()).toEqual(BUILT);
  });
});

describe('without a web build', () => {
  it('answers 404', async () => {
    const t = await createTestApp();
    try {
      const res = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
      expect(res.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
