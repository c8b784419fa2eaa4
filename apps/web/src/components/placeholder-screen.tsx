import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from './card';
import { PageHeader } from './page-header';

type Props = {
  title: string;
  /** One sentence: what this screen will hold. */
  description: string;
  icon: LucideIcon;
  children?: ReactNode;
};

/** Stand-in body for a screen whose feature has not been built yet. */
export function PlaceholderScreen({ title, description, icon: Icon, children }: Props) {
  return (
    <>
      <PageHeader title={title} />
      <Card className="flex flex-col items-center px-6 py-12 text-center sm:py-16">
        <span className="grid size-16 place-items-center rounded-2xl bg-brand-100 text-brand-700">
          <Icon className="size-8" strokeWidth={2} aria-hidden="true" />
        </span>
        <p className="mt-5 max-w-md text-lg text-ink-700">{description}</p>
        {children && <div className="mt-7 flex flex-wrap justify-center gap-3">{children}</div>}
      </Card>
    </>
  );
}
