import { defaultLocale, formatMessage } from '@colorbook/i18n';
import { Menu, Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { FormattedMessage, IntlProvider, useIntl } from 'react-intl';
import { StaticRouter } from 'react-router';
import type { FirstPaintCard, FirstPaintInput, FirstPaintModule, OwnCard } from '../../seam/web-build';
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
import { type FirstPaint, matchScreen } from '../app/screens';
import { ButtonLink } from '../components/button';
import { Card } from '../components/card';
import { GalleryFilters } from '../components/gallery-filters';
import { ListToolbar } from '../components/list-toolbar';
import { Logo } from '../components/logo';
import { NewPageButton } from '../components/new-page-button';
import { PageCardSkeleton } from '../components/page-card-skeleton';
import { PageGrid } from '../components/page-grid';
import { PageHeader } from '../components/page-header';
import { EARLY_CARD_COUNT, earlyCardPicture } from '../lib/early-cards';
import { listReadPath } from '../lib/early-reads';
import { toPublicSettings } from '../lib/settings';
import { filtersFromUrl, galleryFromUrl } from '../lib/use-page-list';
import { catalogues, messagesFor } from './catalogues';
import { ColoringFirstPaint, ColoringFirstPaintBar } from './first-paint-coloring';

/*
 * The first paint of a signed-in screen (docs/decisions/0033-first-paint.md): the frame, the
 * screen's heading and its placeholders, rendered by the server into the HTML of the address, so
 * a person sees the screen as soon as the HTML and the stylesheet arrive instead of after the
 * app's bundle has run. On /pages/public it shows the first cards' pictures and titles, which
 * every signed-in user sees alike. On another list it shows the visitor's own first cards where
 * the browser's cookie named the session and the server read the list for it (0057); else
 * placeholders. The app replaces it when its own first screen is ready (lib/first-paint.ts); a
 * script in the page's head hides it first where it would be wrong for this browser (signed out,
 * an admin, kid mode, another language).
 */

const SKELETON_COUNT = 8;
const noop = () => undefined;

/** The screen at `path` with a first paint (its row in app/screens.ts), or null. */
function screenAt(path: string): { paint: FirstPaint; title?: string } | null {
  const screen = matchScreen(path)?.screen;
  return screen?.firstPaint ? { paint: screen.firstPaint, title: screen.title } : null;
}

/** Whether this path has a first paint (the server asks before reading anything for one). */
export function hasFirstPaint(path: string): boolean {
  return screenAt(path) !== null;
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

/** Whether the picture at this address shows the gallery's first cards (the server reads them then). */
export function drawsCards(path: string, search: string): boolean {
  const paint = screenAt(path)?.paint;
  return paint?.kind === 'list' && paint.gallery === true && showsFirstPublicPage(search);
}

export function pagePictured(path: string): number | null {
  const match = matchScreen(path);
  const id = Number(match?.params.id);
  return match?.screen.firstPaint && match.screen.earlyReads?.page && Number.isSafeInteger(id) && id > 0
    ? id
    : null;
}

/** The list read the head script makes at this address (lib/early-reads.ts), under /api. */
export function listRead(path: string, search: string): string | null {
  return listReadPath(path, search);
}

/** The first cards of a list read's answer, by the rules the head script fills them in with. */
export function listCards(path: string, list: unknown): OwnCard[] {
  const scope = matchScreen(path)?.screen.earlyReads?.list;
  const items = (list as { data?: unknown } | null)?.data;
  if (!scope || !Array.isArray(items)) return [];
  return items.slice(0, SKELETON_COUNT).map((item: { title?: unknown }, index) => ({
    title: typeof item?.title === 'string' ? item.title : '',
    picture: index < EARLY_CARD_COUNT ? earlyCardPicture(item, scope) : null,
  }));
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

/** The early cards: placeholders, or the visitor's own first cards where the server read them. */
function Skeletons({ own }: { own: OwnCard[] }) {
  const count = own.length > 0 ? own.length : SKELETON_COUNT;
  return (
    <PageGrid busy>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
        <li key={index}>
          <PageCardSkeleton early known={own[index]} />
        </li>
      ))}
    </PageGrid>
  );
}

function ListBody({
  screen,
  search,
  cards,
  own,
}: {
  screen: Extract<FirstPaint, { kind: 'list' }>;
  search: string;
  cards: FirstPaintCard[];
  own: OwnCard[];
}) {
  const { formatMessage } = useIntl();
  const params = new URLSearchParams(search);
  const filters = filtersFromUrl(params);
  return (
    <>
      <PageHeader
        title={formatMessage({ id: `${screen.heading}.title` })}
        // The gallery's heading is lower-case in the catalogues (it reads on inside sentences).
        titleClassName={screen.gallery ? 'first-letter:uppercase' : undefined}
        description={formatMessage({ id: `${screen.heading}.description` })}
        actions={screen.newPage ? <NewPageButton /> : undefined}
      />
      <ListToolbar search={filters.search} onSearchChange={noop} sort={filters.sort} onSortChange={noop} />
      {screen.gallery && <GalleryFilters value={galleryFromUrl(params)} onChange={noop} />}
      {cards.length > 0 ? <FirstCards cards={cards} /> : <Skeletons own={own} />}
    </>
  );
}

function AccountBody({ heading }: { heading: string }) {
  const { formatMessage } = useIntl();
  return (
    <>
      <PageHeader
        title={formatMessage({ id: `${heading}.title` })}
        description={formatMessage({ id: `${heading}.description` })}
      />
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

/** The markup for #first-paint and the document title, or null when the path has no first paint. */
export function renderFirstPaint(input: FirstPaintInput): { html: string; title: string } | null {
  const found = screenAt(input.path);
  if (!found) return null;
  const screen = found.paint;
  const { appName } = toPublicSettings(input.settings);
  const messages = messagesFor(input.locale);
  const title = found.title ? formatMessage(input.locale, messages, catalogues.en, found.title) : '';
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
              <ListBody
                screen={screen}
                search={input.search}
                cards={input.cards ?? []}
                own={input.own ?? []}
              />
            ) : (
              <AccountBody heading={screen.heading} />
            )}
          </Frame>
        )}
      </StaticRouter>
    </IntlProvider>,
  );
  return { html, title: title ? `${title} · ${appName}` : appName };
}

// The server loads this module through the seam's type (apps/web/seam/web-build.ts).
export default {
  hasFirstPaint,
  drawsCards,
  pagePictured,
  renderFirstPaint,
  listRead,
  listCards,
} satisfies FirstPaintModule;
