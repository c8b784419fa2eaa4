import { CreditCard, Hourglass, RotateCcw, ShoppingBag, UserRound } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Navigate, useSearchParams } from 'react-router';
import { Button, ButtonLink } from '../../components/button';
import { IntroCard } from '../../components/intro-card';
import { Spinner } from '../../components/spinner';
import { readPaymentReturn } from './confirm-flow';
import { usePaymentConfirmation } from './use-payment-confirmation';

/** /payment?provider=…&id=…: where every provider sends the user back (spec §2, DESIGN §6). */
export function PaymentPage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const payment = readPaymentReturn(params);
  const { phase, retry } = usePaymentConfirmation(payment);

  if (!payment) return <Navigate to="/account/pay/error" replace />;

  if (phase === 'slow') {
    return (
      <IntroCard
        icon={Hourglass}
        title={intl.formatMessage({ id: 'payment.slow.title' })}
        description={intl.formatMessage({ id: 'payment.slow.text' })}
      >
        <ButtonLink to="/account" size="lg">
          <UserRound className="size-5" aria-hidden="true" />
          <FormattedMessage id="payment.slow.account" />
        </ButtonLink>
        <ButtonLink to="/checkout" variant="secondary" size="lg">
          <ShoppingBag className="size-5" aria-hidden="true" />
          <FormattedMessage id="payment.backToCheckout" />
        </ButtonLink>
        <Button variant="ghost" onClick={retry}>
          <RotateCcw className="size-5" aria-hidden="true" />
          <FormattedMessage id="payment.slow.checkAgain" />
        </Button>
      </IntroCard>
    );
  }

  return (
    <IntroCard
      icon={CreditCard}
      title={intl.formatMessage({ id: 'payment.confirm.title' })}
      description={
        // The provider is a select in the message: "the test checkout" is words, not a name.
        intl.formatMessage(
          { id: phase === 'waiting' ? 'payment.confirm.waitingText' : 'payment.confirm.checkingText' },
          { provider: payment.provider },
        )
      }
    >
      <p className="flex items-center gap-3 font-bold text-brand-700">
        <Spinner className="size-6" label="" />
        <span role="status">
          <FormattedMessage
            id={phase === 'waiting' ? 'payment.confirm.waiting' : 'payment.confirm.confirming'}
          />
        </span>
      </p>
    </IntroCard>
  );
}

export { PaymentPage as Component };
