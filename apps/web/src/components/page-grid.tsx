import type { ReactNode } from 'react';

/** Spec'd grid of cards: 2 columns on a phone, 3 on a tablet, 4 on a wide screen. */
export function PageGrid({ children, busy = false }: { children: ReactNode; busy?: boolean }) {
  return (
    <ul
      aria-busy={busy || undefined}
      className="grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-3 xl:grid-cols-4"
    >
      {children}
    </ul>
  );
}
