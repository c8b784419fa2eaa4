import type { LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { cn } from '../lib/cn';

export type Choice<T extends string> = { value: T; label: string; hint?: string; icon?: LucideIcon };

type Props<T extends string> = {
  legend: string;
  options: ReadonlyArray<Choice<T>>;
  value: T;
  onChange: (value: T) => void;
  /** Tiles with an icon (a few rich options) or a segmented bar (short ones). */
  look?: 'tiles' | 'segments';
  disabled?: boolean;
};

/**
 * A radio group that looks like tiles or a segmented control. Real radios underneath, so arrow
 * keys move the choice and screen readers announce "radio, 2 of 3, checked".
 */
export function ChoiceGroup<T extends string>({
  legend,
  options,
  value,
  onChange,
  look = 'segments',
  disabled,
}: Props<T>) {
  const name = useId();
  const tiles = look === 'tiles';
  return (
    <fieldset disabled={disabled} className="min-w-0">
      <legend className="mb-2 text-sm font-bold text-ink-800">{legend}</legend>
      <div
        className={cn(
          tiles
            ? 'grid grid-cols-5 gap-1.5 sm:gap-2'
            : 'grid auto-cols-fr grid-flow-col gap-1 rounded-control bg-ink-100 p-1',
        )}
      >
        {options.map(({ value: option, label, hint, icon: Icon }) => (
          <label
            key={option}
            className={cn(
              'relative flex cursor-pointer select-none items-center justify-center text-center font-bold transition',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-500',
              'has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60',
              tiles
                ? 'flex-col gap-1.5 rounded-2xl bg-surface px-1 py-3 text-xs text-ink-700 sm:px-2 sm:text-sm ring-1 ring-ink-200 ring-inset hover:ring-brand-300 has-[:checked]:bg-brand-50 has-[:checked]:text-brand-800 has-[:checked]:ring-2 has-[:checked]:ring-brand-500'
                : 'flex-col rounded-[0.625rem] px-2 py-2 text-sm text-ink-600 hover:text-ink-900 has-[:checked]:bg-surface has-[:checked]:text-brand-800 has-[:checked]:shadow-soft',
            )}
          >
            <input
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              className="sr-only"
            />
            {Icon && (
              <span
                className={cn(
                  'grid size-9 place-items-center rounded-xl transition',
                  value === option ? 'bg-brand-600 text-white' : 'bg-ink-100 text-ink-600',
                )}
              >
                <Icon className="size-5" aria-hidden="true" />
              </span>
            )}
            <span>{label}</span>
            {hint && <span className="text-xs font-semibold text-ink-500">{hint}</span>}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
