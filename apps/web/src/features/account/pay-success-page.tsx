import { CircleCheckBig, Heart } from 'lucide-react';
import { ButtonLink } from '../../components/button';
import { PlaceholderScreen } from '../../components/placeholder-screen';

export function PaySuccessPage() {
  return (
    <PlaceholderScreen
      title="Payment successful"
      description="Thank you! Your payment went through and your new pages will appear in your credits shortly."
      icon={CircleCheckBig}
    >
      <ButtonLink to="/pages/favorite">
        <Heart className="size-5" aria-hidden="true" />
        Go to my favorites
      </ButtonLink>
    </PlaceholderScreen>
  );
}

export { PaySuccessPage as Component };
