import { type ConfirmedPayment, type PaymentProviderName, paymentProviderNames } from '@colorbook/contract';
import type { ApiFailure, ApiResult } from '../../lib/api';
import { endsSession } from '../../lib/api-errors';

/** A pending payment is asked about again every 2 s … */
export const CONFIRM_POLL_MS = 2_000;
/** … for 30 s; then the screen says it is still being processed (never an endless spinner). */
export const CONFIRM_GIVE_UP_MS = 30_000;

/** What the provider sends the user back with: /payment?provider=stripe&id=cs_… */
export type PaymentReturn = { provider: PaymentProviderName; id: string };

export function readPaymentReturn(search: URLSearchParams): PaymentReturn | null {
  const provider = search.get('provider');
  const id = search.get('id')?.trim();
  if (!id || id.length > 255) return null;
  const known = paymentProviderNames.find((name) => name === provider);
  return known ? { provider: known, id } : null;
}

export type ConfirmOutcome =
  | { status: 'paid'; payment: ConfirmedPayment }
  | { status: 'failed'; message: string | null }
  | { status: 'canceled' }
  /** Still pending after CONFIRM_GIVE_UP_MS (or the server could not be reached that long). */
  | { status: 'timeout' }
  /** The session ended (401): the error catalogue already sends the user to sign in. */
  | { status: 'signed-out' }
  | { status: 'aborted' };

type Options = {
  confirm: (payment: PaymentReturn, signal: AbortSignal) => Promise<ApiResult<ConfirmedPayment>>;
  signal: AbortSignal;
  /** Called each time the provider answers "pending" (the screen says it is still waiting). */
  onPending?: () => void;
  pollMs?: number;
  giveUpMs?: number;
};

/** Unreachable, overloaded or slow: worth asking again rather than calling the payment failed. */
const isTransient = ({ status }: ApiFailure): boolean =>
  status === 0 || status === 408 || status === 429 || status >= 500;

function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((done) => {
    const handleAbort = () => {
      clearTimeout(timer);
      done();
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', handleAbort);
      done();
    }, ms);
    signal.addEventListener('abort', handleAbort, { once: true });
  });
}

/**
 * Confirms the payment the user came back with (POST /payments/confirm): a settled answer
 * (paid, failed, canceled) ends it; pending, or a server that cannot be reached, is asked
 * again every `pollMs` until `giveUpMs` have passed since the first question.
 */
export async function confirmUntilSettled(payment: PaymentReturn, options: Options): Promise<ConfirmOutcome> {
  const { confirm, signal, onPending, pollMs = CONFIRM_POLL_MS, giveUpMs = CONFIRM_GIVE_UP_MS } = options;
  const startedAt = Date.now();
  while (!signal.aborted) {
    const result = await confirm(payment, signal);
    if (signal.aborted) break;
    if (result.ok) {
      const { status } = result.data;
      if (status === 'paid') return { status: 'paid', payment: result.data };
      if (status === 'failed') return { status: 'failed', message: null };
      if (status === 'canceled') return { status: 'canceled' };
      onPending?.();
    } else if (endsSession(result.error)) {
      return { status: 'signed-out' };
    } else if (!isTransient(result.error)) {
      // Unknown payment, another user's, a bad provider: nothing will change by asking again.
      return { status: 'failed', message: result.error.message };
    }
    if (Date.now() - startedAt >= giveUpMs) return { status: 'timeout' };
    await wait(pollMs, signal);
  }
  return { status: 'aborted' };
}

/** Formats a catalogue message (react-intl's formatMessage, or the plain one in tests). */
export type FormatMessage = (id: string, values?: Record<string, string | number>) => string;

/** The success notification (spec §8 style): what was bought. */
export function paidMessage(payment: ConfirmedPayment, format: FormatMessage): string {
  if (payment.kind === 'plan') {
    return payment.plan
      ? format('payment.paid.plan', { plan: payment.plan })
      : format('payment.paid.planNoName');
  }
  return format('payment.paid.pages', { pages: payment.pages ?? 0 });
}

/** /account/pay/success with what was bought, so the screen can say it after a reload too. */
export function successPath(payment: ConfirmedPayment): string {
  const query = new URLSearchParams({ kind: payment.kind });
  if (payment.kind === 'pages' && payment.pages !== null) query.set('pages', String(payment.pages));
  if (payment.kind === 'plan' && payment.plan) query.set('plan', payment.plan);
  return `/account/pay/success?${query}`;
}
