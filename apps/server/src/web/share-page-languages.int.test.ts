import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { colorings } from '../db/schema';
import { createUserWithSession, type UserWithSession } from '../test/auth-helpers';
import { createTestApp, type TestApp } from '../test/create-test-app';
import { seedPage } from '../test/page-helpers';
import { createShare, saveColoring } from '../test/share-helpers';
import { writeWebBuild } from '../test/web-build-stand-in';

/*
 * /s/{token} in the visitor's language (issue 23), rendered by the web app's real render module
 * (its source, re-exported where the build would put it), chosen as for the landing: ?lang=,
 * the `lang` cookie, Accept-Language. The page's words, its <head> and the replay player's
 * labels (which its script reads from the page) all follow it; a language Colorbook does not
 * speak gets English.
 */

const WEB_SSR_SOURCE = path.resolve(import.meta.dirname, '../../../web/src/ssr/entry-server.tsx');

let t: TestApp;
let webDist: string;
let painter: UserWithSession;
let sharePath: string;
beforeAll(async () => {
  webDist = writeWebBuild({ publicPagesModule: `export * from ${JSON.stringify(WEB_SSR_SOURCE)};\n` }).root;
  t = await createTestApp({ env: { WEB_DIST: webDist, PUBLIC_URL: 'https://colour.example' } });
  painter = await createUserWithSession(t.db, { name: 'Pia' });
  const page = await seedPage(t.db, painter.user.id, { title: 'Un zorro' });
  const coloringId = await saveColoring(t, painter, page.id);
  // A time-lapse log on record: the page then carries the player (its bytes are not read here).
  await t.db
    .update(colorings)
    .set({ replayUrl: '/api/files/replay-test.bin' })
    .where(eq(colorings.id, coloringId));
  sharePath = new URL((await createShare(t, painter, coloringId)).url).pathname;
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const meta = (html: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`).exec(html)?.[1];

describe('the share page in the visitor’s language', () => {
  it('speaks Spanish to a Spanish browser: the page, its card and the player’s labels', async () => {
    const res = await get(sharePath, { 'accept-language': 'es-MX,es;q=0.9,en;q=0.5' });
    expect(res.statusCode).toBe(200);
    expect(res.headers.vary).toBe('Accept-Language, Cookie');
    expect(res.headers['set-cookie']).toBeUndefined();
    const html = res.body;
    expect(html).toMatch(/^<!doctype html>\n<html lang="es">/);
    // The page's own words.
    expect(html).toContain('Coloreado por <strong');
    expect(html).toContain('Colorea tú esta página');
    expect(html).toContain('Iniciar sesión');
    expect(html).toContain('Hecho con Colorbook.');
    expect(html).toContain('alt="«Un zorro», coloreado por Pia"');
    // Its <head>: the title and the social card.
    expect(html).toContain('<title>Pia coloreó «Un zorro» · Colorbook</title>');
    expect(meta(html, 'og:description')).toBe(
      'Coloreado en Colorbook. Colorea tú esta página: empezar es gratis.',
    );
    expect(meta(html, 'og:image:alt')).toBe('Un dibujo coloreado de «Un zorro»');
    expect(meta(html, 'og:locale')).toBe('es');
    // The player: what its script shows on the button as it plays, pauses and ends.
    expect(html).toContain('data-label-play="Reproducir"');
    expect(html).toContain('data-label-pause="Pausa"');
    expect(html).toContain('data-label-again="Ver otra vez"');
    expect(html).toContain('aria-label="Saltar al final"');
    expect(html).toContain('aria-label="Posición de la repetición"');
    expect(html).toContain('aria-valuetext="0\u00a0%"');
    for (const english of [
      'Coloured by',
      'Colour this page yourself',
      'Sign in',
      'Play again',
      'Skip to the end',
    ]) {
      expect(html, english).not.toContain(english);
    }
  });

  it('gives an Italian browser the English page', async () => {
    const res = await get(sharePath, { 'accept-language': 'it-IT,it;q=0.9' });
    const html = res.body;
    expect(html).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(html).toContain('Colour this page yourself');
    expect(html).toContain('<title>Pia coloured “Un zorro” · Colorbook</title>');
    expect(meta(html, 'og:description')).toBe(
      'Coloured on Colorbook. Colour this page yourself: it is free to start.',
    );
    expect(html).toContain('data-label-pause="Pause"');
    expect(html).toContain('data-label-again="Play again"');
    expect(html).toContain('aria-valuetext="0%"');
  });

  it('follows ?lang= (remembered in the cookie), then the cookie, over Accept-Language', async () => {
    const asked = await get(`${sharePath}?lang=de`, { 'accept-language': 'es' });
    expect(asked.body).toMatch(/<html lang="de">/);
    expect(asked.body).toContain('Mal diese Seite selbst aus');
    expect(asked.body).toContain('data-label-again="Nochmal abspielen"');
    expect(asked.headers['set-cookie']).toMatch(/^lang=de; Path=\/;/);

    const remembered = await get(sharePath, { 'accept-language': 'es', cookie: 'lang=pt-BR' });
    expect(remembered.body).toMatch(/<html lang="pt-BR">/);
    expect(remembered.body).toContain('Pinte você mesmo esta página');
    expect(remembered.body).toContain('<title>Pia coloriu “Un zorro” · Colorbook</title>');

    // Each language has its own ETag: a cached English page is never revalidated as French.
    const english = await get(sharePath);
    const french = await get(sharePath, {
      'accept-language': 'fr',
      'if-none-match': String(english.headers.etag),
    });
    expect(french.statusCode).toBe(200);
    expect(french.body).toContain('a colorié « Un zorro »');
  });
});

describe('the landing’s manifest link', () => {
  it('is left to the landing’s script after load, which names the page’s language from <html lang>', async () => {
    // A manifest is fetched without the `lang` cookie: the script puts <html lang> in its address
    // (shell.e2e checks it in a browser); the HTML itself carries no manifest to fetch early.
    const spanish = await get('/', { cookie: 'lang=es' });
    expect(spanish.body).toContain('<html lang="es">');
    expect(spanish.body).not.toContain('rel="manifest"');
    const english = await get('/?lang=en', { 'accept-language': 'de' });
    expect(english.body).toContain('<html lang="en">');
  });
});
