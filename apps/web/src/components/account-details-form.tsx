import { emailAddress, personName, type User, updateSelfResponse } from '@colorbook/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { z } from 'zod';
import { request } from '../lib/api';
import { failureMessage } from '../lib/api-errors';
import { authStore } from '../lib/auth-store';
import { notifySuccess } from '../lib/notifications';
import { checkImageFile, uploadImage } from '../lib/upload';
import { Button } from './button';
import { EmailConfirmForm } from './email-confirm-form';
import { FormAlert } from './form-alert';
import { PhotoField } from './photo-field';
import { TextField } from './text-field';
import { type PhotoChoice, usePhotoChoice } from './use-photo-choice';

const formSchema = z.object({ name: personName, email: emailAddress });
type Values = z.input<typeof formSchema>;

type PendingEmail = { token: string; email: string };

/** The photo URL to send: undefined leaves it as it is. */
async function photoToSend(choice: PhotoChoice): Promise<{ photo?: string | null; error?: string }> {
  if (choice.kind === 'keep') return {};
  if (choice.kind === 'remove') return { photo: null };
  const result = await uploadImage(choice.file, { silent: true });
  return result.ok ? { photo: result.data.url } : { error: failureMessage(result.error) };
}

/**
 * Account details (spec §2): Name, Photo, Email → PATCH /users/update. A new email is only
 * used once the code sent to it is confirmed. Used by /account and the admin's /admin/account.
 */
export function AccountDetailsForm({ user }: { user: User }) {
  const intl = useIntl();
  // Spec §8's 'Account details have been updated', in the active language.
  const updated = () => notifySuccess(intl.formatMessage({ id: 'account.updated' }));
  const photo = usePhotoChoice();
  const [photoError, setPhotoError] = useState<string>();
  const [serverError, setServerError] = useState<string | null>(null);
  const [pendingEmail, setPendingEmail] = useState<PendingEmail | null>(null);
  const { register, handleSubmit, formState, reset, watch } = useForm<
    Values,
    unknown,
    z.output<typeof formSchema>
  >({ resolver: zodResolver(formSchema), defaultValues: { name: user.name, email: user.email } });

  const handleChoosePhoto = (file: File) => {
    const problem = checkImageFile(file);
    setPhotoError(problem ?? undefined);
    if (!problem) photo.choose(file);
  };

  const handleSave = handleSubmit(async (values) => {
    setServerError(null);
    const current = authStore.getState().user ?? user;
    const upload = await photoToSend(photo.choice);
    if (upload.error) {
      setServerError(upload.error);
      return;
    }
    const emailChanged = values.email !== current.email.toLowerCase();
    const body = {
      name: values.name,
      ...('photo' in upload ? { photo: upload.photo } : {}),
      ...(emailChanged ? { email: values.email } : {}),
    };
    const result = await request('PATCH', '/users/update', {
      body,
      schema: updateSelfResponse,
      silent: true,
    });
    if (!result.ok) {
      setServerError(failureMessage(result.error));
      return;
    }
    const { email_token: emailToken } = result.data;
    // Without a confirmation step the server has switched the address already.
    const email = emailChanged && !emailToken ? values.email : current.email;
    const nextPhoto = 'photo' in upload ? (upload.photo ?? null) : current.photo;
    authStore.getState().updateUser({ name: values.name, photo: nextPhoto, email });
    photo.reset();
    reset({ name: values.name, email });
    setPendingEmail(emailChanged && emailToken ? { token: emailToken, email: values.email } : null);
    updated();
  });

  const handleEmailConfirmed = () => {
    const current = authStore.getState().user;
    if (current && pendingEmail) {
      authStore
        .getState()
        .updateUser({ name: current.name, photo: current.photo, email: pendingEmail.email });
      reset({ name: current.name, email: pendingEmail.email });
    }
    setPendingEmail(null);
    updated();
  };

  const busy = formState.isSubmitting;
  return (
    <div className="flex flex-col gap-6">
      <form noValidate onSubmit={handleSave} className="flex flex-col gap-5">
        <TextField
          label={intl.formatMessage({ id: 'field.name' })}
          autoComplete="name"
          error={formState.errors.name?.message}
          {...register('name')}
        />
        <PhotoField
          name={watch('name')}
          currentPhoto={user.photo}
          choice={photo.choice}
          onChoose={handleChoosePhoto}
          onRemove={photo.remove}
          error={photoError}
        />
        <TextField
          label={intl.formatMessage({ id: 'field.email' })}
          type="email"
          autoComplete="email"
          inputMode="email"
          error={formState.errors.email?.message}
          hint={intl.formatMessage({ id: 'account.emailHint' })}
          {...register('email')}
        />
        <FormAlert message={serverError} />
        <Button type="submit" busy={busy} className="self-start">
          <FormattedMessage id="account.update" />
        </Button>
      </form>
      {pendingEmail && (
        <EmailConfirmForm
          key={pendingEmail.token}
          token={pendingEmail.token}
          email={pendingEmail.email}
          onConfirmed={handleEmailConfirmed}
          onCancel={() => setPendingEmail(null)}
        />
      )}
    </div>
  );
}
