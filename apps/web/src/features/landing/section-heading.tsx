import { cn } from '../../lib/cn';

type Props = { title: string; description?: string; tone?: 'dark' | 'light'; className?: string };

/** Centred section title with a crayon squiggle under it. */
export function SectionHeading({ title, description, tone = 'dark', className }: Props) {
  return (
    <div className={cn('mx-auto max-w-2xl text-center', className)}>
      <h2
        className={cn(
          'text-3xl font-black tracking-tight sm:text-4xl',
          tone === 'light' ? 'text-white' : 'text-ink-900',
        )}
      >
        {title}
      </h2>
      <svg
        viewBox="0 0 120 12"
        className={cn('mx-auto mt-3 h-3 w-24', tone === 'light' ? 'text-sunny-300' : 'text-coral-400')}
        aria-hidden="true"
      >
        <path
          d="M3 8c12-6 20 2 32-2s20-6 30 0 22 4 52-4"
          fill="none"
          stroke="currentColor"
          strokeWidth="4"
          strokeLinecap="round"
        />
      </svg>
      {description && (
        <p className={cn('mt-4 text-lg', tone === 'light' ? 'text-brand-100' : 'text-ink-600')}>
          {description}
        </p>
      )}
    </div>
  );
}
