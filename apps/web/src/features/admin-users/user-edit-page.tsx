import type { User } from '@colorbook/contract';
import { ArrowLeft, ShieldMinus, ShieldPlus } from 'lucide-react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useLoaderData, useRevalidator } from 'react-router';
import { Button, ButtonLink } from '../../components/button';
import { Card } from '../../components/card';
import { PageHeader } from '../../components/page-header';
import { authStore, useAuth } from '../../lib/auth-store';
import { askConfirmation } from '../../lib/confirmation';
import { notifySuccess } from '../../lib/notifications';
import { USERS_PATH, type UserEditData } from './user-edit-loader';
import { UserForm } from './user-form';
import { toUpdateUserBody, userFormOf } from './user-form-values';
import { UserSummary } from './user-summary';
import { toggleUserAdmin, updateUser } from './users-api';

/** The second action (spec §2): give or take the admin role, after a confirmation. Never one's own. */
function RoleButton({ user, onChanged }: { user: User; onChanged: () => void }) {
  const [busy, setBusy] = useState(false);
  const { formatMessage } = useIntl();
  const t = (id: string, values?: Record<string, string>) =>
    formatMessage({ id: `admin.users.${id}` }, values);
  const handleClick = () =>
    askConfirmation(t(user.admin ? 'removeAdminQuestion' : 'makeAdminQuestion'), async () => {
      setBusy(true);
      const ok = await toggleUserAdmin(user.id);
      setBusy(false);
      if (!ok) return;
      notifySuccess(t(user.admin ? 'noLongerAdmin' : 'nowAdmin', { name: user.name }));
      onChanged();
    });
  return (
    <Button variant="secondary" busy={busy} onClick={() => void handleClick()}>
      {user.admin ? (
        <ShieldMinus className="size-5" aria-hidden="true" />
      ) : (
        <ShieldPlus className="size-5" aria-hidden="true" />
      )}
      {t(user.admin ? 'removeAdmin' : 'makeAdmin')}
    </Button>
  );
}

export function UserEditPage() {
  const data = useLoaderData() as UserEditData;
  const viewerId = useAuth((state) => state.user?.id);
  const revalidator = useRevalidator();
  const { formatMessage } = useIntl();
  const t = (id: string, values?: Record<string, string>) =>
    formatMessage({ id: `admin.users.${id}` }, values);
  if (!data) return null;
  const { user } = data;
  const isSelf = user.id === viewerId;

  return (
    <>
      <PageHeader
        title={formatMessage({ id: 'route.title.editUser' })}
        description={t('edit.description', { name: user.name })}
        actions={
          <ButtonLink to={USERS_PATH} variant="ghost">
            <ArrowLeft className="size-5" aria-hidden="true" />
            {t('back')}
          </ButtonLink>
        }
      />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <Card className="p-6 sm:p-8">
          <UserForm
            key={user.id}
            initial={userFormOf(user)}
            currentPhoto={user.photo}
            submitLabel={t('update')}
            onSave={async (values, photo) => {
              const body = toUpdateUserBody(values, photo);
              const result = await updateUser(user.id, body);
              if (!result.ok) return result.error;
              if (isSelf) {
                const nextPhoto = 'photo' in body ? (body.photo ?? null) : user.photo;
                authStore.getState().updateUser({ name: values.name, email: values.email, photo: nextPhoto });
              }
              notifySuccess(t('updated'));
              void revalidator.revalidate();
              return null;
            }}
            secondaryAction={
              isSelf ? null : <RoleButton user={user} onChanged={() => void revalidator.revalidate()} />
            }
          />
        </Card>
        <UserSummary user={user} />
      </div>
    </>
  );
}

export { userEditLoader as loader } from './user-edit-loader';
export { UserEditPage as Component };
