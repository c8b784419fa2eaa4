import type { User } from '@colorbook/contract';
import { Badge } from '../../components/badge';

/** Blocked / Active, and Admin when the user is one. */
export function UserStatusBadges({ user }: { user: Pick<User, 'admin' | 'blocked'> }) {
  return (
    <span className="flex flex-wrap gap-1.5">
      {user.blocked ? <Badge tone="danger">Blocked</Badge> : <Badge tone="success">Active</Badge>}
      {user.admin && <Badge tone="sunny">Admin</Badge>}
    </span>
  );
}
