import { cn } from '../lib/cn';

/** The crayon mark (same drawing as public/favicon.svg). */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" className={cn('shrink-0', className)} aria-hidden="true">
      <rect width="64" height="64" rx="16" fill="var(--color-brand-600)" />
      <path
        d="M12 48c6-5 10 3 16-2s8-4 12 0"
        fill="none"
        stroke="#fff"
        strokeWidth="3.5"
        strokeLinecap="round"
        opacity=".9"
      />
      <g transform="rotate(-45 32 30)">
        <rect x="12" y="23" width="28" height="14" rx="3.5" fill="var(--color-sunny-400)" />
        <rect x="17" y="23" width="4" height="14" fill="var(--color-sunny-500)" />
        <rect x="32" y="23" width="4" height="14" fill="var(--color-sunny-500)" />
        <path
          d="M40 23.5 L51 30 L40 36.5 Z"
          fill="var(--color-coral-400)"
          stroke="var(--color-coral-400)"
          strokeWidth="1.5"
          strokeLinejoin="round"
        />
        <path d="M47.5 27.9 L51.5 30 L47.5 32.1 Z" fill="var(--color-coral-700)" />
      </g>
    </svg>
  );
}

type LogoProps = {
  name: string;
  className?: string /** 'light' for dark backgrounds. */;
  tone?: 'dark' | 'light';
};

export function Logo({ name, className, tone = 'dark' }: LogoProps) {
  return (
    <span className={cn('inline-flex min-w-0 items-center gap-2.5', className)}>
      <LogoMark className="size-9" />
      <span
        className={cn(
          'truncate font-display text-xl font-extrabold tracking-tight',
          tone === 'dark' ? 'text-ink-900' : 'text-white',
        )}
      >
        {name}
      </span>
    </span>
  );
}
