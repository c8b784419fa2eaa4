import type { Page, PageScope, PageSort } from '@colorbook/contract';
import { Filter, ImageOff, RotateCcw, SearchX } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { useAuth } from '../lib/auth-store';
import { fetchPage } from '../lib/pages-api';
import { DEFAULT_SORT } from '../lib/sort-options';
import { useDebouncedValue } from '../lib/use-debounced-value';
import {
  filtersFromUrl,
  type GalleryFilters as Gallery,
  galleryFromUrl,
  usePageList,
} from '../lib/use-page-list';
import { Button } from './button';
import { GalleryFilters } from './gallery-filters';
import { ListMessage } from './list-message';
import { ListToolbar } from './list-toolbar';
import { LoadMoreFooter } from './load-more-footer';
import { PageCard } from './page-card';
import { PageCardSkeleton } from './page-card-skeleton';
import { PageGrid } from './page-grid';
import { PageHeader } from './page-header';
import { ShareDialog } from './share-dialog';

/** Spec §8 (message key). */
const LOAD_FAILED = 'pages.list.loadFailed';
const SKELETON_COUNT = 8;

type Props = {
  title: string;
  titleClassName?: string;
  description: string;
  scope: PageScope;
  /** The empty state when nothing matches without a search: what to do next. */
  empty: { icon: typeof ImageOff; title: string; text: string; action: ReactNode };
  actions?: ReactNode;
  /** Theme chips and age / difficulty filters (issue 24: the public lists). */
  gallery?: boolean;
  /** Shown above the search and filters, e.g. the page of the day. */
  featured?: ReactNode;
  /** Extra content at the bottom of each card (admins' gallery facets). */
  cardFooter?: (page: Page, patch: (changes: Partial<Page>) => void) => ReactNode;
};

/**
 * A list's search, sort and gallery filters, kept in the address too (replacing, not adding,
 * history entries), so Back from a page's colouring screen returns to the same list; with none
 * given, the spec's first load: search empty, sort latest. `query`: the search, debounced.
 */
function useListAddress(withGallery: boolean) {
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState(() => filtersFromUrl(params).search);
  const [sort, setSort] = useState<PageSort>(() => filtersFromUrl(params).sort);
  const [gallery, setGallery] = useState<Gallery>(() => (withGallery ? galleryFromUrl(params) : {}));
  const query = useDebouncedValue(search.trim());
  useEffect(() => {
    const next = new URLSearchParams(params);
    if (query) next.set('search', query);
    else next.delete('search');
    if (sort !== DEFAULT_SORT) next.set('sort', sort);
    else next.delete('sort');
    for (const key of ['theme', 'age', 'difficulty'] as const) {
      const value = gallery[key];
      if (value) next.set(key, value);
      else next.delete(key);
    }
    if (next.toString() !== params.toString()) setParams(next, { replace: true, preventScrollReset: true });
  }, [query, sort, gallery, params, setParams]);
  return { search, setSearch, sort, setSort, gallery, setGallery, query };
}

/**
 * The four page lists (public, my, favorite, colored): title, search (300 ms debounce), sort,
 * the card grid with skeletons, 'Load more' until the last page, and empty / failed states.
 */
export function PageListScreen({
  title,
  titleClassName,
  description,
  scope,
  empty,
  actions,
  gallery: withGallery = false,
  featured,
  cardFooter,
}: Props) {
  const { formatMessage } = useIntl();
  const isAdmin = useAuth((state) => state.user?.admin === true);
  const painterName = useAuth((state) => state.user?.name ?? '');
  // Colored pages: the card whose colouring is being shared (its share dialog is open).
  const [sharing, setSharing] = useState<Page | null>(null);
  const { search, setSearch, sort, setSort, gallery, setGallery, query } = useListAddress(withGallery);
  const list = usePageList({ scope, search: query, sort, ...gallery });
  const filtering =
    gallery.theme !== undefined || gallery.age !== undefined || gallery.difficulty !== undefined;

  const handleClearSearch = () => setSearch('');
  const handleClearFilters = () => setGallery({});

  let body: ReactNode;
  if (list.status === 'loading') {
    body = (
      <PageGrid busy>
        {Array.from({ length: SKELETON_COUNT }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
          <li key={index}>
            <PageCardSkeleton />
          </li>
        ))}
      </PageGrid>
    );
  } else if (list.status === 'error') {
    body = (
      <ListMessage
        icon={ImageOff}
        tone="danger"
        title={formatMessage({ id: LOAD_FAILED })}
        text={formatMessage({ id: 'list.checkConnection' })}
        action={
          <Button variant="secondary" onClick={list.retry}>
            <RotateCcw className="size-5" aria-hidden="true" />
            <FormattedMessage id="common.tryAgain" />
          </Button>
        }
      />
    );
  } else if (list.items.length === 0) {
    body = filtering ? (
      <ListMessage
        icon={Filter}
        title={formatMessage({ id: 'pages.list.noFilterMatch' })}
        text={formatMessage({ id: 'pages.list.noFilterMatchText' })}
        action={
          <Button variant="secondary" onClick={handleClearFilters}>
            <FormattedMessage id="pages.list.clearFilters" />
          </Button>
        }
      />
    ) : query ? (
      <ListMessage
        icon={SearchX}
        title={formatMessage({ id: 'pages.list.noSearchMatch' }, { query })}
        text={formatMessage({ id: 'pages.list.noSearchMatchText' })}
        action={
          <Button variant="secondary" onClick={handleClearSearch}>
            <FormattedMessage id="list.clearSearch" />
          </Button>
        }
      />
    ) : (
      <ListMessage icon={empty.icon} title={empty.title} text={empty.text} action={empty.action} />
    );
  } else {
    body = (
      <>
        <PageGrid busy={list.loadingMore}>
          {list.items.map((page) => (
            <li key={page.id} className="flex">
              <PageCard
                page={page}
                isAdmin={isAdmin}
                showColoring={scope === 'colored'}
                onPatch={list.patch}
                onRemove={list.remove}
                onShare={scope === 'colored' ? setSharing : undefined}
                footer={cardFooter?.(page, (changes) => list.patch(page.id, changes))}
              />
            </li>
          ))}
        </PageGrid>
        <LoadMoreFooter
          hasMore={list.hasMore}
          loadingMore={list.loadingMore}
          moreFailed={list.moreFailed}
          failedMessage={formatMessage({ id: LOAD_FAILED })}
          onLoadMore={list.loadMore}
        />
      </>
    );
  }

  return (
    <>
      <PageHeader title={title} titleClassName={titleClassName} description={description} actions={actions} />
      {featured}
      <ListToolbar search={search} onSearchChange={setSearch} sort={sort} onSortChange={setSort} />
      {withGallery && <GalleryFilters value={gallery} onChange={setGallery} />}
      {body}
      <p role="status" className="sr-only">
        {list.status === 'ready'
          ? formatMessage({ id: 'pages.list.shown' }, { count: list.items.length })
          : ''}
      </p>
      {sharing && (
        <ShareDialog
          title={sharing.title || sharing.prompt || formatMessage({ id: 'pages.untitled' })}
          preview={sharing.colored?.preview}
          painterName={painterName}
          resolveColoringId={() => sharedColoringId(sharing)}
          onClose={() => setSharing(null)}
        />
      )}
    </>
  );
}

/** The colouring's id on the card, else as the server has it now (a page cached by an older app). */
async function sharedColoringId(page: Page): Promise<number | null> {
  if (page.colored?.id !== undefined) return page.colored.id;
  const fresh = await fetchPage(page.id);
  return fresh.ok ? (fresh.data.colored?.id ?? null) : null;
}
