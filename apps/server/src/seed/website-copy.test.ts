import { translatedLocales, websiteSchema } from '@colorbook/contract';
import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from '../lib/rich-text';
import { defaultSettings } from './defaults';
import { legalPages } from './legal-translations';
import { websiteCopy } from './website-copy';

const facts = {
  appName: 'Crayon Club',
  contactEmail: 'help@crayon.example',
  date: new Date('2026-03-05T12:00:00Z'),
};

describe('seeded website copy', () => {
  const website = websiteSchema.parse(
    JSON.parse(defaultSettings(facts).find((s) => s.name === 'website')?.value ?? 'null'),
  );
  const { landing } = website;

  it('is what the website setting stores', () => {
    expect(website).toEqual(websiteCopy(facts));
  });

  it('shows every landing section, each with real text', () => {
    for (const [name, section] of Object.entries(landing)) {
      expect(section.visibility, name).toBe(true);
      if ('title' in section) expect(section.title.length, name).toBeGreaterThan(3);
      expect(section.description.length, name).toBeGreaterThan(10);
    }
  });

  it('fills every list the landing renders', () => {
    expect(landing.howItWorks.steps.length).toBeGreaterThanOrEqual(3);
    expect(landing.howItWorks.steps.length).toBeLessThanOrEqual(4);
    expect(landing.features.items).toHaveLength(6);
    for (const item of landing.features.items) expect(item.icon).toMatch(/^[a-z]+(-[a-z]+)*$/);
    expect(landing.testimonials.items.length).toBeGreaterThanOrEqual(3);
    for (const item of landing.testimonials.items)
      expect(item.name && item.location && item.feedback).toBeTruthy();
    expect(landing.metrics.items).toHaveLength(4);
    expect(landing.faqs.items).toHaveLength(6);
    for (const faq of landing.faqs.items) expect(faq.answer.length).toBeGreaterThan(40);
    expect(landing.footer.socials.length).toBeGreaterThan(0);
  });

  it('says on the pricing section that the starter plan adds favorites, download and print', () => {
    expect(landing.pricing.description).toMatch(/Starter plan adds favorites, download and print/);
  });

  it('has visible, complete terms and privacy pages filled from the settings', () => {
    for (const page of [website.terms, website.privacy]) {
      expect(page.visibility).toBe(true);
      // The page shows its own title: the document must not repeat it.
      expect(page.content).not.toMatch(/<h1/);
      expect(page.content).toContain('Last updated: 5 March 2026');
      expect(page.content).toContain('Crayon Club');
      expect(page.content).toContain('<a href="mailto:help@crayon.example">help@crayon.example</a>');
      expect(page.content).not.toMatch(/\[[^\]]*\]|Template/);
      expect(page.content.match(/<h2>/g)?.length).toBeGreaterThanOrEqual(7);
    }
  });

  it('gives a contact email and the call to action a button', () => {
    expect(landing.contact.email).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]+$/);
    expect(landing.callToAction.button).not.toBe('');
    expect(landing.home.button).not.toBe('');
  });

  describe('terms and privacy in every other language', () => {
    // Every tag, in order, attributes included: same structure, same mail links.
    const tags = (html: string) => html.match(/<[^>]+>/g) ?? [];
    const headings = (html: string) => html.match(/<h[23]>/g)?.length ?? 0;
    // The English template's sentences, each long enough to be telling.
    const englishSentences = (html: string) =>
      html
        .replace(/<[^>]+>/g, '\n')
        .split(/(?<=[.?!:;])\s+|\n/)
        .map((sentence) => sentence.trim())
        .filter((sentence) => sentence.length > 30);
    const localDate = {
      es: 'Última actualización: 5 de marzo de 2026',
      fr: 'Dernière mise à jour : 5 mars 2026',
      de: 'Zuletzt aktualisiert: 5. März 2026',
      'pt-BR': 'Última atualização: 5 de março de 2026',
    };

    for (const locale of translatedLocales) {
      for (const page of legalPages) {
        it(`seeds the ${page} page in ${locale}, filled from the settings, with the English structure`, () => {
          const english = website[page].content;
          const content = website.translations?.[locale]?.[page]?.content ?? '';
          expect(content.length).toBeGreaterThan(english.length * 0.8);
          expect(content).toContain(`<p><em>${localDate[locale]}</em></p>`);
          // The app's name wherever the English names it.
          expect(content.split('Crayon Club').length).toBe(english.split('Crayon Club').length);
          expect(content).toContain('<a href="mailto:help@crayon.example">help@crayon.example</a>');
          expect(headings(content)).toBe(headings(english));
          expect(tags(content)).toEqual(tags(english));
          expect(content).not.toMatch(/\[[^\]]*\]|Template|Last updated/);
          const sentences = englishSentences(english);
          expect(sentences.length).toBeGreaterThan(20);
          for (const sentence of sentences) expect(content).not.toContain(sentence);
          // What the admin's editor saves goes through the allowlist: the seeded page is already clean.
          expect(sanitizeRichText(content)).toBe(content);
        });
      }
      it(`keeps the landing translations in ${locale}`, () => {
        expect(website.translations?.[locale]?.home?.title?.length).toBeGreaterThan(10);
      });
    }

    it('keeps the English pages clean under the allowlist too', () => {
      for (const page of legalPages)
        expect(sanitizeRichText(website[page].content)).toBe(website[page].content);
    });

    it('escapes the facts in every language', () => {
      const odd = websiteCopy({ ...facts, appName: 'Tom & <Jerry>' });
      for (const locale of translatedLocales) {
        const content = odd.translations?.[locale]?.terms?.content ?? '';
        expect(content).toContain('Tom &amp; &lt;Jerry&gt;');
        expect(content).not.toContain('<Jerry>');
      }
    });
  });
});
