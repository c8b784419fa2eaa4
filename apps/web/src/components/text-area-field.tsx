import { type ReactNode, type Ref, type TextareaHTMLAttributes, useId } from 'react';
import { cn } from '../lib/cn';
import { FieldError } from './text-field';

type Props = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: string;
  error?: string;
  hint?: ReactNode;
  ref?: Ref<HTMLTextAreaElement>;
};

const textareaClasses =
  'block min-h-28 w-full rounded-control bg-surface px-4 py-3 text-base text-ink-900 ring-1 ring-ink-200 ring-inset ' +
  'transition placeholder:text-ink-400 hover:ring-ink-300 focus:ring-2 focus:ring-brand-500 focus:outline-none ' +
  'disabled:bg-ink-50 disabled:text-ink-500 aria-invalid:ring-2 aria-invalid:ring-danger-600';

/** A labelled multi-line input, wired like TextField. */
export function TextAreaField({ label, error, hint, className, id, ref, ...props }: Props) {
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  const showHint = Boolean(hint) && !error;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={inputId} className="text-sm font-bold text-ink-800">
        {label}
      </label>
      <textarea
        ref={ref}
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={showHint ? `${inputId}-hint` : error ? `${inputId}-error` : undefined}
        className={textareaClasses}
        {...props}
      />
      {showHint && (
        <p id={`${inputId}-hint`} className="text-sm text-ink-500">
          {hint}
        </p>
      )}
      <FieldError id={`${inputId}-error`} message={error} />
    </div>
  );
}
