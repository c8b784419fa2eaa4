import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
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
      lang: 'en',
    });
  });

  it("follows the visitor's language as the public pages do, with the admin's tagline translated", async () => {
    // The seeded website carries the seeded tagline's translations; the admin's tagline has none,
    // so a translation is laid on for Spanish only.
    const list = (await t.app.inject({ method: 'GET', url: '/api/settings/list' })).json() as Array<{
      name: string;
      value: string;
    }>;
    const website = JSON.parse(list.find((s) => s.name === 'website')?.value ?? '{}');
    website.translations = {
      ...website.translations,
      es: { home: { tagline: 'Colorea algo nuevo cada día.' } },
    };
    delete website.translations.de;
    await t.db
      .update(settings)
      .set({ value: JSON.stringify(website) })
      .where(eq(settings.name, 'website'));

    const spanish = await t.app.inject({
      method: 'GET',
      url: '/manifest.webmanifest',
      headers: { 'accept-language': 'es-ES,es;q=0.9' },
    });
    expect(spanish.statusCode).toBe(200);
    expect(spanish.headers.vary).toBe('Accept-Language, Cookie');
    expect(spanish.headers['cache-control']).toBe('no-cache');
    expect(spanish.json()).toEqual({
      ...BUILT,
      name: 'Crayon Club',
      short_name: 'Crayon Club',
      description: 'Colorea algo nuevo cada día.',
      lang: 'es',
    });
    // No German translation of this tagline: the admin's own words, in a German manifest.
    const german = await t.app.inject({
      method: 'GET',
      url: '/manifest.webmanifest?lang=de',
      headers: { 'accept-language': 'es' },
    });
    expect(german.json()).toMatchObject({ description: 'Colour something new every day.', lang: 'de' });
    // The manifest only reads the language: setting the cookie is the pages' job.
    expect(german.headers['set-cookie']).toBeUndefined();
    const italian = await t.app.inject({
      method: 'GET',
      url: '/manifest.webmanifest',
      headers: { 'accept-language': 'it-IT,it;q=0.9' },
    });
    expect(italian.json()).toMatchObject({ description: 'Colour something new every day.', lang: 'en' });
    const cookie = await t.app.inject({
      method: 'GET',
      url: '/manifest.webmanifest',
      headers: { 'accept-language': 'de', cookie: 'lang=es' },
    });
    expect(cookie.json()).toMatchObject({ lang: 'es' });
  });

  it('keeps the built name and tagline when the settings are empty', async () => {
    // Written directly: the settings screen refuses a blank app name.
    await t.db
      .update(settings)
      .set({ value: '  ' })
      .where(inArray(settings.name, ['app_name', 'tagline']));
    const res = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(res.json()).toEqual({ ...BUILT, lang: 'en' });
    // Without a tagline, each language gets the catalogue's description.
    for (const [lang, description] of [
      ['es', 'Convierte cualquier idea en un dibujo para colorear.'],
      ['fr', 'Transforme chaque idée en coloriage.'],
      ['de', 'Mach aus jeder Idee ein Ausmalbild.'],
      ['pt-BR', 'Transforme qualquer ideia em um desenho para colorir.'],
    ] as const) {
      const localized = await t.app.inject({ method: 'GET', url: `/manifest.webmanifest?lang=${lang}` });
      expect(localized.json(), lang).toEqual({ ...BUILT, description, lang });
    }
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
