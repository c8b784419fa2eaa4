import type { Profile } from '@colorbook/contract';
import { useCallback } from 'react';
import { profileStore } from '../../lib/profile-store';
import { useProfileText } from './profile-strings';

/** The parent gate (features/parent-gate's `askParentGate`, handed in by the app: features do not import each other). */
export type AskParentGate = (reason?: string) => Promise<boolean>;

/**
 * Makes `target` the one colouring (null: the grown-up). A child hands over to another child
 * freely, but back to the grown-up only through the parent gate. True when the switch happened.
 */
export function useChooseProfile(askParentGate: AskParentGate): (target: Profile | null) => Promise<boolean> {
  const t = useProfileText();
  return useCallback(
    async (target) => {
      const { active, setActive } = profileStore.getState();
      if (target === null && active !== null && !(await askParentGate(t('gateReason')))) return false;
      setActive(target);
      return true;
    },
    [askParentGate, t],
  );
}
