import { ImageUp, Trash2 } from 'lucide-react';
import { type ChangeEvent, type ReactNode, useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { cn } from '../lib/cn';
import { IMAGE_ACCEPT } from '../lib/upload';
import { buttonClasses } from './button';
import { FieldError } from './text-field';

type Props = {
  /** The fieldset's legend. */
  label: string;
  /** The image as it will look, or what stands in for none; its shape and size are the caller's. */
  preview: ReactNode;
  /** The file button's text. */
  chooseLabel: string;
  onChoose: (file: File) => void;
  /** 'Remove' is offered only with this: leave it out when there is nothing to remove. */
  onRemove?: () => void;
  hint?: string;
  error?: string;
  /** For <input type="file" accept>. */
  accept?: string;
  /** The whole field. */
  disabled?: boolean;
  /** Only the file button, e.g. while the last choice uploads. */
  busy?: boolean;
  /**
   * Hint and error under the whole row instead of under the buttons: a large preview leaves the
   * buttons' column too short for them.
   */
  messagesBelow?: boolean;
};

/**
 * An image field: the preview, a file button and a remove action. What happens to the file
 * (kept for the form's save, or uploaded at once) is the caller's.
 */
export function ImagePicker({
  label,
  preview,
  chooseLabel,
  onChoose,
  onRemove,
  hint,
  error,
  accept = IMAGE_ACCEPT,
  disabled,
  busy,
  messagesBelow = false,
}: Props) {
  const id = useId();

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Let the same file be picked again after a failed check.
    event.target.value = '';
    if (file) onChoose(file);
  };

  const buttons = (
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
          accept={accept}
          className="sr-only"
          disabled={busy}
          onChange={handleChange}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}
        />
        <ImageUp className="size-4" aria-hidden="true" />
        {chooseLabel}
      </label>
      {onRemove && (
        <button type="button" className={buttonClasses('ghost', 'sm')} onClick={onRemove}>
          <Trash2 className="size-4" aria-hidden="true" />
          <FormattedMessage id="common.remove" />
        </button>
      )}
    </div>
  );
  const messages = (
    <>
      {hint && !error && (
        <p id={`${id}-hint`} className="text-sm text-ink-500">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </>
  );

  return (
    <fieldset className="flex flex-col gap-1.5" disabled={disabled}>
      <legend className="mb-1.5 text-sm font-bold text-ink-800">{label}</legend>
      <div className="flex flex-wrap items-center gap-4">
        {preview}
        {messagesBelow ? (
          buttons
        ) : (
          <div className="flex min-w-0 flex-col gap-1">
            {buttons}
            {messages}
          </div>
        )}
      </div>
      {messagesBelow && messages}
    </fieldset>
  );
}
