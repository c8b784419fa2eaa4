import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { refreshCredits } from '../../lib/credits';
import { notify } from '../../lib/notifications';
import { refreshSessionUser } from '../../lib/session';
import { confirmUntilSettled, type PaymentReturn, paidMessage, successPath } from './confirm-flow';
import { confirmPayment } from './payment-api';

/** What /payment shows while it confirms: asking, the provider says pending, or given up waiting. */
export type ConfirmPhase = 'checking' | 'waiting' | 'slow';

/**
 * Confirms the payment the user returned with and moves on: paid → success screen with fresh
 * credits and plan; failed → error screen; canceled → back to checkout; still pending after
 * 30 s → stays here saying so (`retry` asks again).
 */
export function usePaymentConfirmation(payment: PaymentReturn | null) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [phase, setPhase] = useState<ConfirmPhase>('checking');
  const [attempt, setAttempt] = useState(0);
  const provider = payment?.provider;
  const id = payment?.id;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` asks again on retry.
  useEffect(() => {
    if (!provider || !id) return;
    const controller = new AbortController();
    const { signal } = controller;
    setPhase('checking');
    void confirmUntilSettled(
      { provider, id },
      { confirm: confirmPayment, signal, onPending: () => setPhase('waiting') },
    ).then(async (outcome) => {
      if (signal.aborted) return;
      switch (outcome.status) {
        case 'paid': {
          // The plan (download, print) and the balance change: both are read again first.
          await Promise.all([refreshCredits(), refreshSessionUser()]);
          if (signal.aborted) return;
          notify(
            paidMessage(outcome.payment, (id, values) => intl.formatMessage({ id }, values)),
            { variant: 'success', keepOnNavigation: true },
          );
          await navigate(successPath(outcome.payment), { replace: true });
          return;
        }
        case 'failed':
          await navigate('/account/pay/error', { replace: true, state: { message: outcome.message } });
          return;
        case 'canceled':
          await navigate('/checkout?canceled=1', { replace: true });
          return;
        case 'timeout':
          setPhase('slow');
          return;
        default:
          // signed-out (the error catalogue went to sign-in) or aborted: nothing to do here.
          return;
      }
    });
    return () => controller.abort();
  }, [provider, id, attempt, navigate, intl]);

  return { phase, retry: () => setAttempt((value) => value + 1) };
}
