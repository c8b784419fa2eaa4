import { ImageOff, ImageUp, Trash2 } from 'lucide-react';
import { type ChangeEvent, useId } from 'react';
import { buttonClasses } from '../../components/button';
import { FieldError } from '../../components/text-field';
import type { PhotoChoice } from '../../components/use-photo-choice';
import { cn } from '../../lib/cn';
import { shortenFilename } from '../../lib/format';
import { IMAGE_ACCEPT } from '../../lib/upload';

type Props = {
  current: string;
  choice: PhotoChoice;
  onChoose: (file: File) => void;
  onRemove: () => void;
  error?: string;
  disabled?: boolean;
};

/** Spec §2 'Favicon (image file)': the icon as it will look, a file picker and a remove action. */
export function FaviconField({ current, choice, onChoose, onRemove, error, disabled }: Props) {
  const id = useId();
  const shown = choice.kind === 'file' ? choice.preview : choice.kind === 'remove' ? '' : current;

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) onChoose(file);
  };

  return (
    <fieldset className="flex flex-col gap-1.5" disabled={disabled}>
      <legend className="mb-1.5 text-sm font-bold text-ink-800">Favicon</legend>
      <div className="flex flex-wrap items-center gap-4">
        <span className="grid size-14 shrink-0 place-items-center overflow-hidden rounded-2xl bg-ink-50 ring-1 ring-ink-200">
          {shown ? (
            <img src={shown} alt="Current favicon" className="size-8 object-contain" />
          ) : (
            <ImageOff className="size-6 text-ink-400" aria-label="No favicon" />
          )}
        </span>
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
              Choose image
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
                ? `${shortenFilename(choice.file.name)} — saved with the settings`
                : 'A square PNG, JPEG or WebP, e.g. 64×64'}
            </p>
          )}
          <FieldError id={`${id}-error`} message={error} />
        </div>
      </div>
    </fieldset>
  );
}
