import { ImageUp, Trash2 } from 'lucide-react';
import { type ChangeEvent, useId } from 'react';
import { cn } from '../lib/cn';
import { shortenFilename } from '../lib/format';
import { IMAGE_ACCEPT } from '../lib/upload';
import { Avatar } from './avatar';
import { buttonClasses } from './button';
import { FieldError } from './text-field';
import type { PhotoChoice } from './use-photo-choice';

type Props = {
  /** For the initials when there is no photo. */
  name: string;
  currentPhoto: string | null;
  choice: PhotoChoice;
  onChoose: (file: File) => void;
  onRemove: () => void;
  error?: string;
  disabled?: boolean;
  /** After the chosen file's name: when it will be saved. */
  pendingHint?: string;
};

/** 'Photo': the avatar as it will look, a file picker (PNG, JPEG, WebP) and a remove action. */
export function PhotoField({
  name,
  currentPhoto,
  choice,
  onChoose,
  onRemove,
  error,
  disabled,
  pendingHint = 'saved when you update your account',
}: Props) {
  const id = useId();
  const shown = choice.kind === 'file' ? choice.preview : choice.kind === 'remove' ? null : currentPhoto;

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Let the same file be picked again after a failed check.
    event.target.value = '';
    if (file) onChoose(file);
  };

  return (
    <fieldset className="flex flex-col gap-1.5" disabled={disabled}>
      <legend className="mb-1.5 text-sm font-bold text-ink-800">Photo</legend>
      <div className="flex flex-wrap items-center gap-4">
        <Avatar name={name || '?'} photo={shown} size="medium" />
        <div className="flex min-w-0 flex-col gap-1">
          <div className="flex flex-wrap gap-2">
            <label
              className={cn(
                buttonClasses('secondary', 'sm'),
                'cursor-pointer has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-500',
              )}
            >
              <input
                id={id}
                type="file"
                accept={IMAGE_ACCEPT}
                className="sr-only"
                onChange={handleChange}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : `${id}-hint`}
              />
              <ImageUp className="size-4" aria-hidden="true" />
              Choose photo
            </label>
            {shown && (
              <button type="button" className={buttonClasses('ghost', 'sm')} onClick={onRemove}>
                <Trash2 className="size-4" aria-hidden="true" />
                Remove
              </button>
            )}
          </div>
          {!error && (
            <p id={`${id}-hint`} className="text-sm text-ink-500">
              {choice.kind === 'file'
                ? `${shortenFilename(choice.file.name)} — ${pendingHint}`
                : 'PNG, JPEG or WebP, up to 10 MB'}
            </p>
          )}
          <FieldError id={`${id}-error`} message={error} />
        </div>
      </div>
    </fieldset>
  );
}
