import { Upload } from 'lucide-react';
import { PlaceholderScreen } from '../../components/placeholder-screen';

export function CreateUploadPage() {
  return (
    <PlaceholderScreen
      title="Upload page"
      description="Upload a drawing or a photo and turn it into clean line art that is ready to colour."
      icon={Upload}
    />
  );
}

export { CreateUploadPage as Component };
