import type { SubscriptionRecord } from '@colorbook/contract';
import { Receipt } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { Badge } from '../../components/badge';
import { type Column, DataTable, DataTableSkeleton } from '../../components/data-table';
import { PageHeader } from '../../components/page-header';
import { PaginatedListBody } from '../../components/paginated-list-body';
import { SearchField } from '../../components/search-field';
import { formatLongDate, formatMoney } from '../../lib/billing-format';
import { useListSearch } from '../../lib/use-list-search';
import { paginatedQuery, usePaginatedList } from '../../lib/use-paginated-list';
import { subscriptionState } from './subscription-state';
import { fetchSubscriptions } from './subscriptions-api';

const mono = 'font-mono text-xs break-all';

/** Every subscription (spec §2): a table that becomes cards on a phone, search and 'Load more'. */
export function SubscriptionsPage() {
  const { formatMessage } = useIntl();
  const t = (id: string) => formatMessage({ id: `admin.subscriptions.${id}` });
  const { search, setSearch, query } = useListSearch();
  const columns: Column<SubscriptionRecord>[] = [
    {
      key: 'user',
      header: t('col.email'),
      primary: true,
      cell: (subscription) => (
        <div className="flex min-w-0 flex-col">
          <Link
            to={`/admin/users/${subscription.user.id}/edit`}
            className="truncate font-extrabold text-ink-900 hover:text-brand-700 hover:underline"
          >
            {subscription.user.email}
          </Link>
          <span className="truncate text-ink-600">{subscription.user.name}</span>
        </div>
      ),
    },
    { key: 'plan', header: t('col.plan'), cell: (subscription) => subscription.plan.title },
    {
      key: 'price',
      header: t('col.price'),
      className: 'whitespace-nowrap tabular-nums',
      cell: (subscription) => (
        <>
          {formatMoney(subscription.price)}
          <span className="text-ink-500">{t('perMonth')}</span>
        </>
      ),
    },
    {
      key: 'status',
      header: t('col.status'),
      cell: (subscription) => {
        const state = subscriptionState(subscription);
        return <Badge tone={state.tone}>{formatMessage({ id: state.label })}</Badge>;
      },
    },
    {
      key: 'created',
      header: t('col.created'),
      className: 'whitespace-nowrap',
      cell: (subscription) => formatLongDate(subscription.created_at) ?? '—',
    },
    {
      key: 'canceled',
      header: t('col.canceled'),
      className: 'whitespace-nowrap',
      cell: (subscription) => formatLongDate(subscription.canceled_at) ?? '—',
    },
    {
      key: 'stripe',
      header: t('col.stripe'),
      wide: true,
      className: '@3xl:max-w-56',
      cell: (subscription) =>
        subscription.provider === 'stripe' || subscription.user.stripe_id ? (
          <div className="flex flex-col gap-0.5">
            {subscription.user.stripe_id && <span className={mono}>{subscription.user.stripe_id}</span>}
            {subscription.provider === 'stripe' && (
              <span className={`${mono} text-ink-500`}>{subscription.provider_subscription_id}</span>
            )}
          </div>
        ) : (
          <span className="whitespace-nowrap text-ink-500">
            {subscription.provider === 'test' ? t('testPayment') : '—'}
          </span>
        ),
    },
  ];
  const list = usePaginatedList<SubscriptionRecord>(
    paginatedQuery(['admin', 'subscriptions', query], (page, signal) =>
      fetchSubscriptions(page, query, signal),
    ),
  );

  return (
    <>
      <PageHeader title={formatMessage({ id: 'route.title.subscriptions' })} description={t('description')} />
      <search className="mb-5 sm:mb-7">
        <SearchField value={search} onChange={setSearch} label={t('search')} className="sm:max-w-md" />
      </search>
      <PaginatedListBody
        list={list}
        query={query}
        onClearSearch={() => setSearch('')}
        failedMessage={t('loadFailed')}
        shownMessage={(count) => formatMessage({ id: 'admin.subscriptions.shown' }, { count })}
        icon={Receipt}
        noMatch={{
          title: formatMessage({ id: 'admin.subscriptions.noMatch' }, { query }),
          text: t('noMatchText'),
        }}
        empty={{
          title: t('emptyTitle'),
          text: t('emptyText'),
        }}
        skeleton={<DataTableSkeleton />}
      >
        <DataTable caption={t('caption')} columns={columns} rows={list.items} busy={list.loadingMore} />
      </PaginatedListBody>
    </>
  );
}

export { SubscriptionsPage as Component };
