import { CreditCard } from 'lucide-react';
import { IntroCard } from '../../components/intro-card';
import { Spinner } from '../../components/spinner';

export function PaymentPage() {
  return (
    <IntroCard
      icon={CreditCard}
      title="Confirming your payment"
      description="We are checking the result with the payment provider. You will be taken to your account in a moment."
    >
      <Spinner className="size-6 self-start text-brand-500" label="Confirming payment" />
    </IntroCard>
  );
}

export { PaymentPage as Component };
