import { WandSparkles } from 'lucide-react';
import { PlaceholderScreen } from '../../components/placeholder-screen';

export function CreateAiPage() {
  return (
    <PlaceholderScreen
      title="Create page with AI"
      description="Describe a scene, or ask for a suggestion, and a colouring page will be drawn for it."
      icon={WandSparkles}
    />
  );
}

export { CreateAiPage as Component };
