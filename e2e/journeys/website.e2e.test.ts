// The website as a new admin runs it (DESIGN §9: rendered on the server from the settings): the
// section list, editing texts, lists (add, remove, reorder), a picture and visibility, seeing
// the server-rendered landing change without a restart; Terms that cannot carry a script; the
// landing readable before any script runs; and axe on the public and auth screens.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { deflateSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, test } from 'vitest';
import { firstAdmin } from '../support/admin';
import { type Account, apiCall } from '../support/api';
import {
  type Device,
  expectNoProblems,
  expectNotVisible,
  expectVisible,
  finishAnimations,
  newContext,
  screenshot,
  seedToken,
  useBrowser,
} from '../support/browser';

const app = useBrowser();
const baseURL = inject('baseURL');
const DESKTOP = { viewport: { width: 1280, height: 800 } };
const devices: Device[] = ['phone', 'desktop'];
let admin: Account;

beforeAll(async () => {
  const context = await newContext(app.browser, 'desktop');
  try {
    admin = (await firstAdmin(await context.newPage())).account;
  } finally {
    await context.close();
  }
});

async function openAsAdmin(path: string, device: Device): Promise<Page> {
  const context = await app.context(device, device === 'desktop' ? DESKTOP : {});
  await seedToken(context, admin.token);
  const page = await context.newPage();
  await page.goto(path, { waitUntil: 'networkidle' });
  return page;
}

/** The landing as the server sends it, before any script. */
const landingHtml = async (path = '/') => (await fetch(`${baseURL}${path}`)).text();

/** Saves and waits for the server's answer (an earlier save's message may still be showing). */
async function save(page: Page) {
  const answered = page.waitForResponse(
    (response) => response.url().endsWith('/api/settings/website/update') && response.status() === 200,
  );
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await answered;
  await expectVisible(page.getByText('Section has been saved'));
  await expect.poll(() => page.getByRole('button', { name: 'Save', exact: true }).isDisabled()).toBe(true);
}

