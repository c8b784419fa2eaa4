import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '../../components/card';
import { cn } from '../../lib/cn';

type Props = {
  icon: LucideIcon;
  tone: 'success' | 'danger';
  title: string;
  children: ReactNode;
  /** Where to go next: links or buttons. */
  actions: ReactNode;
};

/** The body of /account/pay/success and /account/pay/error. */
export function PayResultCard({ icon: Icon, tone, title, children, actions }: Props) {
  return (
    <Card className="mx-auto flex max-w-xl flex-col items-center px-6 py-10 text-center sm:px-10 sm:py-12">
      <span
        className={cn(
          'grid size-16 place-items-center rounded-2xl',
          tone === 'success' ? 'bg-mint-100 text-mint-700' : 'bg-danger-50 text-danger-700',
        )}
      >
        <Icon className="size-8" aria-hidden="true" />
      </span>
      <h2 className="mt-5 text-2xl font-extrabold">{title}</h2>
      <div className="mt-3 flex w-full flex-col items-center gap-4 text-ink-700">{children}</div>
      <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row sm:justify-center">{actions}</div>
    </Card>
  );
}
