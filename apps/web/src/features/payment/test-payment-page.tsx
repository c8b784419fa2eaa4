import type { TestPayment } from '@colorbook/contract';
import { CircleAlert, FlaskConical, ShoppingBag } from 'lucide-react';
import { useEffect, useState } from 'react';
import { FormattedMessage, type IntlShape, useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';
import { Button, ButtonLink } from '../../components/button';
import { FormAlert } from '../../components/form-alert';
import { IntroCard } from '../../components/intro-card';
import { Spinner } from '../../components/spinner';
import { failureMessage } from '../../lib/api-errors';
import { formatMoney } from '../../lib/billing-format';
import { completeTestPayment, readTestPayment } from './payment-api';

type Loaded =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; payment: TestPayment };

/** What the test checkout sells, in words. */
function purchaseOf(intl: IntlShape, payment: TestPayment): string {
  if (payment.kind === 'plan') {
    return payment.plan
      ? intl.formatMessage({ id: 'payment.test.planPurchase' }, { plan: payment.plan })
      : intl.formatMessage({ id: 'payment.test.paidPlanPurchase' });
  }
  return intl.formatMessage({ id: 'payment.test.pagesPurchase' }, { pages: payment.pages ?? 0 });
}

const SETTLED: Record<Exclude<TestPayment['status'], 'pending'>, string> = {
  paid: 'payment.test.alreadyPaid',
  failed: 'payment.test.failed',
  canceled: 'payment.test.canceled',
};

/**
 * /payment/test?id=…: the test payments provider's checkout (DESIGN §6, never in production),
 * standing in for Stripe's page: it shows what is bought and asks to pay or cancel.
 */
export function TestPaymentPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get('id')?.trim() ?? '';
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [busy, setBusy] = useState<'paid' | 'canceled' | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!id) {
      setLoaded({ status: 'error', message: intl.formatMessage({ id: 'payment.test.noId' }) });
      return;
    }
    const controller = new AbortController();
    void readTestPayment(id, controller.signal).then((result) => {
      if (controller.signal.aborted) return;
      setLoaded(
        result.ok
          ? { status: 'ready', payment: result.data }
          : { status: 'error', message: failureMessage(result.error) },
      );
    });
    return () => controller.abort();
  }, [id, intl]);

  const handleOutcome = async (outcome: 'paid' | 'canceled') => {
    if (busy) return;
    setError(null);
    setBusy(outcome);
    const result = await completeTestPayment(id, outcome);
    if (!result.ok) {
      setBusy(null);
      setError(failureMessage(result.error));
      return;
    }
    // The same return a real provider makes: /payment confirms it, or checkout says canceled.
    await navigate(
      outcome === 'paid'
        ? `/payment?${new URLSearchParams({ provider: 'test', id })}`
        : '/checkout?canceled=1',
      { replace: true },
    );
  };

  if (loaded.status === 'loading') {
    return (
      <IntroCard
        icon={FlaskConical}
        title={intl.formatMessage({ id: 'payment.test.title' })}
        description={intl.formatMessage({ id: 'payment.test.opening' })}
      >
        <Spinner
          className="size-6 self-start text-brand-500"
          label={intl.formatMessage({ id: 'payment.test.loading' })}
        />
      </IntroCard>
    );
  }
  if (loaded.status === 'error') {
    return (
      <IntroCard
        icon={CircleAlert}
        title={intl.formatMessage({ id: 'payment.test.notFound' })}
        description={loaded.message}
      >
        <ButtonLink to="/checkout" size="lg">
          <ShoppingBag className="size-5" aria-hidden="true" />
          <FormattedMessage id="payment.backToCheckout" />
        </ButtonLink>
      </IntroCard>
    );
  }

  const { payment } = loaded;
  const settled = payment.status === 'pending' ? null : intl.formatMessage({ id: SETTLED[payment.status] });
  const pending = settled === null;
  return (
    <IntroCard
      icon={FlaskConical}
      title={intl.formatMessage({ id: 'payment.test.title' })}
      description={intl.formatMessage({ id: 'payment.test.description' })}
    >
      <p
        role="note"
        className="rounded-2xl bg-sunny-100 px-4 py-3 text-center font-extrabold text-sunny-700 ring-2 ring-sunny-300 ring-inset"
      >
        <FormattedMessage id="payment.test.banner" />
      </p>
      <dl className="divide-y divide-ink-200/70 rounded-2xl bg-ink-50 px-4 ring-1 ring-ink-200/70">
        <div className="flex items-baseline justify-between gap-4 py-3">
          <dt className="font-bold text-ink-600">
            <FormattedMessage id="payment.test.youBuy" />
          </dt>
          <dd className="text-right font-extrabold text-ink-900">{purchaseOf(intl, payment)}</dd>
        </div>
        <div className="flex items-baseline justify-between gap-4 py-3">
          <dt className="font-bold text-ink-600">
            <FormattedMessage id="payment.test.amount" />
          </dt>
          <dd className="font-display text-2xl font-black text-ink-900" data-testid="test-payment-amount">
            {formatMoney(payment.amount)}
          </dd>
        </div>
      </dl>
      <FormAlert message={settled} />
      <FormAlert message={error} />
      {pending ? (
        <div className="flex flex-col gap-3 sm:flex-row-reverse">
          <Button
            size="lg"
            className="sm:flex-1"
            busy={busy === 'paid'}
            disabled={busy !== null}
            onClick={() => void handleOutcome('paid')}
          >
            <FormattedMessage id="payment.test.pay" />
          </Button>
          <Button
            variant="secondary"
            size="lg"
            className="sm:flex-1"
            busy={busy === 'canceled'}
            disabled={busy !== null}
            onClick={() => void handleOutcome('canceled')}
          >
            <FormattedMessage id="payment.test.cancel" />
          </Button>
        </div>
      ) : payment.status === 'paid' ? (
        <ButtonLink to={`/payment?${new URLSearchParams({ provider: 'test', id })}`} size="lg">
          <FormattedMessage id="payment.test.continue" />
        </ButtonLink>
      ) : (
        <ButtonLink to="/checkout" size="lg">
          <ShoppingBag className="size-5" aria-hidden="true" />
          <FormattedMessage id="payment.backToCheckout" />
        </ButtonLink>
      )}
    </IntroCard>
  );
}

export { TestPaymentPage as Component };
