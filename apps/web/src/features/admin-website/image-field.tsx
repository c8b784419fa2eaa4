import { ImageUp, Trash2 } from 'lucide-react';
import { type ChangeEvent, useId, useState } from 'react';
import { buttonClasses } from '../../components/button';
import { Spinner } from '../../components/spinner';
import { FieldError } from '../../components/text-field';
import { cn } from '../../lib/cn';
import { checkImageFile, IMAGE_ACCEPT, uploadImage } from '../../lib/upload';

type Props = { label: string; value: string; onChange: (url: string) => void; hint?: string };

/** A picture of the landing: uploaded at once through POST /storage/upload, its URL kept in the form. */
export function ImageField({ label, value, onChange, hint }: Props) {
  const id = useId();
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string>();

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = checkImageFile(file);
    if (problem) return setError(problem);
    setError(undefined);
    setUploading(true);
    const result = await uploadImage(file, { silent: true });
    setUploading(false);
    if (result.ok) onChange(result.data.url);
    else setError(result.error.message);
  };

  return (
    <fieldset className="flex flex-col gap-1.5">
      <legend className="mb-1.5 text-sm font-bold text-ink-800">{label}</legend>
      <div className="flex flex-wrap items-center gap-4">
        <div className="grid size-20 shrink-0 place-items-center overflow-hidden rounded-control bg-ink-100 ring-1 ring-ink-200">
          {uploading ? (
            <Spinner className="size-6" label="Uploading" />
          ) : value ? (
            <img src={value} alt="" className="size-full object-cover" />
          ) : (
            <ImageUp className="size-7 text-ink-400" aria-hidden="true" />
          )}
        </div>
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
              disabled={uploading}
              onChange={(event) => void choose(event)}
              aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}
            />
            <ImageUp className="size-4" aria-hidden="true" />
            {value ? 'Replace picture' : 'Upload picture'}
          </label>
          {value && !uploading && (
            <button type="button" className={buttonClasses('ghost', 'sm')} onClick={() => onChange('')}>
              <Trash2 className="size-4" aria-hidden="true" />
              Remove
            </button>
          )}
        </div>
      </div>
      {hint && !error && (
        <p id={`${id}-hint`} className="text-sm text-ink-500">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  );
}
