import {
  defaultLanding,
  defaultLandingTranslations,
  landingSectionKeys,
  sectionTranslationSchemas,
  type TranslatedLocale,
  translatedLocales,
  type WebsiteTranslations,
} from '@colorbook/contract';
import type { Db } from '../../db/client';
import { sanitizeRichText } from '../../lib/rich-text';
import { listSettings, upsertSetting } from './settings.repo';

/**
 * The seeded tagline (seed/defaults.ts writes it); its seeded translations
 * (website.translations.*.home.tagline) say the same.
 */
export const DEFAULT_TAGLINE = 'Turn any idea into a colouring page';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** `visible` → `visibility` on one section; false when there was nothing to rename. */
function renameFlag(section: unknown): boolean {
  if (!isObject(section) || !('visible' in section)) return false;
  const { visible, ...rest } = section;
  for (const key of Object.keys(section)) delete section[key];
  Object.assign(section, { visibility: 'visibility' in rest ? rest.visibility : visible }, rest);
  return true;
}

/**
 * The seeded translations for the sections of `landing` whose words are still the seeded English
 * (issue 23). A section an admin edited gets none: a translation of the old English under the
 * admin's new English would tell visitors something the admin never wrote. It keeps showing the
 * admin's English until someone translates it in the editor.
 */
export function seededTranslationsFor(landing: Json, tagline?: string): WebsiteTranslations {
  const out: WebsiteTranslations = {};
  // The tagline is a setting of its own: translated only while it is still the seeded one.
  if (tagline === DEFAULT_TAGLINE) {
    for (const locale of translatedLocales) {
      const translated = defaultLandingTranslations[locale]?.home?.tagline;
      if (translated) out[locale] = { home: { tagline: translated } };
    }
  }
  for (const key of landingSectionKeys) {
    const schema = sectionTranslationSchemas[key];
    const stored = schema.safeParse(landing[key]);
    const seeded = schema.parse(defaultLanding[key]);
    if (!stored.success || JSON.stringify(stored.data) !== JSON.stringify(seeded)) continue;
    for (const locale of translatedLocales as TranslatedLocale[]) {
      const translation = defaultLandingTranslations[locale]?.[key];
      if (!translation) continue;
      const words = key === 'home' ? { ...translation, tagline: out[locale]?.home?.tagline } : translation;
      out[locale] = { ...out[locale], [key]: words };
    }
  }
  return out;
}

/**
 * The stored `website` in today's shape: each section's flag named `visibility` (spec §3;
 * content written by the original product's editors, and by this app before the rename, says
 * `visible`), and the Terms and Privacy HTML passed through the allowlist (values stored
 * before the server sanitised), and the seeded translations of sections never edited (above). Works on the raw JSON, section by section, so a document the
 * schema would reject elsewhere still gets its flags renamed and nothing else is touched.
 * Returns null when the value is already up to date (or is not JSON at all).
 */
export function upgradeWebsiteJson(raw: string, tagline?: string): string | null {
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isObject(data)) return null;
  let changed = false;
  if (isObject(data.landing)) {
    for (const section of Object.values(data.landing)) changed = renameFlag(section) || changed;
  }
  for (const key of ['terms', 'privacy']) {
    const page = data[key];
    changed = renameFlag(page) || changed;
    if (isObject(page) && typeof page.content === 'string') {
      const clean = sanitizeRichText(page.content);
      if (clean !== page.content) {
        page.content = clean;
        changed = true;
      }
    }
  }
  // Once: a value without `translations` predates them. Afterwards the key is there (maybe
  // empty), so a translation an admin removes is never put back.
  if (!('translations' in data) && isObject(data.landing)) {
    data.translations = seededTranslationsFor(data.landing, tagline);
    changed = true;
  }
  return changed ? JSON.stringify(data) : null;
}

/** Data migration run at every start (from the seed); a no-op once the value is upgraded. */
export async function upgradeStoredWebsite(db: Db): Promise<void> {
  const rows = await listSettings(db, ['website', 'tagline']);
  const row = rows.find((setting) => setting.name === 'website');
  const tagline = rows.find((setting) => setting.name === 'tagline')?.value;
  const upgraded = row ? upgradeWebsiteJson(row.value, tagline) : null;
  if (upgraded !== null) await upsertSetting(db, 'website', upgraded);
}
