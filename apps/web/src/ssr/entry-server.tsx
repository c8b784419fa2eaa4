import { localizeTagline, localizeWebsite } from '@colorbook/contract';
import { defaultLocale, formatMessage, type Locale } from '@colorbook/i18n';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { StaticRouter } from 'react-router';
import type { PublicPage, PublicPagesModule, SettingItem } from '../../seam/web-build';
import { LandingView } from '../features/landing/landing-view';
import { LegalView } from '../features/legal/legal-view';
import { type SharedColoring, ShareView } from '../features/share/share-view';
import type { Plan } from '../lib/plans';
import { type PublicSettings, toPublicSettings } from '../lib/settings';
import { catalogues, messagesFor } from './catalogues';

/*
 * The server's render of the public pages (built with vite.ssr.config.ts into dist/ssr/, loaded
 * by the API server): the same components the app shows, turned into HTML so visitors read the
 * landing before any script arrives.
 */

/** A key a language lacks shows English (the catalogue test keeps that from reaching a release). */
function Messages({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    <IntlProvider
      locale={locale}
      defaultLocale={defaultLocale}
      messages={messagesFor(locale)}
      onError={() => undefined}
    >
      {children}
    </IntlProvider>
  );
}

export type RenderInput = {
  page: PublicPage;
  /** The visitor's language (?lang=, the `lang` cookie or Accept-Language; the server chooses). */
  locale?: Locale;
  /** GET /api/settings/list as a visitor sees it. */
  settings: SettingItem[];
  /** GET /api/plans/list, or null when pricing is hidden or the plans could not be read. */
  plans: Plan[] | null;
  /** Sanitises Terms/Privacy HTML (the server's allowlist) before it is rendered. */
  sanitize: (html: string) => string;
};

export type RenderResult =
  /** Hidden page (terms or privacy switched off): the server answers not found. */
  | { found: false; settings: PublicSettings }
  | { found: true; settings: PublicSettings; html: string; title: string; description?: string };

const legalTitles = { terms: 'legal.terms.title', privacy: 'legal.privacy.title' } as const;

export function render({
  page,
  locale = defaultLocale,
  settings: items,
  plans,
  sanitize,
}: RenderInput): RenderResult {
  const base = toPublicSettings(items);
  // The admin's words in the visitor's language, English wherever a section has no translation.
  const settings = {
    ...base,
    tagline: localizeTagline(base.website, locale, base.tagline),
    website: localizeWebsite(base.website, locale),
  };
  const catalogue = messagesFor(locale);
  if (page === 'landing') {
    const sorted = plans ? [...plans].sort((a, b) => a.price - b.price) : null;
    const html = renderToString(
      <Messages locale={locale}>
        <StaticRouter location="/">
          <LandingView settings={settings} plans={sorted?.length ? sorted : null} />
        </StaticRouter>
      </Messages>,
    );
    return { found: true, settings, html, title: settings.appName };
  }
  const doc = settings.website[page];
  if (!doc.visibility) return { found: false, settings };
  const title = formatMessage(locale, catalogue, catalogues.en, legalTitles[page]);
  const html = renderToString(
    <Messages locale={locale}>
      <StaticRouter location={`/${page}`}>
        <LegalView appName={settings.appName} title={title} html={sanitize(doc.content)} />
      </StaticRouter>
    </Messages>,
  );
  const description = formatMessage(locale, catalogue, catalogues.en, 'legal.description', {
    title,
    appName: settings.appName,
  });
  return { found: true, settings, html, title, description };
}

export type RenderShareInput = {
  /** The shared colouring as the server reads it (no email, no id of the painter). */
  share: SharedColoring;
  settings: SettingItem[];
  /** The visitor's language, chosen as for the landing; the player's labels are rendered in it too. */
  locale?: Locale;
};

/** /s/{token}: the shared colouring page (the server writes its <head>: title, social card). */
export function renderShare({ share, settings: items, locale = defaultLocale }: RenderShareInput): {
  settings: PublicSettings;
  html: string;
} {
  const settings = toPublicSettings(items);
  const html = renderToString(
    <Messages locale={locale}>
      <StaticRouter location={share.path}>
        <ShareView appName={settings.appName} share={share} />
      </StaticRouter>
    </Messages>,
  );
  return { settings, html };
}

// The server loads this module through the seam's type (apps/web/seam/web-build.ts).
export default { render, renderShare } satisfies PublicPagesModule;
