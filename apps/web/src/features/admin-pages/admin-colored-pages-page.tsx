import { Palette } from 'lucide-react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
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

const SKELETON_COUNT = 8;

/**
 * Every user's colourings (GET /coloreds/paginate), newest first, with 'Load more'; or only those
 * shared by a link, which the admin may revoke.
 */
export function AdminColoredPagesPage() {
  const { formatMessage } = useIntl();
  const t = (id: string) => formatMessage({ id: `admin.colored.${id}` });
  const shownOptions = [
    { value: 'all', label: t('showAll') },
    { value: 'shared', label: t('showShared') },
  ] as const;
  const { search, setSearch, query } = useListSearch();
  const [shown, setShown] = useState<'all' | 'shared'>('all');
  const list = usePaginatedList<ColoredRecord>(
    paginatedQuery(['admin', 'coloreds', query, shown], (page, signal) =>
      fetchColoreds(page, query, signal, shown === 'shared'),
    ),
    ['admin', 'coloreds'],
  );

  const handleRevokeShare = (colored: ColoredRecord) =>
    askConfirmation(t('revokeQuestion'), async () => {
      if (!(await revokeShare(colored.id, { silent: false }))) return;
      if (shown === 'shared') list.remove(colored.id);
      else list.patch(colored.id, { share: null });
      notifySuccess(t('revoked'));
    });

  return (
    <>
      <PageHeader title={formatMessage({ id: 'route.title.colored' })} description={t('description')} />
      <div className="mb-5 flex flex-col gap-4 sm:mb-7 sm:flex-row sm:items-end sm:justify-between">
        <search className="sm:w-full sm:max-w-md">
          <SearchField value={search} onChange={setSearch} label={t('search')} />
        </search>
        <div className="sm:w-80">
          <ChoiceGroup legend={t('show')} options={shownOptions} value={shown} onChange={setShown} />
        </div>
      </div>
      <PaginatedListBody
        list={list}
        query={query}
        onClearSearch={() => setSearch('')}
        failedMessage={t('loadFailed')}
        shownMessage={(count) => formatMessage({ id: 'admin.colored.shown' }, { count })}
        icon={Palette}
        noMatch={{
          title: formatMessage({ id: 'admin.colored.noMatch' }, { query }),
          text: t('noMatchText'),
        }}
        empty={
          shown === 'shared'
            ? {
                title: t('noShared'),
                text: t('noSharedText'),
              }
            : {
                title: t('emptyTitle'),
                text: t('emptyText'),
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
