import { Palette } from 'lucide-react';
import { useState } from 'react';
import { ChoiceGroup } from '../../components/choice-group';
import { PageCardSkeleton } from '../../components/page-card-skeleton';
import { PageGrid } from '../../components/page-grid';
import { PageHeader } from '../../components/page-header';
import { PaginatedListBody } from '../../components/paginated-list-body';
import { SearchField } from '../../components/search-field';
import { askConfirmation } from '../../lib/confirmation';
import { notifySuccess } from '../../lib/notifications';
import { revokeShare } from '../../lib/shares-api';
import { useListSearch } from '../../lib/use-list-search';
import { paginatedQuery, usePaginatedList } from '../../lib/use-paginated-list';
import { ColoredCard } from './colored-card';
import { type ColoredRecord, fetchColoreds } from './coloreds-api';

export const LOAD_COLOREDS_FAILED = 'Failed to load colored pages';
export const REVOKE_SHARE_QUESTION = 'Are you sure to revoke the share link?';
const SHOWN = [
  { value: 'all', label: 'All colourings' },
  { value: 'shared', label: 'Shared links' },
] as const;
const SKELETON_COUNT = 8;

/**
 * Every user's colourings (GET /coloreds/paginate), newest first, with 'Load more'; or only those
 * shared by a link, which the admin may revoke.
 */
export function AdminColoredPagesPage() {
  const { search, setSearch, query } = useListSearch();
  const [shown, setShown] = useState<'all' | 'shared'>('all');
  const list = usePaginatedList<ColoredRecord>(
    paginatedQuery(['admin', 'coloreds', query, shown], (page, signal) =>
      fetchColoreds(page, query, signal, shown === 'shared'),
    ),
    ['admin', 'coloreds'],
  );

  const handleRevokeShare = (colored: ColoredRecord) =>
    askConfirmation(REVOKE_SHARE_QUESTION, async () => {
      if (!(await revokeShare(colored.id, { silent: false }))) return;
      if (shown === 'shared') list.remove(colored.id);
      else list.patch(colored.id, { share: null });
      notifySuccess('The share link has been revoked');
    });

  return (
    <>
      <PageHeader title="Colored pages" description="What people have coloured, newest first." />
      <div className="mb-5 flex flex-col gap-4 sm:mb-7 sm:flex-row sm:items-end sm:justify-between">
        <search className="sm:w-full sm:max-w-md">
          <SearchField value={search} onChange={setSearch} label="Search colored pages" />
        </search>
        <div className="sm:w-80">
          <ChoiceGroup legend="Show" options={SHOWN} value={shown} onChange={setShown} />
        </div>
      </div>
      <PaginatedListBody
        list={list}
        query={query}
        onClearSearch={() => setSearch('')}
        failedMessage={LOAD_COLOREDS_FAILED}
        noun={['colored page', 'colored pages']}
        icon={Palette}
        searchHint="Search by page title, name or email"
        empty={
          shown === 'shared'
            ? {
                title: 'No shared links',
                text: 'When someone shares a colouring by a link, it appears here.',
              }
            : {
                title: 'Nothing coloured yet',
                text: 'When someone saves a colouring, it appears here with the page and its painter.',
              }
        }
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
              <ColoredCard colored={colored} onRevokeShare={(item) => void handleRevokeShare(item)} />
            </li>
          ))}
        </PageGrid>
      </PaginatedListBody>
    </>
  );
}

export { AdminColoredPagesPage as Component };
