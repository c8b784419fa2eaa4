import { ShoppingBag } from 'lucide-react';
import { PlaceholderScreen } from '../../components/placeholder-screen';

export function CheckoutPage() {
  return (
    <PlaceholderScreen
      title="Buy pages"
      description="Choose how many pages to buy, accept the terms and continue to a secure card payment."
      icon={ShoppingBag}
    />
  );
}

export { CheckoutPage as Component };
