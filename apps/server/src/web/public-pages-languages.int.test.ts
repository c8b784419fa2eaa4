import fs from 'node:fs';
import path from 'node:path';
import { sectionTranslationState, websiteSchema } from '@colorbook/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserWithSession, type UserWithSession } from '../test/auth-helpers';
import { createTestApp, type TestApp } from '../test/create-test-app';
import { writeWebBuild } from '../test/web-build-stand-in';

/*
 * The public pages in the visitor's language (issue 23), rendered by the web app's real render
 * module (its source, re-exported where the build would put it): the language chosen from
 * ?lang=, the `lang` cookie and Accept-Language; <html lang>, hreflang and canonical; the
 * sitemap; admin-translated sections with the English fallback; translated plans.
 */

const WEB_SSR_SOURCE = path.resolve(import.meta.dirname, '../../../web/src/ssr/entry-server.tsx');

let t: TestApp;
let admin: UserWithSession;
let webDist: string;
beforeAll(async () => {
  webDist = writeWebBuild({ publicPagesModule: `export * from ${JSON.stringify(WEB_SSR_SOURCE)};\n` }).root;
  t = await createTestApp({ env: { WEB_DIST: webDist, PUBLIC_URL: 'https://colour.example' } });
  admin = await createUserWithSession(t.db, { admin: true });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

async function editWebsite(change: (website: ReturnType<typeof websiteSchema.parse>) => void) {
  const list = (await get('/api/settings/list')).json() as Array<{ name: string; value: string }>;
  const website = websiteSchema.parse(JSON.parse(list.find((s) => s.name === 'website')?.value ?? ''));
  change(website);
  const res = await t.app.inject({
    method: 'PATCH',
    url: '/api/settings/website/update',
    headers: admin.headers,
    payload: { value: JSON.stringify(website) },
  });
  expect(res.statusCode, res.body).toBe(200);
}

describe('public pages in the visitor’s language', () => {
  it('serves German to a German browser, with lang="de", hreflang alternates and its canonical', async () => {
    const res = await get('/', { 'accept-language': 'de-DE,de;q=0.9,en;q=0.5' });
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toMatch(/^<!doctype html>\n<html lang="de">/);
    // The seeded German copy and the landing's own German words.
    expect(html).toContain('Mach aus jeder Idee ein Ausmalbild');
    expect(html).toContain('Anmelden');
    expect(html).toContain('Alle Rechte vorbehalten.');
    expect(html).not.toContain('Turn any idea into a colouring page</h1>');
    // The seeded tagline's translation, in the title too.
    expect(html).toContain('<title>Colorbook · Mach aus jeder Idee ein Ausmalbild</title>');
    // The seeded plans' translations.
    expect(html).toContain('Kostenlos</h3>');
    expect(html).toContain('Reichlich Bilder für die ganze Familie');
    expect(html).toContain('<link rel="canonical" href="https://colour.example/?lang=de">');
    for (const [lang, href] of [
      ['en', 'https://colour.example/'],
      ['es', 'https://colour.example/?lang=es'],
      ['fr', 'https://colour.example/?lang=fr'],
      ['de', 'https://colour.example/?lang=de'],
      ['pt-BR', 'https://colour.example/?lang=pt-BR'],
      ['x-default', 'https://colour.example/'],
    ]) {
      expect(html).toContain(`<link rel="alternate" hreflang="${lang}" href="${href}">`);
    }
    // The footer's switcher: plain links, the current language marked.
    expect(html).toMatch(/<a href="\?lang=fr" hrefLang="fr" lang="fr"[^>]*>Français<\/a>/);
    expect(html).toMatch(/<a href="\?lang=de" hrefLang="de" lang="de" aria-current="true"/);
    expect(res.headers.vary).toContain('Accept-Language');
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('?lang=fr sets the cookie and wins over the header; the cookie then wins on its own', async () => {
    const res = await get('/?lang=fr', { 'accept-language': 'de' });
    expect(res.body).toMatch(/<html lang="fr">/);
    expect(res.body).toContain('Transforme chaque idée en coloriage');
    expect(res.headers['set-cookie']).toMatch(/^lang=fr; Path=\/; Max-Age=\d+; SameSite=Lax$/);

    const next = await get('/', { 'accept-language': 'de', cookie: 'other=1; lang=fr' });
    expect(next.body).toMatch(/<html lang="fr">/);
    // An unknown language in the query or cookie is ignored.
    expect((await get('/?lang=it', { 'accept-language': 'es' })).body).toMatch(/<html lang="es">/);
    expect((await get('/', { cookie: 'lang=xx', 'accept-language': 'pt-BR' })).body).toMatch(
      /<html lang="pt-BR">/,
    );
  });

  it('serves a fresh install’s seeded Terms and Privacy in the visitor’s language', async () => {
    const french = await get('/terms?lang=fr');
    expect(french.statusCode).toBe(200);
    expect(french.body).toMatch(/<html lang="fr">/);
    expect(french.body).toContain('Dernière mise à jour :');
    expect(french.body).toContain('Les présentes conditions encadrent ton utilisation de Colorbook');
    expect(french.body).toContain('<h2>4. Formules, paiements et remboursements</h2>');
    expect(french.body).not.toContain('These terms govern');
    const brazilian = await get('/privacy?lang=pt-BR');
    expect(brazilian.body).toContain('Esta política explica quais dados pessoais Colorbook coleta');
    expect(brazilian.body).not.toContain('This policy explains');
    // The admin's editor reads them as translated.
    const list = (await get('/api/settings/list')).json() as Array<{ name: string; value: string }>;
    const stored = websiteSchema.parse(JSON.parse(list.find((s) => s.name === 'website')?.value ?? ''));
    for (const locale of ['es', 'fr', 'de', 'pt-BR'] as const) {
      expect(sectionTranslationState(stored, 'terms', locale)).toBe('full');
      expect(sectionTranslationState(stored, 'privacy', locale)).toBe('full');
    }
  });

  it('serves /terms in Spanish: its heading, back link and the admin’s Spanish terms', async () => {
    const english = await get('/terms', { 'accept-language': 'es' });
    expect(english.body).toMatch(/<html lang="es">/);
    expect(english.body).toContain('Condiciones del servicio');
    expect(english.body).toContain('Volver al inicio');
    expect(english.body).toContain('<link rel="canonical" href="https://colour.example/terms?lang=es">');

    await editWebsite((website) => {
      website.translations = {
        ...website.translations,
        es: { ...website.translations?.es, terms: { content: '<h2>Reglas</h2><script>x()</script>' } },
      };
    });
    const spanish = await get('/terms', { 'accept-language': 'es' });
    expect(spanish.body).toContain('<h2>Reglas</h2>');
    expect(spanish.body).not.toContain('x()');
  });

  it('serves each language its own Terms, English where a language has none, and keeps no emptied page', async () => {
    await editWebsite((website) => {
      website.terms = { visibility: true, content: '<h2>House rules</h2><p>Be kind to crayons.</p>' };
      website.privacy = { visibility: true, content: '<p>We keep your drawings private.</p>' };
      website.translations = {
        ...website.translations,
        // An editor the admin emptied still sends a paragraph: that is no Spanish privacy page.
        es: {
          ...website.translations?.es,
          terms: { content: '<h2>Normas de la casa</h2><p>Trata bien a las ceras.</p>' },
          privacy: { content: '<p></p>' },
        },
        de: { ...website.translations?.de, terms: {}, privacy: {} },
      };
    });
    const list = (await get('/api/settings/list')).json() as Array<{ name: string; value: string }>;
    const stored = websiteSchema.parse(JSON.parse(list.find((s) => s.name === 'website')?.value ?? ''));
    expect(stored.translations?.es?.terms?.content).toBe(
      '<h2>Normas de la casa</h2><p>Trata bien a las ceras.</p>',
    );
    expect(stored.translations?.es?.privacy?.content).toBeUndefined();
    // What the admin's badges read: Spanish terms translated; Spanish privacy and German terms not.
    expect(sectionTranslationState(stored, 'terms', 'es')).toBe('full');
    expect(sectionTranslationState(stored, 'privacy', 'es')).toBe('none');
    expect(sectionTranslationState(stored, 'terms', 'de')).toBe('none');

    const spanish = await get('/terms?lang=es');
    expect(spanish.statusCode).toBe(200);
    expect(spanish.body).toMatch(/<html lang="es">/);
    expect(spanish.body).toContain('<h2>Normas de la casa</h2><p>Trata bien a las ceras.</p>');
    expect(spanish.body).not.toContain('House rules');
    // Without a translation, the English page in the visitor's language's frame.
    const german = await get('/terms?lang=de');
    expect(german.body).toMatch(/<html lang="de">/);
    expect(german.body).toContain('<h2>House rules</h2>');
    const spanishPrivacy = await get('/privacy?lang=es');
    expect(spanishPrivacy.body).toMatch(/<html lang="es">/);
    expect(spanishPrivacy.body).toContain('We keep your drawings private.');
    expect((await get('/terms?lang=en')).body).toContain('<h2>House rules</h2>');
  });

  it('shows a section an admin translated, and the English of one that is not', async () => {
    await editWebsite((website) => {
      website.landing.faqs.title = 'Questions parents ask';
      website.landing.faqs.items = [{ question: 'Is it safe?', answer: 'Yes, it is.' }];
      website.landing.callToAction.title = 'Start today';
      website.translations = {
        ...website.translations,
        es: {
          ...website.translations?.es,
          faqs: { title: 'Preguntas de las familias', items: [{ question: '¿Es seguro?' }] },
        },
      };
      delete website.translations.es?.callToAction;
    });
    const spanish = (await get('/', { 'accept-language': 'es' })).body;
    expect(spanish).toContain('Preguntas de las familias');
    expect(spanish).toContain('¿Es seguro?');
    // The untranslated answer and section fall back to the admin's English.
    expect(spanish).toContain('Yes, it is.');
    expect(spanish).toContain('Start today');
    // A language Colorbook does not speak gets the English.
    const italian = await get('/', { 'accept-language': 'it' });
    expect(italian.body).toMatch(/<html lang="en">/);
    expect(italian.body).toContain('Questions parents ask');
  });

  it('lists plans in Portuguese where an admin translated them, on the landing and the API', async () => {
    const plans = (await get('/api/plans/list')).json() as Array<{ id: number; name: string; title: string }>;
    const starter = plans.find((plan) => plan.name === 'starter');
    if (!starter) throw new Error('no starter plan');
    const read = (await get(`/api/plans/${starter.id}/read`)).json();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/plans/${starter.id}/update`,
      headers: admin.headers,
      payload: {
        name: read.name,
        title: read.title,
        description: read.description,
        price: read.price,
        publicPageLimit: read.public_page_limit,
        pageCreationLimit: read.page_creation_limit,
        translations: { 'pt-BR': { title: 'Inicial', description: 'Para a família toda' } },
      },
    });
    expect(res.statusCode, res.body).toBe(200);

    const portuguese = (await get('/api/plans/list', { 'accept-language': 'pt-BR' })).json() as typeof plans;
    expect(portuguese.find((plan) => plan.name === 'starter')?.title).toBe('Inicial');
    const english = (await get('/api/plans/list', { 'accept-language': 'fr' })).json() as typeof plans;
    expect(english.find((plan) => plan.name === 'starter')?.title).toBe(starter.title);
    // The editor reads what is stored, whatever the browser speaks.
    const stored = (await get(`/api/plans/${starter.id}/read`, { 'accept-language': 'pt-BR' })).json();
    expect(stored.title).toBe(starter.title);
    expect(stored.translations['pt-BR'].title).toBe('Inicial');

    const landing = (await get('/?lang=pt-BR')).body;
    expect(landing).toContain('Inicial');
    expect(landing).toContain('Para a família toda');
    expect(landing).toContain('Escolher Inicial');
  });

  it('lists every language of each shown page in the sitemap, with alternates', async () => {
    const sitemap = (await get('/sitemap.xml')).body;
    expect(sitemap).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    for (const loc of [
      'https://colour.example/',
      'https://colour.example/?lang=de',
      'https://colour.example/terms?lang=pt-BR',
      'https://colour.example/privacy?lang=es',
    ]) {
      expect(sitemap).toContain(`<loc>${loc}</loc>`);
    }
    expect(sitemap).toContain(
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://colour.example/terms"/>',
    );
  });
});
