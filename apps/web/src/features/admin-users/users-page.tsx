import type { User } from '@colorbook/contract';
import { Ban, LockOpen, SquarePen, UserPlus, Users } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { Avatar } from '../../components/avatar';
import { Badge } from '../../components/badge';
import { Button, ButtonLink } from '../../components/button';
import { type Column, DataTable, DataTableSkeleton } from '../../components/data-table';
import { PageHeader } from '../../components/page-header';
import { PaginatedListBody } from '../../components/paginated-list-body';
import { SearchField } from '../../components/search-field';
import { useAuth } from '../../lib/auth-store';
import { formatLongDate } from '../../lib/billing-format';
import { useListSearch } from '../../lib/use-list-search';
import { paginatedQuery, usePaginatedList } from '../../lib/use-paginated-list';
import { useUserBlockToggle } from './use-user-block-toggle';
import { UserStatusBadges } from './user-status-badges';
import { fetchUsers } from './users-api';

export function UsersPage() {
  const viewerId = useAuth((state) => state.user?.id);
  const { formatMessage } = useIntl();
  const t = (id: string, values?: Record<string, string>) =>
    formatMessage({ id: `admin.users.${id}` }, values);
  const { search, setSearch, query } = useListSearch();
  const list = usePaginatedList<User>(
    paginatedQuery(['admin', 'users', query], (page, signal) => fetchUsers(page, query, signal)),
  );
  const block = useUserBlockToggle(list.patch);

  const columns: Column<User>[] = [
    {
      key: 'user',
      header: t('col.user'),
      primary: true,
      cell: (user) => (
        <div className="flex min-w-0 items-center gap-3">
          <Avatar name={user.name} photo={user.photo} />
          <div className="min-w-0">
            <Link
              to={`/admin/users/${user.id}/edit`}
              className="block truncate font-extrabold text-ink-900 hover:text-brand-700 hover:underline"
            >
              {user.name}
            </Link>
            <span className="block truncate text-ink-600">{user.email}</span>
          </div>
        </div>
      ),
    },
    { key: 'plan', header: t('col.plan'), cell: (user) => user.plan?.title ?? '—' },
    {
      key: 'created',
      header: t('col.joined'),
      className: 'whitespace-nowrap',
      cell: (user) => formatLongDate(user.created_at) ?? '—',
    },
    {
      key: 'status',
      header: t('col.status'),
      cell: (user) => (
        <span className="flex flex-wrap items-center gap-1.5">
          <UserStatusBadges user={user} />
          {user.id === viewerId && <Badge tone="brand">{t('you')}</Badge>}
        </span>
      ),
    },
    {
      key: 'actions',
      header: t('col.actions'),
      hideLabel: true,
      wide: true,
      className: '@3xl:text-right',
      cell: (user) => (
        <span className="flex flex-wrap gap-2 @3xl:flex-nowrap @3xl:justify-end">
          <ButtonLink
            to={`/admin/users/${user.id}/edit`}
            variant="secondary"
            size="sm"
            className="@max-3xl:h-11 @max-3xl:flex-1"
            aria-label={t('editLabel', { name: user.name })}
          >
            <SquarePen className="size-4" aria-hidden="true" />
            {t('edit')}
          </ButtonLink>
          {user.id !== viewerId && (
            <Button
              variant="secondary"
              size="sm"
              className="@max-3xl:h-11 @max-3xl:flex-1"
              busy={block.unblocking === user.id}
              aria-label={t(user.blocked ? 'unblockLabel' : 'blockLabel', { name: user.name })}
              onClick={() => void block.toggle(user)}
            >
              {user.blocked ? (
                <LockOpen className="size-4 text-mint-700" aria-hidden="true" />
              ) : (
                <Ban className="size-4 text-danger-600" aria-hidden="true" />
              )}
              {t(user.blocked ? 'unblock' : 'block')}
            </Button>
          )}
        </span>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={formatMessage({ id: 'route.title.users' })}
        description={t('description')}
        actions={
          <ButtonLink to="/admin/users/create">
            <UserPlus className="size-5" aria-hidden="true" />
            {t('create')}
          </ButtonLink>
        }
      />
      <search className="mb-5 sm:mb-7">
        <SearchField value={search} onChange={setSearch} label={t('search')} className="sm:max-w-md" />
      </search>
      <PaginatedListBody
        list={list}
        query={query}
        onClearSearch={() => setSearch('')}
        failedMessage={t('loadFailed')}
        shownMessage={(count) => formatMessage({ id: 'admin.users.shown' }, { count })}
        icon={Users}
        noMatch={{ title: t('noMatch', { query }), text: t('noMatchText') }}
        empty={{ title: t('emptyTitle'), text: t('emptyText') }}
        skeleton={<DataTableSkeleton />}
      >
        <DataTable
          caption={t('caption')}
          columns={columns}
          rows={list.items}
          busy={list.loadingMore}
          rowClassName={(user) => (user.blocked ? '@3xl:bg-danger-50/40' : undefined)}
        />
      </PaginatedListBody>
    </>
  );
}

export { UsersPage as Component };
