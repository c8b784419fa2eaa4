import { Images } from 'lucide-react';
import { PlaceholderScreen } from '../../components/placeholder-screen';

export function AdminPagesPage() {
  return (
    <PlaceholderScreen
      title="Pages"
      description="Every page on the site, with search and sorting, to review and to block or unblock."
      icon={Images}
    />
  );
}

export { AdminPagesPage as Component };
