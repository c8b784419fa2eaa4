import { cn } from '../lib/cn';

type Props = {
  label: string;
  /** 0–100, or null while there is nothing to measure (the bar sweeps instead). */
  value: number | null;
};

/** A labelled progress bar that moves smoothly between the server's progress reports. */
export function ProgressBar({ label, value }: Props) {
  return (
    <div className="flex flex-col gap-2 rounded-2xl bg-brand-50 p-4 ring-1 ring-brand-200" aria-live="polite">
      <div className="flex items-center justify-between gap-3 text-sm font-bold">
        <span className="text-brand-800">{label}</span>
        {value !== null && <span className="text-brand-700 tabular-nums">{Math.round(value)}%</span>}
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value === null ? undefined : Math.round(value)}
        className="relative h-3 overflow-hidden rounded-full bg-white ring-1 ring-brand-200 ring-inset"
      >
        <div
          className={cn(
            'h-full rounded-full bg-gradient-to-r from-brand-500 via-coral-400 to-sunny-400',
            value === null ? 'w-1/3 animate-progress' : 'transition-[width] duration-700 ease-out',
          )}
          style={value === null ? undefined : { width: `${value}%` }}
        />
      </div>
    </div>
  );
}
