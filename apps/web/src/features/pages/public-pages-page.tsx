import { Compass } from 'lucide-react';
import { PlaceholderScreen } from '../../components/placeholder-screen';

export function PublicPagesPage() {
  return (
    <PlaceholderScreen
      title="Public pages"
      description="Search, sort and browse the pages shared by everyone, with more loading as you reach the end."
      icon={Compass}
    />
  );
}

export { PublicPagesPage as Component };
