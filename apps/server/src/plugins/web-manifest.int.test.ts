import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upsertSetting } from '../modules/settings/settings.repo';
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
    await upsertSetting(t.db, 'app_name', 'Crayon Club');
    await upsertSetting(t.db, 'tagline', 'Colour something new every day.');
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
    await upsertSetting(t.db, 'app_name', '');
    await upsertSetting(t.db, 'tagline', '  ');
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
