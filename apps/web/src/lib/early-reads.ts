import { cookieValue } from '../../seam/cookies';
import { EARLY_LIST_ID, PAINT_SESSION_COOKIE } from '../../seam/paint-session';
import { matchScreen } from '../app/screens';
import { showEarlyCards } from './early-cards';

/*
 * The first API reads of the screen being opened, started by an inline script in every app page's
 * <head> (src/early-reads-entry.ts, bundled alone: vite-web-build.ts) while the HTML is parsed and
 * the app's bundle still downloads and starts (the reads used to begin only after it had run). The
 * API client takes a matching response once, so nothing is asked twice. Self-contained on purpose
 * (the screen table aside): importing the API client here would bring the whole client into the
 * page's head, and the client takes them from `window.__earlyReads` rather than importing this
 * module, for the same reason.
 */

/**
 * `profileId`: the child profile the read was made for ('' or absent: the adult). `json`: the
 * colouring screen's page read or a list's first page, parsed (null when it failed), for the
 * first paint's scripts.
 */
export type EarlyRead = {
  url: string;
  token: string;
  profileId?: string;
  response: Promise<Response>;
  json?: Promise<unknown>;
  /**
   * The region map's bytes as they came (null when it failed), for the colouring picture to hand
   * its worker as they are: a megabyte, which each copy through a Response cost a phone's main
   * thread ~0.1 s of, around the moment the page is laid out.
   */
  bytes?: Promise<ArrayBuffer | null>;
};

/*
 * The active child profile (issue 24) as lib/profile-store keeps it. Spelt out here rather than
 * imported, for the same reason as above; early-reads.test.ts checks they stay the same.
 */
export const EARLY_PROFILE_STORAGE_KEY = 'profile';
/** The colouring screen's first paint's line art (features/coloring/early-coloring-ids.ts), same reason. */
export const EARLY_LINE_ART_ID = 'first-paint-line-art';
export const EARLY_PROFILE_HEADER = 'x-profile-id';

declare global {
  interface Window {
    __earlyReads?: EarlyRead[];
  }
}

/** After this, a read is no longer "the first one" of the page load: the app asks for itself. */
const EARLY_READ_TTL_MS = 10_000;
/** A screen's other reads start by then even if its picture has not come (as the app would: app-start-fallback.ts). */
const REST_AFTER_MS = 1_500;

/**
 * The API paths (under /api, with their query as the API client builds it) a screen reads first,
 * as its row in the screen table says (app/screens.ts): lists ask for page 1 with the address's
 * search and sort, the colouring screen for its page first.
 */
export function earlyReadPaths(pathname: string, search: string, signedIn: boolean): string[] {
  const paths = [SETTINGS_READ];
  if (!signedIn) return paths;
  paths.push('/users/read');
  const match = matchScreen(pathname.replace(/\/+$/, '') || '/');
  const reads = match?.screen.earlyReads ?? {};
  const list = listReadPath(pathname, search);
  if (list) paths.push(list);
  // First of the reads: the server answers them in turn, and the line art waits for this one.
  // Then the page's region map, which the picture fills a first tap from (docs/decisions/0043).
  if (reads.page && match?.params.id)
    paths.unshift(`/pages/${match.params.id}/read`, regionsPath(match.params.id));
  if (reads.credits) paths.push('/credits/read');
  if (reads.billing) paths.push('/billing/read');
  return paths;
}

/** A list screen's first read (its page 1, with the address's search and sort), or null. */
export function listReadPath(pathname: string, search: string): string | null {
  const scope = matchScreen(pathname.replace(/\/+$/, '') || '/')?.screen.earlyReads?.list;
  const params = new URLSearchParams(search);
  // /pages/public?plan=… goes to the checkout instead of listing.
  if (!scope || params.has('plan')) return null;
  const query = new URLSearchParams({
    page: '1',
    search: (params.get('search') ?? '').trim(),
    sort: params.get('sort') || 'latest',
    scope,
  });
  return `/pages/paginate?${query}`;
}

/** The stored session's token, only with its user: without one the app first checks the token, which may have expired. */
export function storedToken(): string {
  try {
    const parsed = JSON.parse(localStorage.getItem('auth') ?? 'null') as {
      token?: unknown;
      user?: unknown;
    } | null;
    const hasUser = typeof parsed?.user === 'object' && parsed.user !== null;
    return typeof parsed?.token === 'string' && hasUser ? parsed.token : '';
  } catch {
    return '';
  }
}

