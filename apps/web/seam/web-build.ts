import type { Plan } from '@colorbook/contract';
import type { Locale } from '@colorbook/i18n';

/*
 * The seam between the web build and the server (docs/decisions/0034-web-seam-screen-table-layers.md): what
 * the build hands over, in one manifest (dist/ssr/web-build.json, written by vite-web-build.ts),
 * and the shapes of the render modules it compiles for the server (dist/ssr/*.js). The server
 * reads the manifest and assembles every page from these parts (apps/server/src/web/); it never
 * edits index.html, matches hashed names or keeps copies of these types.
 */

/** Where the manifest lands, under the build's folder (never served: the server hides ssr/). */
export const WEB_BUILD_MANIFEST = 'ssr/web-build.json';

/** A script the server inlines: its text as it goes between <script> tags, and its CSP hash. */
export type InlineScript = { body: string; hash: string };

/** The app's own page (index.html): its entry and what loads beside it. */
export type AppParts = {
  /** The app's entry module, e.g. /assets/index-x1.js. */
  entry: string;
  /** The chunks the entry imports, preloaded beside it, in the order they load. */
  chunks: string[];
  /** The app's stylesheets. */
  styles: string[];
};

/**
 * A screen whose lazy chunk the server preloads with its HTML (from the screen table's `preload`).
 * `pattern`: its address as a RegExp source. `early`: the early entry that fills in its first
 * paint, and the chunks that entry imports (the only ones its first paint asks for at once).
 */
export type RoutePreload = {
  pattern: string;
  chunks: string[];
  early?: { entry: string; imports: string[] };
};

/** What the server-rendered public pages load (vite.landing.config.ts). */
export type PublicParts = {
  /** Their own stylesheet (only the rules those pages use). */
  style: string | null;
  /** The landing's script file, and the same inlined (one request fewer before the first paint). */
  landing: string | null;
  landingInline: InlineScript | null;
  /** The share page's time-lapse player, loaded only when a colouring has a replay log. */
  sharePlayer: string | null;
};

export type WebBuildManifest = {
  app: AppParts;
  /** The main text font, preloaded so text never swaps fonts late. */
  font: string | null;
  /**
   * The inline scripts of the app's pages: the early reads (every page), the first paint's guard
   * (hides the server's picture where it would be wrong for this browser) and the app's delayed
   * start (the colouring screen's fallback should its early entry never run).
   */
  inline: { earlyReads: InlineScript; firstPaintGuard: InlineScript; appStart: InlineScript };
  routes: RoutePreload[];
  /** Written by the public pages' build; absent from an app-only build. */
  public?: PublicParts;
  /** The render modules (paths under the build's folder), written by the SSR build. */
  ssr?: { publicPages?: string; firstPaint?: string };
};

/** Every inline script's CSP hash, for script-src. */
export function inlineScriptHashes(build: WebBuildManifest): string[] {
  const { earlyReads, firstPaintGuard, appStart } = build.inline;
  const landing = build.public?.landingInline;
  return [earlyReads, firstPaintGuard, appStart, ...(landing ? [landing] : [])].map((script) => script.hash);
}

/** A setting as a visitor reads it (GET /api/settings/list). */
export type SettingItem = { name: string; value?: string | null };

/** A public page's picture and title: all the first cards of /pages/public show. */
export type FirstPaintCard = { id: number; title: string; preview: string };

/** A card of the visitor's own list: its title, and its picture for the first few (null after). */
export type OwnCard = { title: string; picture: string | null };

export type FirstPaintInput = {
  /** The address's path, and its query ('?…' or ''). */
  path: string;
  search: string;
  locale: Locale;
  settings: SettingItem[];
  /** /pages/public: the gallery's first cards, when showsFirstPublicPage(search). */
  cards?: FirstPaintCard[];
  /** Another list: the visitor's own first cards, where the server read them (docs/decisions/0057). */
  own?: OwnCard[];
};

/** dist/ssr/first-paint.js (apps/web/src/ssr/first-paint.tsx). */
export type FirstPaintModule = {
  /** Whether a path has a first paint (the server asks before reading anything for one). */
  hasFirstPaint(path: string): boolean;
  /** Whether the picture at this address shows the gallery's first cards (its plain first page). */
  drawsCards(path: string, search: string): boolean;
  /** The page whose line art the picture at this address shows (the colouring screen's), or null. */
  pagePictured(path: string): number | null;
  renderFirstPaint(input: FirstPaintInput): { html: string; title: string } | null;
  /**
   * The API path (under /api) of the list's first page the head script reads at this address, or
   * null (no list, or the gallery's checkout): the server reads it for the visitor's session.
   */
  listRead(path: string, search: string): string | null;
  /**
   * The first cards of that read's answer, as the head script would fill them in (titles, and
   * the first few pictures): the picture draws them, its first picture is preloaded.
   */
  listCards(path: string, list: unknown): OwnCard[];
};

/** The public settings as the rendered pages read them (lib/settings.ts's toPublicSettings). */
export type PublicSettingsView = {
  appName: string;
  tagline: string;
  favicon: string;
  website: { landing: { home: { description: string; image: string } } };
};

/**
 * What a shared page may show (the server's shares module builds it): the picture, the page's
 * title and the painter's display name, nothing else of theirs (no email, no id).
 */
export type SharedColoringView = {
  /** `/s/{token}`. */
  path: string;
  title: string;
  /** Null when the painter hid it. */
  painterName: string | null;
  /** For the call to action: the page to colour after signing up. */
  pageId: number;
  /** Search engines may list it (else noindex). */
  indexable: boolean;
  /** Same-origin URL of the picture. */
  picture: string;
  /** Absolute URL of the 1200×630 social card. */
  ogImage: string;
  /**
   * The time-lapse player's sources, only when the colouring has a replay log (the page then
   * carries the player's markup and its one small script; decision 0028).
   */
  replay?: { log: string; lineArt: string } | null;
};

export type PublicPage = 'landing' | 'terms' | 'privacy';

export type PublicRenderResult =
  | { found: false; settings: PublicSettingsView }
  | { found: true; settings: PublicSettingsView; html: string; title: string; description?: string };

/** dist/ssr/entry-server.js (apps/web/src/ssr/entry-server.tsx): the landing, /terms, /privacy, /s/{token}. */
export type PublicPagesModule = {
  render(input: {
    page: PublicPage;
    locale: Locale;
    settings: SettingItem[];
    /** The plans in the visitor's language, or null when they could not be read. */
    plans: Plan[] | null;
    sanitize: (html: string) => string;
  }): PublicRenderResult;
  renderShare(input: { share: SharedColoringView; settings: SettingItem[]; locale: Locale }): {
    settings: PublicSettingsView;
    html: string;
  };
};
