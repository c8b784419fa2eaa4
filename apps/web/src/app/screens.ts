/*
 * The app's screens, one row each (docs/decisions/0034-web-seam-screen-table-layers.md): the address, the
 * document title, whether a child in kid mode may open it, the server's first paint, the API reads
 * started before the app's bundle runs, and the lazy chunk the server preloads with the HTML. The
 * router (router.tsx, through screenRoute), the first paint (ssr/first-paint.tsx), the early reads
 * (lib/early-reads.ts), the build's manifest (vite-web-build.ts → route preloads) and the kid gate
 * (kid-mode-gate.ts, lib/adult-routes.ts) all read it; screens.test.ts fails on a route outside it.
 * Plain data and two small functions, importing nothing: the early reads' inline script carries it.
 */

/** A page list's scope, as GET /api/pages/paginate takes it. */
export type ListScope = 'owned' | 'favorited' | 'colored' | 'public';

export type FirstPaint =
  /**
   * `heading`: the message ids `${heading}.title` and `${heading}.description`; `newPage`: the
   * header's "New page" action, as the screen draws it.
   */
  | { kind: 'list'; heading: string; gallery?: true; newPage?: true }
  | { kind: 'account'; heading: string }
  /** The same picture for every page: the page itself arrives in the browser. */
  | { kind: 'coloring' };

export type Screen = {
  /** The full address, React Router's way (`:id` is a number, other `:name`s any one segment). */
  path: string;
  /** The document title's message id. */
  title?: string;
  /**
   * Kid mode: a child meets the parent gate first (passing it leaves kid mode). 'unless-uploads':
   * unless the parent allowed this child to upload photos. The server refuses a child the same
   * screens' API routes on its own (apps/server modules/profiles/kid-rules.ts).
   */
  adultOnly?: true | 'unless-uploads';
  /** Drawn by the server into the address's HTML (docs/decisions/0033). */
  firstPaint?: FirstPaint;
  /**
   * The API reads the screen makes first, started by the inline early reads while the HTML is
   * parsed (every screen also reads the settings, and a signed-in one the user). `page`: the
   * colouring screen's page read, which goes first and alone until its line art has come.
   */
  earlyReads?: { list?: ListScope; page?: true; credits?: true; billing?: true };
  /**
   * The lazy module (under src/, no extension) whose chunk and its imports the server preloads in
   * this address's HTML (none for a screen the app chunk holds); `early`: the early entry
   * (vite.config.ts) that finishes its first paint, the app's scripts held back until it has.
   */
  preload?: { module?: string; early?: string };
};

/**
 * A list screen's first cards show their pictures before the app's scripts take the phone's link
 * (lib/early-cards.ts, src/early-cards-entry.ts): the app chunk alone is seconds of a slow network.
 */
const EARLY_CARDS = { early: 'early-cards' };

