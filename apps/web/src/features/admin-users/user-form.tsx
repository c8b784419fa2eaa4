import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { Button } from '../../components/button';
import { FormAlert } from '../../components/form-alert';
import { PhotoField } from '../../components/photo-field';
import { TextField } from '../../components/text-field';
import { type PhotoChoice, usePhotoChoice } from '../../components/use-photo-choice';
import type { ApiFailure } from '../../lib/api';
import { failureMessage } from '../../lib/api-errors';
import { serverFieldError } from '../../lib/field-errors';
import { checkImageFile, uploadImage } from '../../lib/upload';
import {
  type PhotoUpdate,
  type UserFormInput,
  type UserFormValues,
  userFormSchema,
} from './user-form-values';

type Props = {
  initial: UserFormInput;
  currentPhoto: string | null;
  submitLabel: string;
  /** Creation offers the admin role; an existing user's role has its own button. */
  offerAdmin?: boolean;
  /** Saves; resolves to the server's refusal, or null when saved. */
  onSave: (values: UserFormValues, photo: PhotoUpdate) => Promise<ApiFailure | null>;
  /** Beside the submit button (the edit screen's role action). */
  secondaryAction?: ReactNode;
};

async function uploadChoice(choice: PhotoChoice): Promise<PhotoUpdate | { error: string }> {
  if (choice.kind === 'keep') return {};
  if (choice.kind === 'remove') return { photo: null };
  const result = await uploadImage(choice.file, { silent: true });
  return result.ok ? { photo: result.data.url } : { error: failureMessage(result.error) };
}

/** Spec §2 user form: Name, Photo (image file), Email; creation may also make an admin. */
export function UserForm({ initial, currentPhoto, submitLabel, offerAdmin, onSave, secondaryAction }: Props) {
  const adminId = useId();
  const { formatMessage } = useIntl();
  const t = (id: string) => formatMessage({ id: `admin.users.${id}` });
  const labels = { name: t('field.name'), email: t('field.email'), photo: t('field.photo') };
  const photo = usePhotoChoice();
  const [photoError, setPhotoError] = useState<string>();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, formState, setError, watch, reset } = useForm<
    UserFormInput,
    unknown,
    UserFormValues
  >({ resolver: zodResolver(userFormSchema), defaultValues: initial });

  const handleChoosePhoto = (file: File) => {
    const problem = checkImageFile(file);
    setPhotoError(problem ?? undefined);
    if (!problem) photo.choose(file);
  };

  const showFailure = (failure: ApiFailure) => {
    const message = failureMessage(failure);
    // A taken address is a 409 whose message does not start with the field's name.
    const atField =
      failure.code === 'CONFLICT' ? { field: 'email' as const, message } : serverFieldError(message, labels);
    if (!atField) setFormError(message);
    else if (atField.field === 'photo') setPhotoError(atField.message);
    else setError(atField.field, { message: atField.message }, { shouldFocus: true });
  };

  const handleSave = handleSubmit(async (values) => {
    setFormError(null);
    setPhotoError(undefined);
    const upload = await uploadChoice(photo.choice);
    if ('error' in upload) {
      setPhotoError(upload.error);
      return;
    }
    const failure = await onSave(values, upload);
    if (failure) {
      showFailure(failure);
      return;
    }
    photo.reset();
    reset(values);
  });

  const busy = formState.isSubmitting;
  return (
    <form noValidate onSubmit={handleSave} className="flex flex-col gap-5">
      <TextField
        label={labels.name}
        autoComplete="off"
        error={formState.errors.name?.message}
        {...register('name')}
      />
      <PhotoField
        name={watch('name')}
        currentPhoto={currentPhoto}
        choice={photo.choice}
        onChoose={handleChoosePhoto}
        onRemove={photo.remove}
        error={photoError}
        disabled={busy}
        pendingHint={t('photoPending')}
      />
      <TextField
        label={labels.email}
        type="email"
        autoComplete="off"
        inputMode="email"
        error={formState.errors.email?.message}
        {...register('email')}
      />
      {offerAdmin && (
        <div className="flex items-start gap-3">
          <input
            id={adminId}
            type="checkbox"
            aria-describedby={`${adminId}-hint`}
            className="mt-0.5 size-6 shrink-0 cursor-pointer rounded-md accent-brand-600 pointer-coarse:mt-2.5"
            {...register('admin')}
          />
          <div>
            {/* With the box, a finger's target: 44 px tall on touch screens. */}
            <label
              htmlFor={adminId}
              className="block cursor-pointer font-bold text-ink-800 pointer-coarse:py-2.5"
            >
              {t('admin')}
            </label>
            <p id={`${adminId}-hint`} className="text-sm text-ink-500">
              {t('adminHint')}
            </p>
          </div>
        </div>
      )}
      <FormAlert message={formError} />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" busy={busy}>
          {submitLabel}
        </Button>
        {secondaryAction}
      </div>
    </form>
  );
}
