import { ShieldPlus } from 'lucide-react';
import { IntroCard } from '../../components/intro-card';

export function AdminCreatePage() {
  return (
    <IntroCard
      icon={ShieldPlus}
      title="Create the admin account"
      description="Set up the first administrator with a name and email, using the one-time setup link printed by the server."
    />
  );
}

export { AdminCreatePage as Component };
