import type { SubscriptionRecord } from '@colorbook/contract';
import { Receipt } from 'lucide-react';
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

/** Spec §8. */
export const LOAD_SUBSCRIPTIONS_FAILED = 'Failed to load subscriptions';

const mono = 'font-mono text-xs break-all';

const columns: Column<SubscriptionRecord>[] = [
  {
    key: 'user',
    header: 'User email',
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
  { key: 'plan', header: 'Plan', cell: (subscription) => subscription.plan.title },
  {
    key: 'price',
    header: 'Price',
    className: 'whitespace-nowrap tabular-nums',
    cell: (subscription) => (
      <>
        {formatMoney(subscription.price)}
        <span className="text-ink-500"> / month</span>
      </>
    ),
  },
  {
    key: 'status',
    header: 'Status',
    cell: (subscription) => {
      const state = subscriptionState(subscription);
      return <Badge tone={state.tone}>{state.label}</Badge>;
    },
  },
  {
    key: 'created',
    header: 'Created',
    className: 'whitespace-nowrap',
    cell: (subscription) => formatLongDate(subscription.created_at) ?? '—',
  },
  {
    key: 'canceled',
    header: 'Canceled',
    className: 'whitespace-nowrap',
    cell: (subscription) => formatLongDate(subscription.canceled_at) ?? '—',
  },
  {
    key: 'stripe',
    header: 'Stripe id',
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
          {subscription.provider === 'test' ? 'Test payment' : '—'}
        </span>
      ),
  },
];

/** Every subscription (spec §2): a table that becomes cards on a phone, search and 'Load more'. */
export function SubscriptionsPage() {
  const { search, setSearch, query } = useListSearch();
  const list = usePaginatedList<SubscriptionRecord>(
    paginatedQuery(['admin', 'subscriptions', query], (page, signal) =>
      fetchSubscriptions(page, query, signal),
    ),
  );

  return (
    <>
      <PageHeader title="Subscriptions" description="Every paid plan subscription, newest first." />
      <search className="mb-5 sm:mb-7">
        <SearchField
          value={search}
          onChange={setSearch}
          label="Search subscriptions"
          className="sm:max-w-md"
        />
      </search>
      <PaginatedListBody
        list={list}
        query={query}
        onClearSearch={() => setSearch('')}
        failedMessage={LOAD_SUBSCRIPTIONS_FAILED}
        noun={['subscription', 'subscriptions']}
        icon={Receipt}
        searchHint="Search by email, name or plan"
        empty={{
          title: 'No subscriptions yet',
          text: 'When someone subscribes to a paid plan, the subscription appears here.',
        }}
        skeleton={<DataTableSkeleton />}
      >
        <DataTable caption="Subscriptions" columns={columns} rows={list.items} busy={list.loadingMore} />
      </PaginatedListBody>
    </>
  );
}

export { SubscriptionsPage as Component };
