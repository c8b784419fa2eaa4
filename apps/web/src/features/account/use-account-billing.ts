import type { AccountBilling } from '@colorbook/contract';
import { useCallback, useEffect, useState } from 'react';
import { readBilling } from './billing-api';

export type BillingState = (
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; billing: AccountBilling }
) & { retry: () => void };

/** GET /billing/read for the credits panel; a failure only hides the subscription's details. */
export function useAccountBilling(): BillingState {
  const [state, setState] = useState<
    { status: 'loading' } | { status: 'error' } | { status: 'ready'; billing: AccountBilling }
  >({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` reads again on retry.
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    void readBilling(controller.signal).then((result) => {
      if (controller.signal.aborted) return;
      setState(result.ok ? { status: 'ready', billing: result.data } : { status: 'error' });
    });
    return () => controller.abort();
  }, [attempt]);

  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  return { ...state, retry };
}
