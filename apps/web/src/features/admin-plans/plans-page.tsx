import { CreditCard } from 'lucide-react';
import { PlaceholderScreen } from '../../components/placeholder-screen';

export function PlansPage() {
  return (
    <PlaceholderScreen
      title="Plans"
      description="The free, starter and advanced plans with their prices and page limits, each with a link to edit it."
      icon={CreditCard}
    />
  );
}

export { PlansPage as Component };
