import { Palette } from 'lucide-react';
import { PlaceholderScreen } from '../../components/placeholder-screen';

export function AdminColoredPagesPage() {
  return (
    <PlaceholderScreen
      title="Colored pages"
      description="Every colouring saved by users, newest first, with the page and the person who coloured it."
      icon={Palette}
    />
  );
}

export { AdminColoredPagesPage as Component };
