import type { User } from '@colorbook/contract';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { authStore } from '../../lib/auth-store';
import { notifyDanger } from '../../lib/notifications';
import { hasPaidPlan, PAID_PLAN_MESSAGE_ID } from './coloring-rules';

/** Spec §5, §6: download and print need a paid plan; without one, says so and opens checkout. */
export function useRequirePaidPlan(user: User) {
  const navigate = useNavigate();
  const intl = useIntl();
  return useCallback(() => {
    if (hasPaidPlan(authStore.getState().user ?? user)) return true;
    notifyDanger(intl.formatMessage({ id: PAID_PLAN_MESSAGE_ID }), { keepOnNavigation: true });
    navigate('/checkout');
    return false;
  }, [navigate, user, intl]);
}