const table = {
  landing: { path: '/' },
  terms: { path: '/terms', title: 'route.title.terms' },
  privacy: { path: '/privacy', title: 'route.title.privacy' },
  splash: { path: '/splash' },
  signIn: { path: '/sign-in', title: 'route.title.signIn' },
  signUp: { path: '/sign-up', title: 'route.title.signUp' },
  verify: { path: '/verify/:token', title: 'route.title.verify' },
  payment: { path: '/payment', title: 'route.title.payment', adultOnly: true },
  // The test payments provider's checkout (DESIGN §6; the server refuses it in production).
  testPayment: { path: '/payment/test', title: 'route.title.testPayment', adultOnly: true },
  createAdmin: { path: '/admin/create', title: 'route.title.createAdmin', adultOnly: true },
  myPages: {
    path: '/pages',
    title: 'route.title.myPages',
    firstPaint: { kind: 'list', heading: 'pages.my', newPage: true },
    earlyReads: { list: 'owned' },
    preload: EARLY_CARDS,
  },
  favorite: {
    path: '/pages/favorite',
    title: 'route.title.favorite',
    firstPaint: { kind: 'list', heading: 'pages.favorite' },
    earlyReads: { list: 'favorited' },
    preload: EARLY_CARDS,
  },
  colored: {
    path: '/pages/colored',
    title: 'route.title.colored',
    firstPaint: { kind: 'list', heading: 'pages.colored' },
    earlyReads: { list: 'colored' },
    preload: EARLY_CARDS,
  },
  gallery: {
    path: '/pages/public',
    title: 'route.title.public',
    firstPaint: { kind: 'list', heading: 'pages.public', gallery: true },
    earlyReads: { list: 'public', credits: true },
    preload: EARLY_CARDS,
  },
  createPage: { path: '/pages/create', title: 'route.title.createPage' },
  createAi: { path: '/pages/create/ai', title: 'route.title.createPageAi' },
  createUpload: {
    path: '/pages/create/upload',
    title: 'route.title.uploadPage',
    adultOnly: 'unless-uploads',
  },
  coloring: {
    path: '/pages/:id/color',
    title: 'route.title.colourPage',
    firstPaint: { kind: 'coloring' },
    earlyReads: { page: true, credits: true },
    preload: { module: 'features/coloring/coloring-page', early: 'early-coloring' },
  },
  books: { path: '/books', title: 'route.title.myBooks', adultOnly: true },
  checkout: { path: '/checkout', title: 'route.title.buyPages', adultOnly: true },
  account: {
    path: '/account',
    title: 'route.title.account',
    adultOnly: true,
    firstPaint: { kind: 'account', heading: 'account' },
    earlyReads: { credits: true, billing: true },
  },
  paySuccess: { path: '/account/pay/success', title: 'route.title.paymentSuccess', adultOnly: true },
  payError: { path: '/account/pay/error', title: 'route.title.paymentFailed', adultOnly: true },
  // "Who is colouring?" (issue 24): full screen, outside the app's frame, for signed-in users.
  who: { path: '/who', title: 'route.title.who' },
  adminDashboard: { path: '/admin', title: 'route.title.dashboard', adultOnly: true },
  adminPages: { path: '/admin/pages', title: 'route.title.pages', adultOnly: true },
  adminColored: { path: '/admin/pages/colored', title: 'route.title.colored', adultOnly: true },
  adminUsers: { path: '/admin/users', title: 'route.title.users', adultOnly: true },
  adminCreateUser: { path: '/admin/users/create', title: 'route.title.createUser', adultOnly: true },
  adminEditUser: { path: '/admin/users/:id/edit', title: 'route.title.editUser', adultOnly: true },
  adminSubscriptions: { path: '/admin/subscriptions', title: 'route.title.subscriptions', adultOnly: true },
  adminPlans: { path: '/admin/plans', title: 'route.title.plans', adultOnly: true },
  adminEditPlan: { path: '/admin/plans/:id/edit', title: 'route.title.editPlan', adultOnly: true },
  adminAccount: { path: '/admin/account', title: 'route.title.account', adultOnly: true },
  adminWebsite: { path: '/admin/website', title: 'route.title.website', adultOnly: true },
  // One editor per landing section (/admin/website/home, /how-it-works, … /terms, /privacy).
  adminWebsiteSection: {
    path: '/admin/website/:section',
    title: 'route.title.websiteSection',
    adultOnly: true,
  },
  // Colour together (issue 40): the page's colouring screen inside a live session.
  together: { path: '/together/:code', title: 'route.title.together' },
  notFound: { path: '*', title: 'route.title.notFound' },
} satisfies Record<string, Screen>;

export type ScreenId = keyof typeof table;
export const screens: Readonly<Record<ScreenId, Screen>> = table;

/** Where a child lands, and goes back to when the parent gate is cancelled. */
export const KID_HOME = table.favorite.path;

const segmentPattern = (segment: string): string => {
  if (segment === ':id' || /^:\w+Id$/.test(segment)) return '(\\d+)';
  if (segment.startsWith(':')) return '([^/]+)';
  return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
};

/** A screen's address as a RegExp source, its `:params` captured in order ('*' matches nothing). */
export function pathPattern(path: string): string {
  return path === '*' ? '$^' : `^${path.split('/').map(segmentPattern).join('/')}$`;
}

const matchers = (Object.keys(table) as ScreenId[]).map((id) => ({
  id,
  pattern: new RegExp(pathPattern(table[id].path)),
  names: table[id].path
    .split('/')
    .filter((segment) => segment.startsWith(':'))
    .map((segment) => segment.slice(1)),
}));

/** The screen at `pathname` (exactly: no trailing slash) and its address's params, or null. */
export function matchScreen(
  pathname: string,
): { id: ScreenId; screen: Screen; params: Record<string, string> } | null {
  for (const { id, pattern, names } of matchers) {
    const match = pattern.exec(pathname);
    if (!match) continue;
    const params = Object.fromEntries(names.map((name, index) => [name, match[index + 1] ?? '']));
    return { id, screen: table[id], params };
  }
  return null;
}

/** A screen's address with its params filled in: screenPath('coloring', { id: 12 }) → /pages/12/color. */
export function screenPath(id: ScreenId, params: Record<string, string | number> = {}): string {
  return table[id].path.replace(/:(\w+)/g, (_whole, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`screenPath(${id}): no ${name}`);
    return encodeURIComponent(String(value));
  });
}
