import { cn } from '../lib/cn';

/** An empty `label` makes it decorative (inside a busy button, which says aria-busy itself). */
export function Spinner({ className, label = 'Loading' }: { className?: string; label?: string }) {
  return (
    <span
      role={label ? 'status' : undefined}
      aria-hidden={label ? undefined : true}
      className={cn('inline-flex items-center', className)}
    >
      <svg viewBox="0 0 24 24" className="size-full animate-spin" aria-hidden="true">
        <circle
          cx="12"
          cy="12"
          r="9.5"
          fill="none"
          stroke="currentColor"
          strokeOpacity=".2"
          strokeWidth="3"
        />
        <path
          d="M21.5 12a9.5 9.5 0 0 0-9.5-9.5"
          fill="none"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinecap="round"
        />
      </svg>
      {label && <span className="sr-only">{label}</span>}
    </span>
  );
}
