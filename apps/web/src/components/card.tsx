import type { HTMLAttributes } from 'react';
import { cn } from '../lib/cn';

export function Card({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div className={cn('rounded-card bg-surface shadow-soft ring-1 ring-ink-200/60', className)} {...props} />
  );
}