/**
 * The child profile active for `token` ('' for the adult), read as lib/profile-store stores it: a
 * choice stored for another session does not count.
 */
export function storedProfileId(storage: Pick<Storage, 'getItem'>, token: string): string {
  try {
    const parsed = JSON.parse(storage.getItem(EARLY_PROFILE_STORAGE_KEY) ?? 'null') as {
      token?: unknown;
      active?: { id?: unknown } | null;
    } | null;
    if (!token || parsed?.token !== token) return '';
    const id = parsed.active?.id;
    return typeof id === 'number' || typeof id === 'string' ? String(id) : '';
  } catch {
    return '';
  }
}

/** The headers of an early read: the API client's, so the server scopes it to the same profile. */
export function earlyReadHeaders(token: string, profileId: string): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (token && profileId) headers[EARLY_PROFILE_HEADER] = profileId;
  return headers;
}

/** A read's answer as a fresh Response around the body already read. */
function asResponse(body: Promise<{ answer: Response; buffer: ArrayBuffer }>): Promise<Response> {
  return body.then(
    ({ answer, buffer }) =>
      new Response(buffer, { status: answer.status, statusText: answer.statusText, headers: answer.headers }),
  );
}

/** Starts the reads for the current address (web only: the native shells talk to another origin). */
export function startEarlyReads(): void {
  if ('Capacitor' in window || !/^https?:$/.test(location.protocol)) return;
  const token = storedToken();
  const profileId = token ? storedProfileId(localStorage, token) : '';
  const headers = earlyReadHeaders(token, profileId);
  const inlined = token && !profileId ? inlinedList(token) : null;
  const start = (path: string): EarlyRead => {
    const url = `/api${path}`;
    if (inlined?.url === url) return { ...inlined, token, profileId };
    // The body is read at once into a fresh Response: a read the app never takes (another token,
    // another screen) must not hold its connection open, unread, for the rest of the page's life.
    // The region map yields to what shows the page (the page read, the fonts, the early scripts).
    const priority = REGIONS_READ.test(url) ? 'low' : 'auto';
    const body = fetch(url, { headers, priority }).then(async (answer) => ({
      answer,
      buffer: await answer.arrayBuffer(),
    }));
    if (REGIONS_READ.test(url)) {
      // Its Response (a copy) only should the app ask for it: the picture takes the bytes themselves.
      const bytes = body.then(({ answer, buffer }) => (answer.ok ? buffer : null)).catch(() => null);
      return {
        url,
        token,
        profileId,
        bytes,
        get response() {
          return asResponse(body);
        },
      };
    }
    const response = asResponse(body);
    // A failure is the app's to see when it asks; never an unhandled rejection here.
    response.catch(() => undefined);
    if (!PAGE_READ.test(url) && !LIST_READ.test(url)) return { url, token, profileId, response };
    // Parsed in the turn the body comes, once for the line art here and the picture's script.
    const json = body
      .then(({ answer, buffer }) =>
        answer.ok ? (JSON.parse(new TextDecoder().decode(buffer)) as unknown) : null,
      )
      .catch(() => null);
    return { url, token, profileId, response, json };
  };
  const paths = earlyReadPaths(location.pathname, location.search, token !== '');
  const first = firstReads(paths);
  const reads = first.map(start);
  window.__earlyReads = reads;
  // The other reads are the app's, which starts once the picture shows the page's line art or
  // the list's first pictures: asked for at once, they held the server (each one's database
  // work) and, on a phone's link, the bandwidth the picture still needed (the settings alone
  // are some 25 KB compressed, the site's texts in every language).
  const asked = new Set(first);
  const ask = (wanted: string[]) => {
    if (window.__earlyReads !== reads) return;
    const next = wanted.filter((path) => !asked.has(path));
    for (const path of next) asked.add(path);
    reads.push(...next.map(start));
  };
  const startRest = () => ask(paths);
  const list = reads.find((read) => LIST_READ.test(read.url));
  if (list?.json) {
    showEarlyCards(list.json, new URL(list.url, location.href).searchParams.get('scope') ?? '');
    window.__earlyCards?.finally(startRest);
  }
  const page = first.some((path) => PAGE_READ.test(`/api${path}`)) ? reads[0]?.json : undefined;
  // Kept here: the picture's script takes it out of the list (early-fill.ts).
  const regions = reads.find((read) => REGIONS_READ.test(read.url));
  if (page) {
    // After the lines and the region map (a first tap fills from it), the app's reads.
    void preloadLineArt(page).finally(() => {
      if (regions?.bytes) regions.bytes.then(startRest, startRest);
      else startRest();
    });
  }
  if (first.length < paths.length) setTimeout(startRest, REST_AFTER_MS);
  setTimeout(() => {
    window.__earlyReads = [];
  }, EARLY_READ_TTL_MS);
}

