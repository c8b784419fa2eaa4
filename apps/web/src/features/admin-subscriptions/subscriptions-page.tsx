import { Receipt } from 'lucide-react';
import { PlaceholderScreen } from '../../components/placeholder-screen';

export function SubscriptionsPage() {
  return (
    <PlaceholderScreen
      title="Subscriptions"
      description="Every subscription with its user, plan, price and start date, and whether it is active or canceled."
      icon={Receipt}
    />
  );
}

export { SubscriptionsPage as Component };
