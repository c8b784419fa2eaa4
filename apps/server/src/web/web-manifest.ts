import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { type Setting, type TranslatedLocale, websiteTranslationsSchema } from '@colorbook/contract';
import { defaultLocale, type Locale } from '@colorbook/i18n';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../errors';
import { t } from '../i18n/translate';
import { publicPageLocale } from './public-locale';

/**
 * The PWA manifest with the current app name and tagline (DESIGN §9) in the visitor's language
 * (issue 23): the build writes manifest.webmanifest with the default name, icons and colours in
 * English; this answers it with the admin's app_name and tagline laid over, so an installed app
 * carries the name users see. The language is chosen as for the public pages (`?lang=`, which
 * the pages put on their manifest link, then the `lang` cookie, then Accept-Language); the
 * tagline is the admin's translation for it, else the admin's own words, and without a tagline
 * the catalogue's description. Not precached by the service worker, so a change reaches new
 * installs at once. `publicSettings` is the settings every visitor may read (app.ts passes the
 * settings service's).
 */
export function registerWebManifest(
  app: FastifyInstance,
  options: { webDist: string; publicSettings: () => Promise<Setting[]> },
): void {
  const built = path.join(path.resolve(options.webDist), 'manifest.webmanifest');

  app.get('/manifest.webmanifest', { schema: { hide: true } }, async (request, reply) => {
    let manifest: Record<string, unknown>;
    try {
      manifest = JSON.parse(await readFile(built, 'utf8')) as Record<string, unknown>;
    } catch {
      throw notFound('The web app has not been built yet.');
    }
    // Only read: the `lang` cookie is the pages' to set.
    const { locale } = publicPageLocale(request);
    const values = new Map((await options.publicSettings()).map((item) => [item.name, item.value.trim()]));
    const name = values.get('app_name');
    const tagline = values.get('tagline');
    const description = tagline
      ? (translatedTagline(values.get('website'), locale) ?? tagline)
      : locale === defaultLocale
        ? undefined
        : t(locale, 'manifest.description');
    return reply
      .type('application/manifest+json; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'Accept-Language, Cookie')
      .send({
        ...manifest,
        ...(name ? { name, short_name: name } : {}),
        ...(description ? { description } : {}),
        lang: locale,
      });
  });
}

/** The admin's (or the seed's) tagline in `locale`, from the `website` setting's translations. */
function translatedTagline(websiteJson: string | undefined, locale: Locale): string | undefined {
  if (locale === defaultLocale || !websiteJson) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(websiteJson);
  } catch {
    return undefined;
  }
  const translations = websiteTranslationsSchema.safeParse(
    (json as { translations?: unknown })?.translations,
  );
  return translations.data?.[locale as TranslatedLocale]?.home?.tagline?.trim() || undefined;
}
