import type { User } from '@colorbook/contract';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { askConfirmation } from '../../lib/confirmation';
import { toggleUserBlocked } from './users-api';

/**
 * Spec §4: blocking asks first (it signs the user out everywhere); unblocking does not.
 * Failures are notified by the API client's error catalogue.
 */
export function useUserBlockToggle(onPatch: (id: number, changes: Partial<User>) => void) {
  const [unblocking, setUnblocking] = useState<number | null>(null);
  const { formatMessage } = useIntl();

  const toggle = async (user: Pick<User, 'id' | 'blocked'>) => {
    if (!user.blocked) {
      await askConfirmation(formatMessage({ id: 'admin.users.blockQuestion' }), async () => {
        if (await toggleUserBlocked(user.id)) onPatch(user.id, { blocked: true });
      });
      return;
    }
    setUnblocking(user.id);
    if (await toggleUserBlocked(user.id)) onPatch(user.id, { blocked: false });
    setUnblocking(null);
  };

  return { toggle, unblocking };
}
