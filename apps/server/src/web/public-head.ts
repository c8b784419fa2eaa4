import { websiteSchema } from '@colorbook/contract';
import { defaultLocale, type Locale, locales } from '@colorbook/i18n';
import { escapeHtml, inlineStyleBody, type PublicSettingsView } from '@colorbook/web/seam';
import type { BuiltAssets } from './web-build';

/* The <head> of the server-rendered public pages, robots.txt and sitemap.xml, from the settings. */

const absolute = (publicUrl: string, url: string) => (/^https?:\/\//i.test(url) ? url : `${publicUrl}${url}`);

function clip(text: string, max = 160): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  return clean.length <= max ? clean : `${clean.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;
}

export function iconType(url: string): string {
  const dataType = /^data:([\w.+-]+\/[\w.+-]+)[;,]/i.exec(url)?.[1];
  if (dataType) return dataType;
  if (/\.svg($|\?)/i.test(url)) return 'image/svg+xml';
  if (/\.png($|\?)/i.test(url)) return 'image/png';
  if (/\.webp($|\?)/i.test(url)) return 'image/webp';
  if (/\.jpe?g($|\?)/i.test(url)) return 'image/jpeg';
  return 'image/x-icon';
}

/** The public pages' font and stylesheet (inlined when the build has it). */
export function styleTags(assets: BuiltAssets): string[] {
  return [
    ...(assets.font
      ? [`<link rel="preload" href="${assets.font}" as="font" type="font/woff2" crossorigin>`]
      : []),
    ...(assets.inlineCss !== null
      ? [`<style>${inlineStyleBody(assets.inlineCss)}</style>`]
      : assets.styles.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`)),
  ];
}

/** What every server-rendered page's <head> starts with: charset, viewport, title, canonical, icons. */
export function basicHeadTags(page: {
  title: string;
  description: string;
  url: string;
  favicon: string;
  noindex?: boolean;
}): string[] {
  return [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">',
    '<meta name="theme-color" content="#7c3aed">',
    '<meta name="color-scheme" content="light">',
    `<title>${escapeHtml(page.title)}</title>`,
    `<meta name="description" content="${escapeHtml(page.description)}">`,
    ...(page.noindex ? ['<meta name="robots" content="noindex">'] : []),
    `<link rel="canonical" href="${escapeHtml(page.url)}">`,
    `<link rel="icon" type="${iconType(page.favicon)}" href="${escapeHtml(page.favicon)}">`,
    '<link rel="apple-touch-icon" href="/apple-touch-icon.png">',
  ];
}

/** A public page's address in one language: the default language's has no ?lang= (it is x-default too). */
export function localizedUrl(publicUrl: string, path: string, locale: Locale): string {
  return locale === defaultLocale
    ? `${publicUrl}${path}`
    : `${publicUrl}${path}?lang=${encodeURIComponent(locale)}`;
}

/** <link rel="alternate" hreflang> for every language and x-default, so search engines list each. */
export function alternateTags(publicUrl: string, path: string): string[] {
  return [
    ...locales.map(
      (locale) =>
        `<link rel="alternate" hreflang="${locale}" href="${escapeHtml(localizedUrl(publicUrl, path, locale))}">`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(`${publicUrl}${path}`)}">`,
  ];
}

/** The landing's script: inlined (one request fewer before the first paint), else linked. */
function landingScriptTags(assets: BuiltAssets): string[] {
  if (assets.landingScriptBody) return [`<script type="module">${assets.landingScriptBody}</script>`];
  return assets.landingScript
    ? [`<script type="module" src="${escapeHtml(assets.landingScript)}"></script>`]
    : [];
}

export function publicHead(input: {
  page: 'landing' | 'terms' | 'privacy';
  title: string;
  /** The page's description in its language (the legal pages); the landing uses its hero text. */
  description?: string;
  locale?: Locale;
  settings: PublicSettingsView;
  publicUrl: string;
  path: string;
  assets: BuiltAssets;
}): string {
  const { page, settings, publicUrl, assets } = input;
  const locale = input.locale ?? defaultLocale;
  const { appName, tagline } = settings;
  const home = settings.website.landing.home;
  const title =
    page === 'landing' ? (tagline ? `${appName} · ${tagline}` : appName) : `${input.title} · ${appName}`;
  const description =
    page === 'landing'
      ? clip(home.description || tagline || appName)
      : (input.description ?? `The ${input.title} of ${appName}${tagline ? `: ${tagline}` : ''}.`);
  const url = localizedUrl(publicUrl, input.path, locale);
  const image = home.image ? absolute(publicUrl, home.image) : '';
  const favicon = settings.favicon || assets.defaultIcon || '/favicon.svg';

  const tags = [
    ...basicHeadTags({ title, description, url, favicon }),
    ...alternateTags(publicUrl, input.path),
    // No manifest link here: the landing's script adds it once the page has loaded (with the
    // worker), so the manifest and its icon do not compete with the first paint on a slow network.
    '<meta property="og:type" content="website">',
    `<meta property="og:site_name" content="${escapeHtml(appName)}">`,
    `<meta property="og:title" content="${escapeHtml(title)}">`,
    `<meta property="og:description" content="${escapeHtml(description)}">`,
    `<meta property="og:url" content="${escapeHtml(url)}">`,
    `<meta property="og:locale" content="${locale.replace('-', '_')}">`,
    ...(image ? [`<meta property="og:image" content="${escapeHtml(image)}">`] : []),
    `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}">`,
    `<meta name="twitter:title" content="${escapeHtml(title)}">`,
    `<meta name="twitter:description" content="${escapeHtml(description)}">`,
    ...(image ? [`<meta name="twitter:image" content="${escapeHtml(image)}">`] : []),
    ...styleTags(assets),
    ...(page === 'landing' ? landingScriptTags(assets) : []),
  ];
  return tags.join('\n');
}

export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    // Signed-in screens and the API are not pages to index; uploaded pictures are. Shared pages
    // (/s/) stay allowed: a crawler must read their noindex, and social sites their card.
    'Disallow: /admin',
    'Disallow: /account',
    'Disallow: /pages',
    'Disallow: /checkout',
    'Disallow: /payment',
    'Disallow: /verify/',
    'Disallow: /api/',
    'Allow: /api/files/',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

/**
 * The landing, Terms and Privacy while they are shown, each in every language (with its
 * hreflang alternates), and `extraPaths` (public shared pages, one language).
 */
export function sitemapXml(publicUrl: string, websiteJson: string, extraPaths: string[] = []): string {
  let shown = { terms: true, privacy: true };
  try {
    const website = websiteSchema.parse(JSON.parse(websiteJson));
    shown = { terms: website.terms.visibility, privacy: website.privacy.visibility };
  } catch {
    // An unreadable value: the app falls back to its built-in copy, which hides both pages.
    shown = { terms: false, privacy: false };
  }
  const pages = ['/', ...(shown.terms ? ['/terms'] : []), ...(shown.privacy ? ['/privacy'] : [])];
  const alternates = (path: string) =>
    [
      ...locales.map(
        (locale) =>
          `<xhtml:link rel="alternate" hreflang="${locale}" href="${escapeHtml(localizedUrl(publicUrl, path, locale))}"/>`,
      ),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeHtml(`${publicUrl}${path}`)}"/>`,
    ].join('');
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...pages.flatMap((path) =>
      locales.map(
        (locale) =>
          `  <url><loc>${escapeHtml(localizedUrl(publicUrl, path, locale))}</loc>${alternates(path)}</url>`,
      ),
    ),
    ...extraPaths.map((p) => `  <url><loc>${escapeHtml(`${publicUrl}${p}`)}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n');
}
