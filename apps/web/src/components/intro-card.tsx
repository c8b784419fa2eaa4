import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from './card';

type Props = { icon: LucideIcon; title: string; description: ReactNode; children?: ReactNode };

/** Card with an icon, the screen's heading and a short text: the body of the public account screens. */
export function IntroCard({ icon: Icon, title, description, children }: Props) {
  return (
    <Card className="p-7 sm:p-9">
      <span className="grid size-14 place-items-center rounded-2xl bg-brand-100 text-brand-700">
        <Icon className="size-7" aria-hidden="true" />
      </span>
      <h1 className="mt-5 text-2xl font-extrabold tracking-tight sm:text-3xl">{title}</h1>
      <div className="mt-2 text-ink-600">{description}</div>
      {children && <div className="mt-7 flex flex-col gap-3">{children}</div>}
    </Card>
  );
}
