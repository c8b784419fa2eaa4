import type { User } from '@colorbook/contract';
import { useState } from 'react';
import { askConfirmation } from '../../lib/confirmation';
import { toggleUserBlocked } from './users-api';

/** Spec §8. */
export const BLOCK_USER_QUESTION = 'Are you sure to block the user?';

/**
 * Spec §4: blocking asks first (it signs the user out everywhere); unblocking does not.
 * Failures are notified by the API client's error catalogue.
 */
export function useUserBlockToggle(onPatch: (id: number, changes: Partial<User>) => void) {
  const [unblocking, setUnblocking] = useState<number | null>(null);

  const toggle = async (user: Pick<User, 'id' | 'blocked'>) => {
    if (!user.blocked) {
      await askConfirmation(BLOCK_USER_QUESTION, async () => {
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
