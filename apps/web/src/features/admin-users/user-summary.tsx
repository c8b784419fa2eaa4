import type { User } from '@colorbook/contract';
import { useIntl } from 'react-intl';
import { Avatar } from '../../components/avatar';
import { Card } from '../../components/card';
import { formatLongDate } from '../../lib/billing-format';
import { UserStatusBadges } from './user-status-badges';

/** Beside the edit form: who this is, their plan, since when, and their state. */
export function UserSummary({ user }: { user: User }) {
  const { formatMessage } = useIntl();
  const t = (id: string) => formatMessage({ id: `admin.users.summary.${id}` });
  return (
    <Card className="flex flex-col gap-5 p-6">
      <div className="flex items-center gap-4">
        <Avatar name={user.name} photo={user.photo} size="medium" />
        <div className="min-w-0">
          <p className="truncate text-lg font-extrabold text-ink-900">{user.name}</p>
          <p className="truncate text-sm text-ink-600">{user.email}</p>
        </div>
      </div>
      <UserStatusBadges user={user} />
      <dl className="grid grid-cols-2 gap-3 text-sm">
        <div className="rounded-2xl bg-ink-50 p-3 ring-1 ring-ink-200/70">
          <dt className="text-xs font-bold text-ink-500">{t('plan')}</dt>
          <dd className="truncate font-extrabold text-ink-900">{user.plan?.title ?? '—'}</dd>
        </div>
        <div className="rounded-2xl bg-ink-50 p-3 ring-1 ring-ink-200/70">
          <dt className="text-xs font-bold text-ink-500">{t('joined')}</dt>
          <dd className="font-extrabold text-ink-900">{formatLongDate(user.created_at) ?? '—'}</dd>
        </div>
        {user.stripe_id && (
          <div className="col-span-2 rounded-2xl bg-ink-50 p-3 ring-1 ring-ink-200/70">
            <dt className="text-xs font-bold text-ink-500">{t('stripe')}</dt>
            <dd className="truncate font-mono text-xs font-bold text-ink-900">{user.stripe_id}</dd>
          </div>
        )}
      </dl>
    </Card>
  );
}
