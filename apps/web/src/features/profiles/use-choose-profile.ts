import type { Profile } from '@colorbook/contract';
import { useCallback } from 'react';
import { profileStore } from '../../lib/profile-store';
import { startSession } from '../../lib/session';
import { useProfileText } from './profile-strings';
import { startChildSession } from './profiles-api';

/** The parent gate (features/parent-gate's `askParentGate`, handed in by the app: features do not import each other). */
export type AskParentGate = (reason?: string) => Promise<boolean>;

/**
 * Makes `target` the one colouring (null: the grown-up). Handing the device to a child swaps the
 * grown-up's session for the child's (issue 35, decision 0040): no adult token stays on the
 * device. Leaving a child, to the grown-up or to another child, goes through the parent gate,
 * which gives the grown-up's session back. True when the switch happened.
 */
export function useChooseProfile(askParentGate: AskParentGate): (target: Profile | null) => Promise<boolean> {
  const t = useProfileText();
  return useCallback(
    async (target) => {
      const { active, setActive } = profileStore.getState();
      if (active !== null && target?.id === active.id) return true;
      if (active !== null && !(await askParentGate(t('gateReason')))) return false;
      if (target === null) {
        setActive(null);
        return true;
      }
      const handed = await startChildSession(target.id);
      if (!handed.ok) return false;
      await startSession(handed.data.token);
      setActive(target);
      return true;
    },
    [askParentGate, t],
  );
}
