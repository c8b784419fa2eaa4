import { type ChangeEvent, type Ref, useId } from 'react';
import { useIntl } from 'react-intl';
import { cn } from '../lib/cn';
import { CODE_LENGTH, completesCode, normaliseCode } from '../lib/one-time-code';
import { FieldError, inputClasses } from './text-field';

type Props = {
  value: string;
  onChange: (code: string) => void;
  /** The code is complete and came from a paste, autofill or the last typed digit. */
  onComplete?: (code: string) => void;
  onBlur?: () => void;
  name?: string;
  label?: string;
  error?: string;
  hint?: string;
  disabled?: boolean;
  autoFocus?: boolean;
  className?: string;
  ref?: Ref<HTMLInputElement>;
};

/** One field for the emailed 6-digit code: numeric keypad, one-time-code autofill, paste-friendly. */
export function OtpInput({
  value,
  onChange,
  onComplete,
  onBlur,
  name,
  label,
  error,
  hint,
  disabled,
  autoFocus,
  className,
  ref,
}: Props) {
  const id = useId();
  const intl = useIntl();
  const messageId = `${id}-message`;

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const code = normaliseCode(event.target.value);
    if (code === value) return;
    onChange(code);
    const native = event.nativeEvent as Partial<InputEvent>;
    if (onComplete && completesCode(code, native.inputType, native.data ?? null)) onComplete(code);
  };

  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-bold text-ink-800">
        {label ?? intl.formatMessage({ id: 'field.code' })}
      </label>
      <input
        ref={ref}
        id={id}
        name={name}
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        // Not maxLength: a pasted "123 456" must arrive whole before the spaces are dropped.
        pattern="[0-9]*"
        placeholder="••••••"
        spellCheck={false}
        // biome-ignore lint/a11y/noAutofocus: the screen (or panel) exists only to type this code.
        autoFocus={autoFocus}
        disabled={disabled}
        value={value}
        onChange={handleChange}
        onBlur={onBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={error || hint ? messageId : undefined}
        className={cn(
          inputClasses,
          'h-14 text-center font-mono text-2xl font-bold tracking-[0.5em] placeholder:tracking-[0.5em]',
        )}
        size={CODE_LENGTH}
      />
      {error ? (
        <FieldError id={messageId} message={error} />
      ) : (
        hint && (
          <p id={messageId} className="text-sm text-ink-500">
            {hint}
          </p>
        )
      )}
    </div>
  );
}
