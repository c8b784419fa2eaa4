import { PIN_LENGTH } from '@colorbook/contract';
import { type ChangeEvent, type Ref, useState } from 'react';
import { cn } from '../../lib/cn';

type Props = {
  value: string;
  onChange: (pin: string) => void;
  /** All four digits are in (typed, pasted or autofilled). */
  onComplete: (pin: string) => void;
  label: string;
  disabled?: boolean;
  invalid?: boolean;
  describedBy?: string;
  ref?: Ref<HTMLInputElement>;
};

/**
 * Four big digit boxes over one real input: the numeric keypad on phones, a pasted "1 2 3 4"
 * lands whole, Backspace works as anywhere else, and screen readers hear a single field.
 */
export function PinBoxes({ value, onChange, onComplete, label, disabled, invalid, describedBy, ref }: Props) {
  const [focused, setFocused] = useState(false);

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const pin = event.target.value.replace(/\D/g, '').slice(0, PIN_LENGTH);
    if (pin === value) return;
    onChange(pin);
    if (pin.length === PIN_LENGTH) onComplete(pin);
  };

  return (
    <div className="relative mx-auto w-fit">
      <div className="flex gap-3 sm:gap-4" aria-hidden="true">
        {Array.from({ length: PIN_LENGTH }, (_, index) => {
          const filled = index < value.length;
          const current = focused && !disabled && index === Math.min(value.length, PIN_LENGTH - 1);
          return (
            <span
              // biome-ignore lint/suspicious/noArrayIndexKey: the boxes are positions, not items.
              key={index}
              className={cn(
                'grid size-16 place-items-center rounded-2xl bg-surface text-3xl font-extrabold text-ink-900 ring-2 transition sm:size-18',
                invalid ? 'ring-danger-600' : current ? 'ring-brand-500 ring-4' : 'ring-ink-200',
                disabled && 'bg-ink-50 text-ink-400',
              )}
            >
              {/* Dots, not the digits: a child looking over the shoulder learns nothing. */}
              {filled ? <span className="size-4 rounded-full bg-ink-900" /> : null}
            </span>
          );
        })}
      </div>
      <input
        ref={ref}
        type="text"
        inputMode="numeric"
        pattern="[0-9]*"
        autoComplete="off"
        spellCheck={false}
        aria-label={label}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        data-testid="parent-pin"
        disabled={disabled}
        value={value}
        onChange={handleChange}
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
        // Covers the boxes so a tap on any of them opens the keypad; the text itself is invisible.
        className="absolute inset-0 size-full cursor-text bg-transparent text-transparent caret-transparent outline-none selection:bg-transparent disabled:cursor-not-allowed"
      />
    </div>
  );
}
