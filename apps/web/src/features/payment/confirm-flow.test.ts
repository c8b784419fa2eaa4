import type { ConfirmedPayment, PaymentStatus } from '@colorbook/contract';
import { type Catalogue, formatMessage } from '@colorbook/i18n';
import en from '@colorbook/i18n/messages/en.json';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiResult } from '../../lib/api';
import {
  CONFIRM_GIVE_UP_MS,
  CONFIRM_POLL_MS,
  type ConfirmOutcome,
  confirmUntilSettled,
  type FormatMessage,
  type PaymentReturn,
  paidMessage,
  readPaymentReturn,
  successPath,
} from './confirm-flow';

const english: FormatMessage = (id, values) =>
  formatMessage('en', en as Catalogue, en as Catalogue, id, values);

const pages = (status: PaymentStatus, count = 5): ConfirmedPayment => ({
  status,
  kind: 'pages',
  pages: count,
  plan: null,
});
const answer = (payment: ConfirmedPayment): ApiResult<ConfirmedPayment> => ({ ok: true, data: payment });
const failure = (status: number, message = 'Nope', code?: string): ApiResult<ConfirmedPayment> => ({
  ok: false,
  error: { status, message, code },
});
const stripe: PaymentReturn = { provider: 'stripe', id: 'cs_test_1' };

/** A confirm call that gives these answers in turn (the last one repeats). */
function answers(...results: ApiResult<ConfirmedPayment>[]) {
  let call = 0;
  return vi.fn(async () => results[Math.min(call++, results.length - 1)] as ApiResult<ConfirmedPayment>);
}

describe('readPaymentReturn', () => {
  it('reads the provider and id the provider sent the user back with', () => {
    expect(readPaymentReturn(new URLSearchParams('provider=stripe&id=cs_1'))).toEqual({
      provider: 'stripe',
      id: 'cs_1',
    });
    expect(readPaymentReturn(new URLSearchParams('provider=virtpay&id=vp-9'))?.provider).toBe('virtpay');
    expect(readPaymentReturn(new URLSearchParams('provider=test&id=t1'))?.provider).toBe('test');
  });

  it('refuses a missing or unknown provider, and a missing id', () => {
    for (const query of [
      '',
      'provider=stripe',
      'id=cs_1',
      'provider=paypal&id=1',
      'provider=stripe&id=%20',
    ]) {
      expect(readPaymentReturn(new URLSearchParams(query)), query).toBeNull();
    }
  });
});

describe('confirmUntilSettled', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const run = (confirm: ReturnType<typeof answers>, controller = new AbortController()) => {
    const onPending = vi.fn();
    const settled: { outcome?: ConfirmOutcome } = {};
    const promise = confirmUntilSettled(stripe, { confirm, signal: controller.signal, onPending }).then(
      (outcome) => {
        settled.outcome = outcome;
        return outcome;
      },
    );
    return { promise, settled, onPending, controller };
  };

  it('ends at once on paid, failed or canceled', async () => {
    await expect(run(answers(answer(pages('paid')))).promise).resolves.toEqual({
      status: 'paid',
      payment: pages('paid'),
    });
    await expect(run(answers(answer(pages('failed')))).promise).resolves.toEqual({
      status: 'failed',
      message: null,
    });
    await expect(run(answers(answer(pages('canceled')))).promise).resolves.toEqual({ status: 'canceled' });
  });

  it('asks again every 2 s while pending, until it is paid', async () => {
    const confirm = answers(answer(pages('pending')), answer(pages('pending')), answer(pages('paid')));
    const { promise, settled, onPending } = run(confirm);
    await vi.advanceTimersByTimeAsync(0);
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(onPending).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(CONFIRM_POLL_MS - 1);
    expect(confirm).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(confirm).toHaveBeenCalledTimes(2);
    expect(settled.outcome).toBeUndefined();
    await vi.advanceTimersByTimeAsync(CONFIRM_POLL_MS);
    expect(confirm).toHaveBeenCalledTimes(3);
    expect((await promise).status).toBe('paid');
    expect(onPending).toHaveBeenCalledTimes(2);
  });

  it('stops after 30 s of pending and says so, asking no more', async () => {
    const confirm = answers(answer(pages('pending')));
    const { promise, settled } = run(confirm);
    await vi.advanceTimersByTimeAsync(CONFIRM_GIVE_UP_MS - 1);
    expect(settled.outcome).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    await expect(promise).resolves.toEqual({ status: 'timeout' });
    // Asked at 0, 2, 4 … 30 s.
    expect(confirm).toHaveBeenCalledTimes(CONFIRM_GIVE_UP_MS / CONFIRM_POLL_MS + 1);
    await vi.advanceTimersByTimeAsync(CONFIRM_POLL_MS * 5);
    expect(confirm).toHaveBeenCalledTimes(CONFIRM_GIVE_UP_MS / CONFIRM_POLL_MS + 1);
  });

  it('keeps asking through a server that cannot be reached, then gives up the same way', async () => {
    const recovered = answers(failure(0, 'Failed to fetch'), failure(503), answer(pages('paid')));
    const first = run(recovered);
    await vi.advanceTimersByTimeAsync(CONFIRM_POLL_MS * 2);
    expect((await first.promise).status).toBe('paid');

    const down = run(answers(failure(502)));
    await vi.advanceTimersByTimeAsync(CONFIRM_GIVE_UP_MS);
    await expect(down.promise).resolves.toEqual({ status: 'timeout' });
  });

  it('fails at once on an answer that will not change (unknown payment)', async () => {
    const confirm = answers(failure(404, 'This payment was not found.', 'NOT_FOUND'));
    await expect(run(confirm).promise).resolves.toEqual({
      status: 'failed',
      message: 'This payment was not found.',
    });
    expect(confirm).toHaveBeenCalledTimes(1);
  });

  it('leaves an ended session to the sign-in redirect', async () => {
    const confirm = answers(failure(401, 'Please sign in', 'UNAUTHENTICATED'));
    await expect(run(confirm).promise).resolves.toEqual({ status: 'signed-out' });
  });

  it('stops quietly when the screen is left', async () => {
    const confirm = answers(answer(pages('pending')));
    const { promise, controller } = run(confirm);
    await vi.advanceTimersByTimeAsync(CONFIRM_POLL_MS / 2);
    controller.abort();
    await expect(promise).resolves.toEqual({ status: 'aborted' });
    await vi.advanceTimersByTimeAsync(CONFIRM_GIVE_UP_MS);
    expect(confirm).toHaveBeenCalledTimes(1);
  });
});

describe('after a paid payment', () => {
  it('says what was bought', () => {
    expect(paidMessage(pages('paid', 5), english)).toBe('5 pages have been added to your credits');
    expect(paidMessage(pages('paid', 1), english)).toBe('1 page has been added to your credits');
    expect(paidMessage({ status: 'paid', kind: 'plan', pages: null, plan: 'Starter' }, english)).toBe(
      'Welcome to Starter! Your plan is active',
    );
  });

  it('takes it to the success screen in the address', () => {
    expect(successPath(pages('paid', 5))).toBe('/account/pay/success?kind=pages&pages=5');
    expect(successPath({ status: 'paid', kind: 'plan', pages: null, plan: 'Starter' })).toBe(
      '/account/pay/success?kind=plan&plan=Starter',
    );
  });
});
