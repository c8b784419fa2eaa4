import {
  type SettingName,
  settingList,
  type TranslatedLocale,
  updated,
  type Website,
} from '@colorbook/contract';
import { type ApiResult, request } from '../../lib/api';
import { parseWebsite } from '../../lib/settings';
import type { SectionKey } from './website-sections';

/** The `website` setting as it is stored now (GET /settings/list). */
export async function fetchWebsite(signal?: AbortSignal): Promise<ApiResult<Website>> {
  const result = await request('GET', '/settings/list', { schema: settingList, silent: true, signal });
  if (!result.ok) return result;
  return { ok: true, data: parseWebsite(result.data.find((s) => s.name === 'website')?.value) };
}

/**
 * Saves one section: the other sections are read fresh first, so two admins editing different
 * sections do not undo each other's work. PATCH /settings/website/update {value}.
 */
export async function saveSection(key: SectionKey, section: unknown): Promise<ApiResult<Website>> {
  const current = await fetchWebsite();
  if (!current.ok) return current;
  const website = structuredClone(current.data);
  if (key === 'terms' || key === 'privacy') website[key] = section as Website['terms'];
  else (website.landing as Record<string, unknown>)[key] = section;
  const name: SettingName = 'website';
  const saved = await request('PATCH', `/settings/${name}/update`, {
    body: { value: JSON.stringify(website) },
    schema: updated,
    silent: true,
  });
  if (!saved.ok) return saved;
  // What the server stored (the Terms and Privacy HTML sanitised), so the form shows it.
  return fetchWebsite();
}

/**
 * Saves one section's translation into one language (`translations[locale][key]`), read fresh
 * first like saveSection. Empty strings are dropped, so a cleared field shows English again.
 */
export async function saveTranslation(
  locale: TranslatedLocale,
  key: SectionKey,
  translation: Record<string, unknown>,
): Promise<ApiResult<Website>> {
  const current = await fetchWebsite();
  if (!current.ok) return current;
  const website = structuredClone(current.data);
  const translations = { ...website.translations };
  translations[locale] = { ...translations[locale], [key]: withoutBlanks(translation) };
  website.translations = translations;
  const name: SettingName = 'website';
  const saved = await request('PATCH', `/settings/${name}/update`, {
    body: { value: JSON.stringify(website) },
    schema: updated,
    silent: true,
  });
  if (!saved.ok) return saved;
  return fetchWebsite();
}

/** Blank strings out (list items keep their place, as an empty object). */
function withoutBlanks(value: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [field, entry] of Object.entries(value)) {
    if (typeof entry === 'string') {
      if (entry.trim()) out[field] = entry;
    } else if (Array.isArray(entry)) {
      out[field] = entry.map((item) => withoutBlanks((item ?? {}) as Record<string, unknown>));
    }
  }
  return out;
}
