import { UserPlus } from 'lucide-react';
import { PlaceholderScreen } from '../../components/placeholder-screen';

export function UserCreatePage() {
  return (
    <PlaceholderScreen
      title="Create user"
      description="Add a new user by name and email; they get a sign-in code by email."
      icon={UserPlus}
    />
  );
}

export { UserCreatePage as Component };
