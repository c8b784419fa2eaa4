import { defaultLocale, formatMessage, type Locale } from '@colorbook/i18n';
import { Menu, Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { FormattedMessage, IntlProvider, useIntl } from 'react-intl';
import { StaticRouter } from 'react-router';
import {
  shellBar,
  shellBrandBox,
  shellBrandBoxWide,
  shellHeader,
  shellMain,
  shellMenuButton,
  shellSidebar,
  shellSidebarClosed,
} from '../app/layouts/app-shell-frame';
import { userMenu } from '../app/layouts/menus';
import { NavMenu } from '../app/layouts/nav-menu';
import { ButtonLink } from '../components/button';
import { Card } from '../components/card';
import { GalleryFilters } from '../components/gallery-filters';
import { ListToolbar } from '../components/list-toolbar';
import { Logo } from '../components/logo';
import { PageCardSkeleton } from '../components/page-card-skeleton';
import { PageGrid } from '../components/page-grid';
import { PageHeader } from '../components/page-header';
import { toPublicSettings } from '../lib/settings';
import { filtersFromUrl, galleryFromUrl } from '../lib/use-page-list';
import { catalogues, messagesFor } from './catalogues';
import { ColoringFirstPaint, ColoringFirstPaintBar } from './first-paint-coloring';

/*
 * The first paint of a signed-in screen (docs/decisions/0033-first-paint.md): the frame, the
 * screen's heading and its placeholders, rendered by the server into the HTML of the address, so
 * a person sees the screen as soon as the HTML and the stylesheet arrive instead of after the
 * app's bundle has run. It holds nothing about the user (the server does not know who asks: the
 * token lives in the browser, spec §3) and nothing private: on /pages/public the first cards'
 * pictures and titles, which every signed-in user sees alike. The app replaces it when its own
 * first screen is ready (lib/first-paint.ts); a script in the page's head hides it first where
 * it would be wrong for this browser (signed out, an admin, kid mode, another language).
 */

/** A public page's picture and title, the only things the first cards show. */
export type FirstPaintCard = { id: number; title: string; preview: string };

type ListScreen = {
  kind: 'list';
  title: string;
  description: string;
  titleClassName?: string;
  gallery?: boolean;
};
type Screen = ListScreen | { kind: 'account'; title: string; description: string } | { kind: 'coloring' };

/** The screens with a first paint, by path: the ones a signed-in person opens most. */
const screens: Record<string, Screen> = {
  '/pages/favorite': {
    kind: 'list',
    title: 'pages.favorite.title',
    description: 'pages.favorite.description',
  },
  '/pages': { kind: 'list', title: 'pages.my.title', description: 'pages.my.description' },
  '/pages/colored': { kind: 'list', title: 'pages.colored.title', description: 'pages.colored.description' },
  '/pages/public': {
    kind: 'list',
    title: 'pages.public.title',
    description: 'pages.public.description',
    titleClassName: 'first-letter:uppercase',
    gallery: true,
  },
  '/account': { kind: 'account', title: 'account.title', description: 'account.description' },
};

/** Route titles for <title>, like the app's useDocumentHead. */
const routeTitles: Record<string, string> = {
  '/pages/favorite': 'route.title.favorite',
  '/pages': 'route.title.myPages',
  '/pages/colored': 'route.title.colored',
  '/pages/public': 'route.title.public',
  '/account': 'route.title.account',
};

const SKELETON_COUNT = 8;
const noop = () => undefined;

/** The fixed paths with a first paint; the colouring screen's addresses come on top. */
export const firstPaintPaths: readonly string[] = Object.keys(screens);

/** /pages/{id}/color: the colouring screen, the same picture for every page (its page comes later). */
const COLORING_PATH = /^\/pages\/\d+\/color$/;

function screenAt(path: string): Screen | undefined {
  return COLORING_PATH.test(path) ? { kind: 'coloring' } : screens[path];
}

/** Whether this path has a first paint (the server asks before reading anything for one). */
export function hasFirstPaint(path: string): boolean {
  return screenAt(path) !== undefined;
}

/** Whether /pages/public at this query shows the gallery's first page (so its cards may be drawn). */
export function showsFirstPublicPage(search: string): boolean {
  const params = new URLSearchParams(search);
  const gallery = galleryFromUrl(params);
  const filters = filtersFromUrl(params);
  return (
    !filters.search &&
    filters.sort === 'latest' &&
    gallery.theme === undefined &&
    gallery.age === undefined &&
    gallery.difficulty === undefined
  );
}

function FirstCards({ cards }: { cards: FirstPaintCard[] }) {
  const { formatMessage } = useIntl();
  return (
    <PageGrid busy>
      {cards.map((card, index) => (
        <li key={card.id} className="flex">
          {/* The card's frame as PageCard draws it; its owner and counts arrive with the app. */}
          <article className="relative flex w-full flex-col overflow-hidden rounded-card bg-surface shadow-soft ring-1 ring-ink-200/60">
            <div className="relative aspect-square overflow-hidden bg-white">
              <img
                src={card.preview}
                alt=""
                width={512}
                height={512}
                decoding="async"
                // A phone shows the first few; the rest load as they scroll in. The first row goes
                // before the app's scripts and reads, which take the browser's six connections.
                loading={index < 4 ? undefined : 'lazy'}
                fetchPriority={index < 2 ? 'high' : undefined}
                className="h-full w-full object-contain"
              />
            </div>
            <div className="flex flex-1 flex-col gap-2 p-3 sm:p-4">
              <h3 className="line-clamp-1 text-sm font-extrabold sm:text-base">
                {card.title || formatMessage({ id: 'pages.untitled' })}
              </h3>
              <div className="mt-auto flex items-center gap-2">
                <div className="size-7 shrink-0 animate-pulse rounded-full bg-ink-100" />
                <div className="h-3 w-1/2 animate-pulse rounded-full bg-ink-100" />
              </div>
            </div>
          </article>
        </li>
      ))}
    </PageGrid>
  );
}

function Skeletons() {
  return (
    <PageGrid busy>
      {Array.from({ length: SKELETON_COUNT }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
        <li key={index}>
          <PageCardSkeleton />
        </li>
      ))}
    </PageGrid>
  );
}

