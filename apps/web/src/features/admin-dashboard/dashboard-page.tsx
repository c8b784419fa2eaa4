import { LayoutDashboard } from 'lucide-react';
import { PlaceholderScreen } from '../../components/placeholder-screen';

export function DashboardPage() {
  return (
    <PlaceholderScreen
      title="Dashboard"
      description="Counters for this week and all time (users, pages, colored pages, subscriptions) and monthly performance charts."
      icon={LayoutDashboard}
    />
  );
}

export { DashboardPage as Component };
