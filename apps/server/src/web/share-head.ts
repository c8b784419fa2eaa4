import type { Locale } from '@colorbook/i18n';
import { escapeHtml, type PublicSettingsView, type SharedColoringView } from '@colorbook/web/seam';
import { t } from '../i18n/translate';
import { basicHeadTags, styleTags } from './public-head';
import type { BuiltAssets } from './web-build';

/** The og:image's size, as share-images.ts renders it (what the big card previews expect). */
const OG_SIZE = { width: 1200, height: 630 };

/** The words of a shared page in the visitor's language, for its <title> and its social card. */
export function shareWords(share: SharedColoringView, appName: string, locale: Locale) {
  const alt = t(locale, 'share.alt', { title: share.title });
  const heading = share.painterName
    ? t(locale, 'share.headingPainter', { painter: share.painterName, title: share.title })
    : alt;
  return { heading, alt, description: t(locale, 'share.description', { app: appName }) };
}

/**
 * The <head> of /s/{token}: the social card (Open Graph and Twitter, with the 1200×630 picture
 * the server renders), noindex unless the painter let search engines list it, the public
 * stylesheet, and no script but the replay player's (only when the colouring has a log).
 */
export function shareHead(input: {
  share: SharedColoringView;
  locale: Locale;
  settings: PublicSettingsView;
  publicUrl: string;
  assets: BuiltAssets;
}): string {
  const { share, settings, publicUrl, assets, locale } = input;
  const { heading, alt, description } = shareWords(share, settings.appName, locale);
  const title = `${heading} · ${settings.appName}`;
  const url = `${publicUrl}${share.path}`;
  const favicon = settings.favicon || assets.defaultIcon || '/favicon.svg';
  const tags = [
    ...basicHeadTags({ title, description, url, favicon, noindex: !share.indexable }),
    '<meta property="og:type" content="website">',
    `<meta property="og:site_name" content="${escapeHtml(settings.appName)}">`,
    `<meta property="og:title" content="${escapeHtml(heading)}">`,
    `<meta property="og:description" content="${escapeHtml(description)}">`,
    `<meta property="og:url" content="${escapeHtml(url)}">`,
    `<meta property="og:locale" content="${locale.replace('-', '_')}">`,
    `<meta property="og:image" content="${escapeHtml(share.ogImage)}">`,
    '<meta property="og:image:type" content="image/png">',
    `<meta property="og:image:width" content="${OG_SIZE.width}">`,
    `<meta property="og:image:height" content="${OG_SIZE.height}">`,
    `<meta property="og:image:alt" content="${escapeHtml(alt)}">`,
    '<meta name="twitter:card" content="summary_large_image">',
    `<meta name="twitter:title" content="${escapeHtml(heading)}">`,
    `<meta name="twitter:description" content="${escapeHtml(description)}">`,
    `<meta name="twitter:image" content="${escapeHtml(share.ogImage)}">`,
    `<meta name="twitter:image:alt" content="${escapeHtml(alt)}">`,
    ...styleTags(assets),
    // A same-origin module file (script-src 'self'), deferred: the still picture shows first.
    ...(share.replay && assets.sharePlayerScript
      ? [`<script type="module" src="${escapeHtml(assets.sharePlayerScript)}"></script>`]
      : []),
  ];
  return tags.join('\n');
}