function ListBody({
  screen,
  search,
  cards,
}: {
  screen: ListScreen;
  search: string;
  cards: FirstPaintCard[];
}) {
  const { formatMessage } = useIntl();
  const params = new URLSearchParams(search);
  const filters = filtersFromUrl(params);
  return (
    <>
      <PageHeader
        title={formatMessage({ id: screen.title })}
        titleClassName={screen.titleClassName}
        description={formatMessage({ id: screen.description })}
      />
      <ListToolbar search={filters.search} onSearchChange={noop} sort={filters.sort} onSortChange={noop} />
      {screen.gallery && <GalleryFilters value={galleryFromUrl(params)} onChange={noop} />}
      {cards.length > 0 ? <FirstCards cards={cards} /> : <Skeletons />}
    </>
  );
}

function AccountBody({ title, description }: { title: string; description: string }) {
  const { formatMessage } = useIntl();
  return (
    <>
      <PageHeader title={formatMessage({ id: title })} description={formatMessage({ id: description })} />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <Card className="p-6 sm:p-8">
          <h2 className="mb-6 text-lg font-extrabold">
            <FormattedMessage id="account.details" />
          </h2>
          <div className="min-h-72 animate-pulse rounded-control bg-ink-100/70" />
        </Card>
        <Card className="min-h-64 animate-pulse p-6" />
      </div>
    </>
  );
}

function Frame({
  appName,
  bar,
  className,
  screen,
  children,
}: {
  appName: string;
  /** In the top bar, beside the brand (the app's bar slot). */
  bar?: ReactNode;
  className?: string;
  /** Which screen this is, for the app (lib/first-paint.ts keeps the colouring one longer). */
  screen?: string;
  children: ReactNode;
}) {
  const { formatMessage } = useIntl();
  return (
    <div
      className={className ? `min-h-dvh ${className}` : 'min-h-dvh'}
      data-first-paint-screen={screen}
      // A picture of the screen, not the screen: assistive technology meets only the app's.
      aria-hidden={screen ? true : undefined}
    >
      <header className={shellHeader}>
        <div className={shellBar}>
          {/* Opens the menu once the app runs (a few hundred milliseconds). */}
          <button
            type="button"
            className={shellMenuButton}
            aria-label={formatMessage({ id: 'shell.openMenu' })}
          >
            <Menu className="size-6" aria-hidden="true" />
          </button>
          <div className={`${shellBrandBox} ${shellBrandBoxWide}`}>
            <a href="/pages/favorite" className="flex min-w-0 items-center gap-2 rounded-xl">
              <Logo name={appName} />
            </a>
          </div>
          {bar}
          <div className="ml-auto size-9 shrink-0 animate-pulse rounded-full bg-ink-100 lg:hidden" />
        </div>
      </header>
      <div className="flex">
        <aside className={`${shellSidebar} ${shellSidebarClosed}`}>
          <ButtonLink to="/pages/create" variant="accent" className="w-full">
            <Plus className="size-5" strokeWidth={2.5} aria-hidden="true" />
            <FormattedMessage id="shell.createPage" />
          </ButtonLink>
          <NavMenu groups={userMenu} />
        </aside>
        <main id="main" className={shellMain}>
          <div className="mx-auto max-w-6xl">{children}</div>
        </main>
      </div>
    </div>
  );
}

export type FirstPaintInput = {
  /** The address's path and query ('?…' or ''). */
  path: string;
  search: string;
  locale: Locale;
  /** GET /api/settings/list as a visitor reads it: the app's name. */
  settings: Array<{ name: string; value?: string | null }>;
  /** /pages/public: the gallery's first cards, when showsFirstPublicPage(search). */
  cards?: FirstPaintCard[];
};

/** The markup for #first-paint and the document title, or null when the path has no first paint. */
export function renderFirstPaint(input: FirstPaintInput): { html: string; title: string } | null {
  const screen = screenAt(input.path);
  if (!screen) return null;
  const { appName } = toPublicSettings(input.settings);
  const messages = messagesFor(input.locale);
  const titleId = routeTitles[input.path];
  const title = titleId ? formatMessage(input.locale, messages, catalogues.en, titleId) : '';
  const html = renderToString(
    <IntlProvider
      locale={input.locale}
      defaultLocale={defaultLocale}
      messages={messages}
      onError={() => undefined}
    >
      <StaticRouter location={`${input.path}${input.search}`}>
        {screen.kind === 'coloring' ? (
          // Over the app, which renders under it until its engine is ready (lib/first-paint.ts).
          // Phones held sideways put the header in a compact top bar, which this picture does not
          // draw: there the app alone shows the screen.
          <Frame
            appName={appName}
            bar={<ColoringFirstPaintBar />}
            screen="coloring"
            className="fixed inset-0 z-[70] overflow-hidden bg-paper max-lg:short:hidden"
          >
            <ColoringFirstPaint />
          </Frame>
        ) : (
          <Frame appName={appName}>
            {screen.kind === 'list' ? (
              <ListBody screen={screen} search={input.search} cards={input.cards ?? []} />
            ) : (
              <AccountBody title={screen.title} description={screen.description} />
            )}
          </Frame>
        )}
      </StaticRouter>
    </IntlProvider>,
  );
  return { html, title: title ? `${title} · ${appName}` : appName };
}
