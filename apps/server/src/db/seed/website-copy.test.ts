import { websiteSchema } from '@colorbook/contract';
import { describe, expect, it } from 'vitest';
import { defaultSettings } from './defaults';
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
});
