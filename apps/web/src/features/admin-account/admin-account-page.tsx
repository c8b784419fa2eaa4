import { Settings } from 'lucide-react';
import { PlaceholderScreen } from '../../components/placeholder-screen';

export function AdminAccountPage() {
  return (
    <PlaceholderScreen
      title="Account"
      description="The app setup status, your admin account, and the app settings: name, tagline, favicon and payment keys."
      icon={Settings}
    />
  );
}

export { AdminAccountPage as Component };
