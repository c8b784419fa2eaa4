import { UserPlus, Users } from 'lucide-react';
import { ButtonLink } from '../../components/button';
import { PlaceholderScreen } from '../../components/placeholder-screen';

export function UsersPage() {
  return (
    <PlaceholderScreen
      title="Users"
      description="Search users, block or unblock them, and open anyone's details to edit them."
      icon={Users}
    >
      <ButtonLink to="/admin/users/create" variant="secondary">
        <UserPlus className="size-5" aria-hidden="true" />
        Create user
      </ButtonLink>
    </PlaceholderScreen>
  );
}

export { UsersPage as Component };
