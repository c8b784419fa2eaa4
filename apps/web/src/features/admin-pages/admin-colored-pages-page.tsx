import { Palette } from 'lucide-react';
import { PageCardSkeleton } from '../../components/page-card-skeleton';
import { PageGrid } from '../../components/page-grid';
import { PageHeader } from '../../components/page-header';
import { PaginatedListBody } from '../../components/paginated-list-body';
import { SearchField } from '../../components/search-field';
import { useListSearch } from '../../lib/use-list-search';
import { paginatedQuery, usePaginatedList } from '../../lib/use-paginated-list';
import { ColoredCard } from './colored-card';
import { type ColoredRecord, fetchColoreds } from './coloreds-api';

export const LOAD_COLOREDS_FAILED = 'Failed to load colored pages';
const SKELETON_COUNT = 8;

/** Every user's colourings (GET /coloreds/paginate), newest first, with 'Load more'. */
export function AdminColoredPagesPage() {
  const { search, setSearch, query } = useListSearch();
  const list = usePaginatedList<ColoredRecord>(
    paginatedQuery(['admin', 'coloreds', query], (page, signal) => fetchColoreds(page, query, signal)),
  );

  return (
    <>
      <PageHeader title="Colored pages" description="What people have coloured, newest first." />
      <search className="mb-5 sm:mb-7">
        <SearchField
          value={search}
          onChange={setSearch}
          label="Search colored pages"
          className="sm:max-w-md"
        />
      </search>
      <PaginatedListBody
        list={list}
        query={query}
        onClearSearch={() => setSearch('')}
        failedMessage={LOAD_COLOREDS_FAILED}
        noun={['colored page', 'colored pages']}
        icon={Palette}
        searchHint="Search by page title, name or email"
        empty={{
          title: 'Nothing coloured yet',
          text: 'When someone saves a colouring, it appears here with the page and its painter.',
        }}
        skeleton={
          <PageGrid busy>
            {Array.from({ length: SKELETON_COUNT }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
              <li key={index}>
                <PageCardSkeleton />
              </li>
            ))}
          </PageGrid>
        }
      >
        <PageGrid busy={list.loadingMore}>
          {list.items.map((colored) => (
            <li key={colored.id} className="flex">
              <ColoredCard colored={colored} />
            </li>
          ))}
        </PageGrid>
      </PaginatedListBody>
    </>
  );
}

export { AdminColoredPagesPage as Component };
