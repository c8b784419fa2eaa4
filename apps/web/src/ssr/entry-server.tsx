import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { LandingView } from '../features/landing/landing-view';
import { LegalView } from '../features/legal/legal-view';
import { type SharedColoring, ShareView } from '../features/share/share-view';
import type { Plan } from '../lib/plans';
import { type PublicSettings, toPublicSettings } from '../lib/settings';

/*
 * The server's render of the public pages (built with vite.ssr.config.ts into dist/ssr/, loaded
 * by the API server): the same components the app shows, turned into HTML so visitors read the
 * landing before any script arrives.
 */

export type SettingItem = { name: string; value?: string | null };
export type PublicPage = 'landing' | 'terms' | 'privacy';

export type RenderInput = {
  page: PublicPage;
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
  | { found: true; settings: PublicSettings; html: string; title: string };

const legalTitles = { terms: 'Terms of Service', privacy: 'Privacy Policy' } as const;

export function render({ page, settings: items, plans, sanitize }: RenderInput): RenderResult {
  const settings = toPublicSettings(items);
  if (page === 'landing') {
    const sorted = plans ? [...plans].sort((a, b) => a.price - b.price) : null;
    const html = renderToString(
      <StaticRouter location="/">
        <LandingView settings={settings} plans={sorted?.length ? sorted : null} />
      </StaticRouter>,
    );
    return { found: true, settings, html, title: settings.appName };
  }
  const doc = settings.website[page];
  if (!doc.visibility) return { found: false, settings };
  const title = legalTitles[page];
  const html = renderToString(
    <StaticRouter location={`/${page}`}>
      <LegalView appName={settings.appName} title={title} html={sanitize(doc.content)} />
    </StaticRouter>,
  );
  return { found: true, settings, html, title };
}

export type RenderShareInput = {
  /** The shared colouring as the server reads it (no email, no id of the painter). */
  share: SharedColoring;
  settings: SettingItem[];
};

/** /s/{token}: the shared colouring page (the server writes its <head>: title, social card). */
export function renderShare({ share, settings: items }: RenderShareInput): {
  settings: PublicSettings;
  html: string;
} {
  const settings = toPublicSettings(items);
  const html = renderToString(
    <StaticRouter location={share.path}>
      <ShareView appName={settings.appName} share={share} />
    </StaticRouter>,
  );
  return { settings, html };
}
