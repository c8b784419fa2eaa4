import { useId } from 'react';
import { SwitchTrack } from './switch-track';

type Props = {
  label: string;
  description: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
};

/** An on/off setting with a line saying what it does: the whole row is the switch. */
export function SwitchRow({ label, description, checked, onChange, disabled = false }: Props) {
  const id = useId();
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-labelledby={`${id}-label`}
      aria-describedby={`${id}-description`}
      disabled={disabled}
      onClick={() => onChange(!checked)}
      className="flex w-full items-center gap-4 px-4 py-3 text-left transition hover:bg-ink-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500 disabled:opacity-60"
    >
      <span className="min-w-0 flex-1">
        <span id={`${id}-label`} className="block font-bold text-ink-900">
          {label}
        </span>
        <span id={`${id}-description`} className="block text-sm text-ink-600">
          {description}
        </span>
      </span>
      <SwitchTrack checked={checked} />
    </button>
  );
}
