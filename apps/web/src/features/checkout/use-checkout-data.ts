import type { PaymentOptions } from '@colorbook/contract';
import { useCallback, useEffect, useState } from 'react';
import { failureMessage } from '../../lib/api-errors';
import { fetchPaidPlans, type Plan } from '../../lib/plans';
import { readPaymentOptions } from './checkout-api';

export type CheckoutData =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  /** `plans` is null when they could not be read (page packs still work). */
  | { status: 'ready'; options: PaymentOptions; plans: Plan[] | null };

/** What /checkout offers: the ways to pay and prices, and the paid plans (read together). */
export function useCheckoutData(): { data: CheckoutData; retry: () => void } {
  const [data, setData] = useState<CheckoutData>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-runs the read on retry.
  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    setData({ status: 'loading' });
    void Promise.all([readPaymentOptions(signal), fetchPaidPlans(signal)]).then(([options, plans]) => {
      if (signal.aborted) return;
      setData(
        options.ok
          ? { status: 'ready', options: options.data, plans }
          : { status: 'error', message: failureMessage(options.error) },
      );
    });
    return () => controller.abort();
  }, [attempt]);

  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  return { data, retry };
}
