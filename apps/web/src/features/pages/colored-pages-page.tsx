import { Palette } from 'lucide-react';
import { PlaceholderScreen } from '../../components/placeholder-screen';

export function ColoredPagesPage() {
  return (
    <PlaceholderScreen
      title="Colored pages"
      description="The pages you have coloured, with previews of your artwork, to pick up again, download or print."
      icon={Palette}
    />
  );
}

export { ColoredPagesPage as Component };
