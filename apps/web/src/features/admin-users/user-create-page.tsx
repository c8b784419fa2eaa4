import { ArrowLeft } from 'lucide-react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { ButtonLink } from '../../components/button';
import { Card } from '../../components/card';
import { PageHeader } from '../../components/page-header';
import { notify } from '../../lib/notifications';
import { USERS_PATH } from './user-edit-loader';
import { UserForm } from './user-form';
import { emptyUserForm, toCreateUserBody } from './user-form-values';
import { createUser } from './users-api';

/** /admin/users/create: the new user signs in with their email (the server emails them). */
export function UserCreatePage() {
  const navigate = useNavigate();
  const { formatMessage } = useIntl();
  const t = (id: string) => formatMessage({ id: `admin.users.${id}` });
  return (
    <>
      <PageHeader
        title={t('create')}
        description={t('create.description')}
        actions={
          <ButtonLink to={USERS_PATH} variant="ghost">
            <ArrowLeft className="size-5" aria-hidden="true" />
            {t('back')}
          </ButtonLink>
        }
      />
      <Card className="max-w-2xl p-6 sm:p-8">
        <UserForm
          initial={emptyUserForm()}
          currentPhoto={null}
          submitLabel={t('create')}
          offerAdmin
          onSave={async (values, photo) => {
            const result = await createUser(toCreateUserBody(values, photo));
            if (!result.ok) return result.error;
            notify(t('created'), { variant: 'success', keepOnNavigation: true });
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
