import type { User } from '@colorbook/contract';
import { useIntl } from 'react-intl';
import { Badge } from '../../components/badge';

/** Blocked / Active, and Admin when the user is one. */
export function UserStatusBadges({ user }: { user: Pick<User, 'admin' | 'blocked'> }) {
  const { formatMessage } = useIntl();
  const t = (id: string) => formatMessage({ id: `admin.users.${id}` });
  return (
    <span className="flex flex-wrap gap-1.5">
      {user.blocked ? (
        <Badge tone="danger">{t('blocked')}</Badge>
      ) : (
        <Badge tone="success">{t('active')}</Badge>
      )}
      {user.admin && <Badge tone="sunny">{t('admin')}</Badge>}
    </span>
  );
}
