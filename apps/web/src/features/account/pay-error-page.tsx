import { CircleX, RotateCcw } from 'lucide-react';
import { ButtonLink } from '../../components/button';
import { PlaceholderScreen } from '../../components/placeholder-screen';

export function PayErrorPage() {
  return (
    <PlaceholderScreen
      title="Payment not completed"
      description="The payment was canceled or did not go through, and nothing was charged. You can try again at any time."
      icon={CircleX}
    >
      <ButtonLink to="/checkout">
        <RotateCcw className="size-5" aria-hidden="true" />
        Try again
      </ButtonLink>
    </PlaceholderScreen>
  );
}

export { PayErrorPage as Component };
