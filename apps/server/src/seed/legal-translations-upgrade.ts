import { translatedLocales, type WebsiteTranslations } from '@colorbook/contract';
import type { Db } from '../db/client';
import { listSettings, upsertSetting } from '../modules/settings/settings.repo';
import type { LegalFacts } from './legal-templates';
import {
  englishLegalTemplates,
  legalPages,
  mergeTranslations,
  translatedLegalTemplates,
} from './legal-translations';
import { hasSeedVersion, recordSeedVersion } from './seed-versions.repo';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  value !== null && typeof value === 'object' && !Array.isArray(value);
const filled = (value: unknown) => typeof value === 'string' && value.trim() !== '';

const englishMonths = Array.from({ length: 12 }, (_, month) =>
  new Date(Date.UTC(2000, month, 1)).toLocaleDateString('en-GB', { month: 'long', timeZone: 'UTC' }),
);
const seededDateLine = /^<p><em>Last updated: (\d{1,2}) ([A-Za-z]+) (\d{4})<\/em><\/p>\n/;

/** The date a seeded English page was filled with, read back from its first line. */
function seededDate(content: string): Date | undefined {
  const match = seededDateLine.exec(content);
  const month = match ? englishMonths.indexOf(match[2] ?? '') : -1;
  if (!match || month < 0) return undefined;
  return new Date(Date.UTC(Number(match[3]), month, Number(match[1])));
}

/**
 * The seeded translations of the legal pages whose English is still, character for character,
 * the seeded template for these facts (the date read from the page itself), for the languages
 * that have no text of their own for that page. A page an admin edited gets none: a translation
 * of the seeded English under the admin's own English would promise visitors something else.
 */
export function legalTranslationsFor(website: unknown, facts: Omit<LegalFacts, 'date'>): WebsiteTranslations {
  const out: WebsiteTranslations = {};
  if (!isObject(website)) return out;
  const translations = isObject(website.translations) ? website.translations : {};
  for (const page of legalPages) {
    const section = website[page];
    const stored = isObject(section) ? section.content : undefined;
    const date = typeof stored === 'string' ? seededDate(stored) : undefined;
    if (!date || stored !== englishLegalTemplates[page]({ ...facts, date })) continue;
    for (const locale of translatedLocales) {
      const existing = translations[locale];
      const own = isObject(existing) && isObject(existing[page]) ? existing[page].content : undefined;
      if (filled(own)) continue;
      const content = translatedLegalTemplates[locale][page]({ ...facts, date });
      out[locale] = { ...out[locale], [page]: { content } };
    }
  }
  return out;
}

/**
 * Names this data step in `seed_versions`, so it runs once per database: a translation an admin
 * later removes is not put back by a later release's seed.
 */
export const LEGAL_TRANSLATIONS_STEP = 'legal-translations-1';

/**
 * Gives a database seeded before the legal pages were translated the seeded Terms and Privacy in
 * every language, where its English is still the seeded text (above). New installs get them from
 * the first `website` value (website-copy.ts), so for them this only records the step.
 */
export async function addSeededLegalTranslations(db: Db, facts: Omit<LegalFacts, 'date'>): Promise<void> {
  if (await hasSeedVersion(db, LEGAL_TRANSLATIONS_STEP)) return;
  const [row] = await listSettings(db, ['website']);
  let data: unknown;
  try {
    data = row ? JSON.parse(row.value) : undefined;
  } catch {
    data = undefined;
  }
  const add = legalTranslationsFor(data, facts);
  if (isObject(data) && Object.keys(add).length > 0) {
    const translations = (isObject(data.translations) ? data.translations : {}) as WebsiteTranslations;
    data.translations = mergeTranslations(translations, add);
    await upsertSetting(db, 'website', JSON.stringify(data));
  }
  await recordSeedVersion(db, LEGAL_TRANSLATIONS_STEP);
}