/**
 * The list's first page the server put into the HTML (seam/paint-session.ts), as a read already
 * answered, when it was read for this session: the cookie it came with still holds the stored
 * token (both change together: lib/paint-session-cookie.ts). A child's session has none (kid mode
 * draws no first paint), nor does an unreadable one.
 */
function inlinedList(token: string): Omit<EarlyRead, 'token' | 'profileId'> | null {
  const tag = document.getElementById(EARLY_LIST_ID);
  const url = tag?.getAttribute('data-path');
  if (!tag || !url || cookieValue(document.cookie, PAINT_SESSION_COOKIE) !== token) return null;
  const text = tag.textContent ?? '';
  try {
    const json = Promise.resolve(JSON.parse(text) as unknown);
    const headers = { 'Content-Type': 'application/json' };
    return { url, response: Promise.resolve(new Response(text, { status: 200, headers })), json };
  } catch {
    return null;
  }
}

/**
 * The reads that go at once: the colouring screen's page read and region map, a list screen's
 * reads but the settings, any other screen's all; the rest wait for the picture (startEarlyReads).
 */
export function firstReads(paths: string[]): string[] {
  const pagePath = paths.find((path) => PAGE_READ.test(`/api${path}`));
  if (pagePath) return paths.filter((path) => path === pagePath || REGIONS_READ.test(`/api${path}`));
  if (paths.some((path) => LIST_READ.test(`/api${path}`)))
    return paths.filter((path) => path !== SETTINGS_READ);
  return paths;
}

/** Every screen's first read (the app's name, the site's texts, the plans' switches). */
const SETTINGS_READ = '/settings/list';

/** Pictures fetched ahead for the colouring screen, held so they are not collected before use. */
const preloaded: HTMLImageElement[] = [];

/** The colouring screen's page read. */
const PAGE_READ = /^\/api\/pages\/\d+\/read$/;
/** A page's stored region map (bytes: the colouring picture and the engine read it). */
const REGIONS_READ = /^\/api\/pages\/\d+\/regions$/;
export const regionsPath = (pageId: number | string) => `/pages/${pageId}/regions`;
/** A page list's first page (its cards' pictures go into the first paint: lib/early-cards.ts). */
const LIST_READ = /^\/api\/pages\/paginate\?/;

/**
 * The colouring screen's next wait after its page read is the line art (and a colouring's saved
 * picture): fetched as soon as the read answers, so the screen finds them in the memory cache
 * instead of asking only once its code has run. Same origin, so no CORS mode to match. `read` is
 * the body parsed in the same turn as it came: through a Response's json() each further step
 * waited behind the page's parsing and layout, 20-60 ms in all. Settles when the line art came.
 */
function preloadLineArt(read: Promise<unknown>): Promise<void> {
  return read
    .then((answer) => {
      const page = answer as { illustration?: unknown; colored?: { photo?: unknown } | null } | null;
      // The first paint's picture shows the lines the moment they come (its script fits it
      // later); that image is the fetch ahead then, so no second one is started for them.
      const lineArt = document.getElementById(EARLY_LINE_ART_ID);
      let ahead = page?.illustration;
      let lineArtCame: Promise<void> = Promise.resolve();
      if (lineArt instanceof HTMLImageElement && typeof ahead === 'string') {
        lineArt.src = ahead;
        ahead = null;
        lineArtCame = new Promise((came) => {
          lineArt.addEventListener('load', () => came(), { once: true });
          lineArt.addEventListener('error', () => came(), { once: true });
        });
      }
      for (const src of [ahead, page?.colored?.photo]) {
        if (typeof src !== 'string' || !src) continue;
        const image = new Image();
        image.decoding = 'async';
        image.src = src;
        preloaded.push(image);
      }
      return lineArtCame;
    })
    .catch(() => undefined);
}
