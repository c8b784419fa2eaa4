import { Images } from 'lucide-react';
import { PlaceholderScreen } from '../../components/placeholder-screen';

export function MyPagesPage() {
  return (
    <PlaceholderScreen
      title="My pages"
      description="Every page you have created, with search and sorting, ready to open and colour."
      icon={Images}
    />
  );
}

export { MyPagesPage as Component };