/** A small real PNG (a solid square), made here so the upload is a genuine image. */
function png(size = 64): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const byte of buf) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(size * 3, 0x7c)]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: size }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('the landing before any script', () => {
  test('is readable with JavaScript off, with its sections, sign-in link and head tags', async () => {
    const html = await landingHtml();
    expect(html).toMatch(/^<!doctype html>\n<html lang="en">/);
    const body = html.slice(html.indexOf('<body>'));
    for (const text of ['Turn any idea into a colouring page', 'How it works', 'Get in touch', 'Sign in']) {
      expect(body, text).toContain(text);
    }
    expect(body).not.toContain('<script');
    expect(html).toContain('<meta name="description"');
    expect(html).toContain('<link rel="canonical"');
    expect(html).toContain('<meta property="og:title"');

    const context = await app.context('phone', { javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/', { waitUntil: 'networkidle' });
    await expectVisible(page.getByRole('heading', { level: 1 }));
    await expectVisible(page.getByRole('link', { name: 'Sign in' }));
    await screenshot(page, 'website-landing-no-js-phone');
  });
});

describe('website editors', () => {
  test('lists every section with whether visitors see it', async () => {
    for (const device of devices) {
      const page = await openAsAdmin('/admin/website', device);
      await expectVisible(page.getByRole('heading', { name: 'Website' }));
      for (const title of ['Hero', 'How it works', 'Features', 'Testimonials', 'FAQs', 'Terms of Service']) {
        await expectVisible(page.getByRole('link', { name: new RegExp(title) }).first());
      }
      await expect.poll(() => page.getByText('Shown', { exact: true }).count()).toBe(12);
      expectNoProblems(page);
      await screenshot(page, `website-sections-${device}`);
    }
  });

  test('edits texts and a list (add, reorder, remove) and the landing shows it without a restart', async () => {
    const page = await openAsAdmin('/admin/website/how-it-works', 'desktop');
    await page.getByLabel('Title').first().fill('Three steps to your page');
    await page.getByRole('button', { name: 'Add step' }).click();
    const steps = page.locator('ol > li');
    const count = await steps.count();
    const added = steps.nth(count - 1);
    await added.getByLabel('Title').fill('Share it');
    await added.getByLabel('Description').fill('Print it or send it to a friend who loves colouring too.');
    await page.getByRole('button', { name: `Move step ${count} up` }).click();
    await page.getByRole('button', { name: 'Remove step 1' }).click();
    await expectVisible(page.getByText('Unsaved changes'));
    await screenshot(page, 'website-how-it-works-desktop');
    await save(page);

    const html = await landingHtml();
    expect(html).toContain('Three steps to your page');
    expect(html).not.toContain('Describe it');
    // The new step sits before the one it was moved above.
    const at = (title: string) => html.indexOf(`>${title}<`);
    expect(at('Colour it')).toBeGreaterThan(0);
    expect(at('Share it')).toBeGreaterThan(at('Colour it'));
    expect(at('Keep it, print it, share it')).toBeGreaterThan(at('Share it'));
  });

  test('uploads the hero picture and the landing shows it', async () => {
    const page = await openAsAdmin('/admin/website/home', 'phone');
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'hero.png', mimeType: 'image/png', buffer: png() });
    await expectVisible(page.getByRole('button', { name: 'Remove' }));
    await page.getByLabel('Android').fill('https://play.google.com/store/apps/details?id=colorbook');
    await screenshot(page, 'website-home-phone');
    await save(page);

    const html = await landingHtml();
    expect(html).toMatch(/<section id="home"[\s\S]*<img src="\/api\/files\/[^"]+"/);
    expect(html).toContain('Download our app');
    expect(html).toMatch(/<meta property="og:image" content="http[^"]+\/api\/files\//);

    const landing = await app.open('/', 'phone');
    await expectVisible(landing.locator('#home img'));
    await screenshot(landing, 'website-landing-edited-phone');
  });

  test('hides a section and shows it again', async () => {
    const page = await openAsAdmin('/admin/website/faqs', 'desktop');
    const visibility = page.getByRole('switch', { name: 'Show on the website' });
    await visibility.click();
    await expect.poll(() => visibility.getAttribute('aria-checked')).toBe('false');
    await save(page);
    let html = await landingHtml();
    expect(html).not.toContain('id="faqs"');
    expect(html).not.toContain('href="#faqs"');

    await visibility.click();
    await save(page);
    html = await landingHtml();
    expect(html).toContain('id="faqs"');
    expect(html).toContain('href="#faqs"');
  });

  test('translates a FAQ: a Spanish visitor reads it, an Italian one gets the English', async () => {
    const page = await openAsAdmin('/admin/website/faqs', 'desktop');
    await page.getByLabel('Content language').selectOption('es');
    // The seeded Spanish is in the form; the admin rewrites the first question.
    const fields = page.getByRole('textbox');
    await expect
      .poll(() =>
        fields.evaluateAll((els) =>
          els.some((el) => (el as unknown as { value: string }).value === '¿Qué es Colorbook?'),
        ),
      )
      .toBe(true);
    const index = await fields.evaluateAll((els) =>
      els.findIndex((el) => (el as unknown as { value: string }).value === '¿Qué es Colorbook?'),
    );
    await fields.nth(index).fill('¿Qué es Colorbook exactamente?');
    const answered = page.waitForResponse(
      (response) => response.url().endsWith('/api/settings/website/update') && response.status() === 200,
    );
    await page.getByRole('button', { name: /^Save / }).click();
    await answered;
    await expectVisible(page.getByText('Translation has been saved'));
    await screenshot(page, 'website-faq-translated-desktop');

    const visitor = async (locale: string) => {
      const context = await app.context('phone', { locale });
      const landing = await context.newPage();
      await landing.goto('/', { waitUntil: 'domcontentloaded' });
      return landing;
    };
    const spanish = await visitor('es-ES');
    await expectVisible(spanish.getByText('¿Qué es Colorbook exactamente?'));
    expect(await spanish.locator('html').getAttribute('lang')).toBe('es');
    // Italian is not one of the five: English, the default language's text.
    const italian = await visitor('it-IT');
    await expectVisible(italian.getByText('What is Colorbook?'));
    expect(await italian.getByText('¿Qué es Colorbook exactamente?').count()).toBe(0);
    expect(await italian.locator('html').getAttribute('lang')).toBe('en');
  });

  test('warns before leaving with unsaved changes', async () => {
    const page = await openAsAdmin('/admin/website/contact', 'phone');
    await page.getByLabel('Phone').fill('+44 20 7946 0000');
    await page.getByRole('link', { name: 'All sections' }).click();
    await expectVisible(page.getByText('You have unsaved changes. Leave without saving?'));
    await page.getByRole('button', { name: 'Cancel' }).click();
    expect(new URL(page.url()).pathname).toBe('/admin/website/contact');
    await expect.poll(() => page.getByLabel('Phone').inputValue()).toBe('+44 20 7946 0000');
  });

  test('edits Terms in the rich-text editor; a pasted script, onerror and javascript: link never reach visitors', async () => {
    for (const device of devices) {
      const page = await openAsAdmin('/admin/website/terms', device);
      await expectVisible(page.getByRole('toolbar', { name: 'Formatting' }));
      await screenshot(page, `website-terms-editor-${device}`);
    }
    const page = await openAsAdmin('/admin/website/terms', 'desktop');
    const editor = page.getByRole('textbox', { name: 'Terms of Service' });
    await editor.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type(' We reply within two days.');
    await save(page);
    expect(await landingHtml('/terms')).toContain('We reply within two days.');

    // What a paste from elsewhere could carry, sent straight to the API.
    const list = await apiCall<Array<{ name: string; value: string }>>('GET', '/settings/list', admin.token);
    const website = JSON.parse(list.find((s) => s.name === 'website')?.value ?? '{}');
    website.terms.content +=
      '<script>alert(1)</script><p><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">Win</a></p>';
    await apiCall('PATCH', '/settings/website/update', admin.token, { value: JSON.stringify(website) });
    const terms = await landingHtml('/terms');
    expect(terms).toContain('We reply within two days.');
    expect(terms).not.toMatch(/alert\(|onerror|javascript:|<img/);

    const visitor = await app.open('/terms', 'phone');
    await expectVisible(visitor.getByRole('heading', { name: 'Terms of Service', level: 1 }));
    expect(await visitor.getByRole('heading', { name: 'Terms of Service' }).count()).toBe(1);
    await screenshot(visitor, 'website-terms-phone');
  });
});

describe('accessibility (axe)', () => {
  const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

  test.each(['/', '/terms', '/privacy', '/sign-in', '/sign-up'])(
    '%s has no serious or critical violations',
    async (path) => {
      for (const device of devices) {
        const page = await app.open(path, device);
        await finishAnimations(page);
        await page.evaluate(axeSource);
        const violations = (await page.evaluate(
          `axe.run(document, { resultTypes: ['violations'] }).then((r) => r.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => n.html).slice(0, 3) })))`,
        )) as Array<{ id: string; impact: string; nodes: string[] }>;
        const severe = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
        expect(severe, `${path} on ${device}`).toEqual([]);
      }
    },
  );

  test('the landing and legal pages look finished at 390×844 and 1280×800', async () => {
    for (const path of ['/', '/privacy']) {
      const phone = await app.open(path, 'phone');
      await screenshot(phone, `website-public${path.replace('/', '-') || '-'}phone`);
      const context = await app.context('desktop', DESKTOP);
      const desktop = await context.newPage();
      await desktop.goto(path, { waitUntil: 'networkidle' });
      await screenshot(desktop, `website-public${path.replace('/', '-') || '-'}desktop`);
      await expectNotVisible(desktop.getByText('Page not found'));
    }
  });
});
