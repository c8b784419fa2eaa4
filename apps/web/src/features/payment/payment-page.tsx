import type { PaymentProviderName } from '@colorbook/contract';
import { CreditCard, Hourglass, RotateCcw, ShoppingBag, UserRound } from 'lucide-react';
import { Navigate, useSearchParams } from 'react-router';
import { Button, ButtonLink } from '../../components/button';
import { IntroCard } from '../../components/intro-card';
import { Spinner } from '../../components/spinner';
import { readPaymentReturn } from './confirm-flow';
import { usePaymentConfirmation } from './use-payment-confirmation';

const PROVIDER_NAMES: Record<PaymentProviderName, string> = {
  stripe: 'Stripe',
  virtpay: 'VirtPay',
  test: 'the test checkout',
};

/** /payment?provider=…&id=…: where every provider sends the user back (spec §2, DESIGN §6). */
export function PaymentPage() {
  const [params] = useSearchParams();
  const payment = readPaymentReturn(params);
  const { phase, retry } = usePaymentConfirmation(payment);

  if (!payment) return <Navigate to="/account/pay/error" replace />;

  if (phase === 'slow') {
    return (
      <IntroCard
        icon={Hourglass}
        title="Your payment is still being processed"
        description="This is taking longer than usual. Your credits will appear on your account as soon as the payment completes, so there is no need to pay again."
      >
        <ButtonLink to="/account" size="lg">
          <UserRound className="size-5" aria-hidden="true" />
          Go to my account
        </ButtonLink>
        <ButtonLink to="/checkout" variant="secondary" size="lg">
          <ShoppingBag className="size-5" aria-hidden="true" />
          Back to checkout
        </ButtonLink>
        <Button variant="ghost" onClick={retry}>
          <RotateCcw className="size-5" aria-hidden="true" />
          Check again
        </Button>
      </IntroCard>
    );
  }

  const provider = PROVIDER_NAMES[payment.provider];
  return (
    <IntroCard
      icon={CreditCard}
      title="Confirming your payment"
      description={
        phase === 'waiting'
          ? `${provider[0]?.toUpperCase()}${provider.slice(1)} is still processing your payment. This page moves on by itself as soon as it is done.`
          : `We are checking the result with ${provider}. This takes a few seconds.`
      }
    >
      <p className="flex items-center gap-3 font-bold text-brand-700">
        <Spinner className="size-6" label="" />
        <span role="status">{phase === 'waiting' ? 'Waiting for the payment…' : 'Confirming payment…'}</span>
      </p>
    </IntroCard>
  );
}

export { PaymentPage as Component };
