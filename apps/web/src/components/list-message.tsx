import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../lib/cn';
import { Card } from './card';

type Props = {
  icon: LucideIcon;
  title: string;
  text: ReactNode;
  /** What to do next: a link or a button. */
  action?: ReactNode;
  tone?: 'brand' | 'coral' | 'danger';
};

const tones = {
  brand: 'bg-brand-100 text-brand-700',
  coral: 'bg-coral-100 text-coral-600',
  danger: 'bg-danger-50 text-danger-700',
};

/** An empty or failed grid: what happened and what to do next. */
export function ListMessage({ icon: Icon, title, text, action, tone = 'brand' }: Props) {
  return (
    <Card className="flex flex-col items-center px-6 py-12 text-center sm:py-16">
      <span className={cn('grid size-16 place-items-center rounded-2xl', tones[tone])}>
        <Icon className="size-8" aria-hidden="true" />
      </span>
      <h2 className="mt-5 text-xl font-extrabold">{title}</h2>
      <p className="mt-2 max-w-md text-ink-600">{text}</p>
      {action && <div className="mt-7 flex flex-wrap justify-center gap-3">{action}</div>}
    </Card>
  );
}
