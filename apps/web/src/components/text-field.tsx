import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react';
import { useIntl } from 'react-intl';
import { cn } from '../lib/cn';
import { validationMessageKey } from '../lib/validation-messages';

type Props = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  /** Inline validation or server message; marks the input invalid. */
  error?: string;
  hint?: ReactNode;
  ref?: Ref<HTMLInputElement>;
};

export const inputClasses =
  'block h-12 w-full rounded-control bg-surface px-4 text-base text-ink-900 ring-1 ring-ink-200 ring-inset ' +
  'transition placeholder:text-ink-400 hover:ring-ink-300 focus:ring-2 focus:ring-brand-500 focus:outline-none ' +
  'disabled:bg-ink-50 disabled:text-ink-500 aria-invalid:ring-2 aria-invalid:ring-danger-600';

/** A labelled input with its hint and error wired up for assistive technology. */
export function TextField({ label, error, hint, className, id, ref, ...props }: Props) {
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const showHint = Boolean(hint) && !error;
  const describedBy = showHint ? hintId : error ? errorId : undefined;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={inputId} className="text-sm font-bold text-ink-800">
        {label}
      </label>
      <input
        ref={ref}
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={inputClasses}
        {...props}
      />
      {showHint && (
        <p id={hintId} className="text-sm text-ink-500">
          {hint}
        </p>
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

export function FieldError({ id, message }: { id?: string; message?: string }) {
  const intl = useIntl();
  if (!message) return null;
  const key = validationMessageKey(message);
  return (
    <p id={id} className="text-sm font-semibold text-danger-700">
      {key ? intl.formatMessage({ id: key }) : message}
    </p>
  );
}
