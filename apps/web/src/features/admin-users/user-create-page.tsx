import { ArrowLeft } from 'lucide-react';
import { useNavigate } from 'react-router';
import { ButtonLink } from '../../components/button';
import { Card } from '../../components/card';
import { PageHeader } from '../../components/page-header';
import { notify } from '../../lib/notifications';
import { USERS_PATH } from './user-edit-loader';
import { UserForm } from './user-form';
import { emptyUserForm, toCreateUserBody } from './user-form-values';
import { createUser } from './users-api';

export const USER_CREATED = 'User has been created';

/** /admin/users/create: the new user signs in with their email (the server emails them). */
export function UserCreatePage() {
  const navigate = useNavigate();
  return (
    <>
      <PageHeader
        title="Create user"
        description="Add someone by name and email. They sign in with a code sent to that address."
        actions={
          <ButtonLink to={USERS_PATH} variant="ghost">
            <ArrowLeft className="size-5" aria-hidden="true" />
            Back to users
          </ButtonLink>
        }
      />
      <Card className="max-w-2xl p-6 sm:p-8">
        <UserForm
          initial={emptyUserForm()}
          currentPhoto={null}
          submitLabel="Create user"
          offerAdmin
          onSave={async (values, photo) => {
            const result = await createUser(toCreateUserBody(values, photo));
            if (!result.ok) return result.error;
            notify(USER_CREATED, { variant: 'success', keepOnNavigation: true });
            // The list, searched for the new address, shows them at once.
            navigate(`${USERS_PATH}?search=${encodeURIComponent(values.email)}`);
            return null;
          }}
        />
      </Card>
    </>
  );
}

export { UserCreatePage as Component };
