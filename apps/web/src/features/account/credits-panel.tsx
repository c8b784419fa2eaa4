import type { User } from '@colorbook/contract';
import { Coins, ShoppingBag } from 'lucide-react';
import { useEffect } from 'react';
import { ButtonLink } from '../../components/button';
import { Card } from '../../components/card';
import { refreshCredits, useCredits } from '../../lib/credits';
import { formatCompactNumber } from '../../lib/format';

/** Spec §2 Account: the credits panel with the balance, the plan and a way to buy more pages. */
export function CreditsPanel({ plan }: { plan: User['plan'] }) {
  const { credits, publicPage } = useCredits();

  useEffect(() => {
    void refreshCredits();
  }, []);

  return (
    <Card className="flex flex-col gap-5 p-6">
      <div className="flex items-center gap-3">
        <span className="grid size-11 place-items-center rounded-2xl bg-sunny-200 text-sunny-700">
          <Coins className="size-6" aria-hidden="true" />
        </span>
        <h2 className="text-lg font-extrabold">Credits</h2>
      </div>
      <dl className="grid grid-cols-2 gap-3">
        <div className="col-span-2 rounded-2xl bg-sunny-50 p-4 ring-1 ring-sunny-200">
          <dt className="text-sm font-bold text-sunny-700">Available credits</dt>
          <dd className="font-display text-4xl font-black text-ink-900" data-testid="available-credits">
            {formatCompactNumber(credits)}
          </dd>
        </div>
        <div className="rounded-2xl bg-ink-50 p-3 ring-1 ring-ink-200/70">
          <dt className="text-xs font-bold text-ink-500">Public pages to colour</dt>
          <dd className="text-xl font-extrabold text-ink-900">{formatCompactNumber(publicPage)}</dd>
        </div>
        <div className="rounded-2xl bg-ink-50 p-3 ring-1 ring-ink-200/70">
          <dt className="text-xs font-bold text-ink-500">Plan</dt>
          <dd className="truncate text-xl font-extrabold text-ink-900">{plan?.title ?? 'Free'}</dd>
        </div>
      </dl>
      <ButtonLink to="/checkout" variant="accent">
        <ShoppingBag className="size-5" aria-hidden="true" />
        Buy pages
      </ButtonLink>
    </Card>
  );
}
