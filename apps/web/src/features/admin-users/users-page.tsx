import type { User } from '@colorbook/contract';
import { Ban, LockOpen, SquarePen, UserPlus, Users } from 'lucide-react';
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

/** Spec §8. */
export const LOAD_USERS_FAILED = 'Failed to load users';

export function UsersPage() {
  const viewerId = useAuth((state) => state.user?.id);
  const { search, setSearch, query } = useListSearch();
  const list = usePaginatedList<User>(
    paginatedQuery(['admin', 'users', query], (page, signal) => fetchUsers(page, query, signal)),
  );
  const block = useUserBlockToggle(list.patch);

  const columns: Column<User>[] = [
    {
      key: 'user',
      header: 'User',
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
    { key: 'plan', header: 'Plan', cell: (user) => user.plan?.title ?? '—' },
    {
      key: 'created',
      header: 'Joined',
      className: 'whitespace-nowrap',
      cell: (user) => formatLongDate(user.created_at) ?? '—',
    },
    {
      key: 'status',
      header: 'Status',
      cell: (user) => (
        <span className="flex flex-wrap items-center gap-1.5">
          <UserStatusBadges user={user} />
          {user.id === viewerId && <Badge tone="brand">You</Badge>}
        </span>
      ),
    },
    {
      key: 'actions',
      header: 'Actions',
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
            aria-label={`Edit ${user.name}`}
          >
            <SquarePen className="size-4" aria-hidden="true" />
            Edit
          </ButtonLink>
          {user.id !== viewerId && (
            <Button
              variant="secondary"
              size="sm"
              className="@max-3xl:h-11 @max-3xl:flex-1"
              busy={block.unblocking === user.id}
              aria-label={`${user.blocked ? 'Unblock' : 'Block'} ${user.name}`}
              onClick={() => void block.toggle(user)}
            >
              {user.blocked ? (
                <LockOpen className="size-4 text-mint-700" aria-hidden="true" />
              ) : (
                <Ban className="size-4 text-danger-600" aria-hidden="true" />
              )}
              {user.blocked ? 'Unblock' : 'Block'}
            </Button>
          )}
        </span>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title="Users"
        description="Everyone with an account. Open someone to edit their details or role."
        actions={
          <ButtonLink to="/admin/users/create">
            <UserPlus className="size-5" aria-hidden="true" />
            Create user
          </ButtonLink>
        }
      />
      <search className="mb-5 sm:mb-7">
        <SearchField value={search} onChange={setSearch} label="Search users" className="sm:max-w-md" />
      </search>
      <PaginatedListBody
        list={list}
        query={query}
        onClearSearch={() => setSearch('')}
        failedMessage={LOAD_USERS_FAILED}
        noun={['user', 'users']}
        icon={Users}
        searchHint="Search by name or email address"
        empty={{ title: 'No users yet', text: 'People appear here as soon as they sign up.' }}
        skeleton={<DataTableSkeleton />}
      >
        <DataTable
          caption="Users"
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
