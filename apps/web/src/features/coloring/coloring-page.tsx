import { Brush } from 'lucide-react';
import { useParams } from 'react-router';
import { PlaceholderScreen } from '../../components/placeholder-screen';

export function ColoringPage() {
  const { id } = useParams();
  return (
    <PlaceholderScreen
      title="Colour your page"
      description={`The colouring canvas for page #${id}: brushes, palette, eraser, undo and redo, download and print.`}
      icon={Brush}
    />
  );
}

export { ColoringPage as Component };
