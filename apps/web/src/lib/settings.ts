import { type Website, websiteSchema, websiteTranslationsSchema } from '@colorbook/contract';
import { useRouteLoaderData } from 'react-router';
import { z } from 'zod';
import { api } from './api';
import { DEFAULT_APP_NAME, DEFAULT_TAGLINE, defaultWebsite } from './default-website';

/** The public settings every screen may use (app name, tagline, favicon, landing content). */
export type PublicSettings = {
  appName: string;
  tagline: string;
  favicon: string;
  website: Website;
};

/** Id of the root route, whose loader provides PublicSettings to the whole tree. */
export const ROOT_ROUTE_ID = 'root';

export const defaultSettings: PublicSettings = {
  appName: DEFAULT_APP_NAME,
  tagline: DEFAULT_TAGLINE,
  favicon: '',
  website: defaultWebsite,
};

// Lenient on purpose: an unknown or empty setting must never break the landing.
const settingListSchema = z.array(z.object({ name: z.string(), value: z.string().nullish() }));

type LandingKey = keyof Website['landing'];

/** Parses the `website` JSON text section by section; any invalid part falls back to the built-in copy. */
export function parseWebsite(raw: string | null | undefined): Website {
  let json: unknown;
  try {
    json = raw ? JSON.parse(raw) : undefined;
  } catch {
    json = undefined;
  }
  const whole = websiteSchema.safeParse(json);
  if (whole.success) return whole.data;

  const source = (json ?? {}) as {
    landing?: Record<string, unknown>;
    terms?: unknown;
    privacy?: unknown;
    translations?: unknown;
  };
  const landingShape = websiteSchema.shape.landing.shape;
  const landing: Record<string, unknown> = {};
  for (const key of Object.keys(landingShape) as LandingKey[]) {
    const parsed = landingShape[key].safeParse(source.landing?.[key]);
    landing[key] = parsed.success ? parsed.data : defaultWebsite.landing[key];
  }
  const terms = websiteSchema.shape.terms.safeParse(source.terms);
  const privacy = websiteSchema.shape.privacy.safeParse(source.privacy);
  return {
    landing: landing as Website['landing'],
    terms: terms.success ? terms.data : defaultWebsite.terms,
    privacy: privacy.success ? privacy.data : defaultWebsite.privacy,
    // Nothing readable: the whole built-in copy, its translations too. Otherwise only the admin's
    // own translations, never the seeded ones of words the admin may have replaced.
    translations:
      json === undefined
        ? defaultWebsite.translations
        : websiteTranslationsSchema.safeParse(source.translations).data,
  };
}

export function toPublicSettings(items: Array<{ name: string; value?: string | null }>): PublicSettings {
  const byName = new Map(items.map((item) => [item.name, item.value?.trim() ?? '']));
  return {
    appName: byName.get('app_name') || DEFAULT_APP_NAME,
    tagline: byName.get('tagline') || DEFAULT_TAGLINE,
    favicon: byName.get('favicon') ?? '',
    website: parseWebsite(byName.get('website')),
  };
}

let cached: Promise<PublicSettings> | null = null;
let failedAt = 0;
const RETRY_AFTER_MS = 30_000;

/** GET /api/settings/list once per page load; falls back to defaults when the API is unreachable. */
export function loadPublicSettings(): Promise<PublicSettings> {
  // A failure is retried on a later navigation, not on every one (a hanging API would stall each).
  if (cached && failedAt && Date.now() - failedAt > RETRY_AFTER_MS) cached = null;
  cached ??= api
    .get('/settings/list', { schema: settingListSchema, timeoutMs: 8_000, raw: true })
    .then((items) => {
      failedAt = items ? 0 : Date.now();
      return items ? toPublicSettings(items) : defaultSettings;
    });
  return cached;
}

/** Call after an admin saves settings, then revalidate the router. */
export function invalidatePublicSettings(): void {
  cached = null;
}

export function usePublicSettings(): PublicSettings {
  return (useRouteLoaderData(ROOT_ROUTE_ID) as PublicSettings | undefined) ?? defaultSettings;
}
