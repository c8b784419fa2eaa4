import { UserPen } from 'lucide-react';
import { useParams } from 'react-router';
import { PlaceholderScreen } from '../../components/placeholder-screen';

export function UserEditPage() {
  const { id } = useParams();
  return (
    <PlaceholderScreen
      title="Edit user"
      description={`Change the name, photo and email of user #${id}, or block their account.`}
      icon={UserPen}
    />
  );
}

export { UserEditPage as Component };
