import { UserRound } from 'lucide-react';
import { PlaceholderScreen } from '../../components/placeholder-screen';

export function AccountPage() {
  return (
    <PlaceholderScreen
      title="Account"
      description="Your name, photo and email, your available credits and your subscription, with the option to cancel it."
      icon={UserRound}
    />
  );
}

export { AccountPage as Component };
