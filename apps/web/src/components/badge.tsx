import type { ReactNode } from 'react';
import { cn } from '../lib/cn';

export type BadgeTone = 'neutral' | 'success' | 'danger' | 'sunny' | 'brand';

const tones: Record<BadgeTone, string> = {
  neutral: 'bg-ink-100 text-ink-700',
  success: 'bg-mint-100 text-mint-700',
  danger: 'bg-danger-50 text-danger-700 ring-1 ring-danger-600/20 ring-inset',
  sunny: 'bg-sunny-200 text-sunny-700',
  brand: 'bg-brand-100 text-brand-800',
};

/** A short state word in a pill (Active, Blocked, Canceled…). */
export function Badge({ tone = 'neutral', children }: { tone?: BadgeTone; children: ReactNode }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-extrabold whitespace-nowrap',
        tones[tone],
      )}
    >
      {children}
    </span>
  );
}
