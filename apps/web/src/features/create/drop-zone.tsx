import { ImageUp } from 'lucide-react';
import { type ChangeEvent, type DragEvent, type ReactNode, useId, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { buttonClasses } from '../../components/button';
import { cn } from '../../lib/cn';
import { IMAGE_ACCEPT } from '../../lib/upload';

type Props = {
  onFile: (file: File) => void;
  disabled?: boolean;
  invalid?: boolean;
  /** Accessible description (hint or error) of the file input. */
  describedBy?: string;
  /** Shown instead of the invitation once a file is chosen (its preview). */
  children?: ReactNode;
};

/** Drop an image here or pick one: one file input under a large, friendly target. */
export function DropZone({ onFile, disabled, invalid, describedBy, children }: Props) {
  const id = useId();
  const [dragging, setDragging] = useState(false);
  // dragenter/dragleave fire for every child crossed: count them so the highlight does not flicker.
  const depth = useRef(0);

  const handleDragEnter = (event: DragEvent) => {
    event.preventDefault();
    if (disabled) return;
    depth.current += 1;
    setDragging(true);
  };
  const handleDragOver = (event: DragEvent) => {
    // Without this the browser opens the file instead of dropping it here.
    event.preventDefault();
    event.dataTransfer.dropEffect = disabled ? 'none' : 'copy';
  };
  const handleDragLeave = () => {
    depth.current = Math.max(0, depth.current - 1);
    if (depth.current === 0) setDragging(false);
  };
  const handleDrop = (event: DragEvent) => {
    event.preventDefault();
    depth.current = 0;
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && !disabled) onFile(file);
  };
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Let the same file be picked again after a failed check.
    event.target.value = '';
    if (file) onFile(file);
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: drop target only; the file input inside is the accessible control.
    <div
      onDragEnter={handleDragEnter}
      onDragOver={handleDragOver}
      onDragLeave={handleDragLeave}
      onDrop={handleDrop}
      data-dragging={dragging || undefined}
      className={cn(
        'relative flex min-h-64 flex-col items-center justify-center gap-4 rounded-card border-2 border-dashed p-5 text-center transition sm:p-8',
        dragging
          ? 'border-brand-500 bg-brand-50 ring-4 ring-brand-200'
          : invalid
            ? 'border-danger-600/60 bg-danger-50/40'
            : 'border-ink-300 bg-ink-50/60 hover:border-brand-300',
      )}
    >
      {children ?? (
        <>
          <span className="grid size-16 place-items-center rounded-2xl bg-coral-100 text-coral-600">
            <ImageUp className="size-8" aria-hidden="true" />
          </span>
          <div>
            <p className="text-lg font-extrabold text-ink-900">
              <span className="hidden sm:inline">
                <FormattedMessage id="create.drop.dropHere" />
              </span>
              <span className="sm:hidden">
                <FormattedMessage id="create.drop.add" />
              </span>
            </p>
            <p className="mt-1 text-sm text-ink-500">
              <FormattedMessage id="create.drop.formats" />
            </p>
          </div>
        </>
      )}
      <label
        className={cn(
          buttonClasses(children ? 'secondary' : 'primary', children ? 'sm' : 'md'),
          'cursor-pointer has-[:disabled]:pointer-events-none has-[:disabled]:opacity-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-500',
        )}
      >
        <input
          id={id}
          type="file"
          accept={IMAGE_ACCEPT}
          className="sr-only"
          onChange={handleChange}
          disabled={disabled}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
        />
        <FormattedMessage id={children ? 'create.drop.chooseAnother' : 'create.drop.choose'} />
      </label>
    </div>
  );
}
