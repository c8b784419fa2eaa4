import type { ReactNode } from 'react';
import { cn } from '../lib/cn';

/** Title row at the top of every signed-in / admin screen. */
export function PageHeader({
  title,
  description,
  actions,
  titleClassName,
}: {
  title: string;
  description?: string;
  actions?: ReactNode;
  titleClassName?: string;
}) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-4 sm:mb-8">
      <div className="min-w-0">
        <h1 className={cn('text-2xl font-extrabold tracking-tight sm:text-3xl', titleClassName)}>{title}</h1>
        {description && <p className="mt-1.5 max-w-2xl text-ink-600">{description}</p>}
      </div>
      {actions && <div className="flex flex-wrap gap-3">{actions}</div>}
    </div>
  );
}
