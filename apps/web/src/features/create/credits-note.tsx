import { Coins } from 'lucide-react';
import { Link } from 'react-router';
import { useCredits } from '../../lib/credits';
import { formatCompactNumber } from '../../lib/format';
import { inKidMode, useProfile } from '../../lib/profile-store';

/** How many pages the user can still make; each new page uses one. */
export function CreditsNote() {
  const { credits, loaded } = useCredits();
  // Kid mode has no way to checkout (issue 24): buying is the grown-up's.
  const kid = useProfile(inKidMode);
  if (!loaded) return null;
  return (
    <p className="inline-flex items-center gap-2 rounded-full bg-sunny-50 py-1.5 pr-4 pl-1.5 text-sm font-semibold text-ink-700 ring-1 ring-sunny-200">
      <span className="grid size-7 place-items-center rounded-full bg-sunny-200 text-sunny-700">
        <Coins className="size-4" aria-hidden="true" />
      </span>
      <span>
        <strong className="font-extrabold text-ink-900">{formatCompactNumber(credits)}</strong>{' '}
        {credits === 1 ? 'credit' : 'credits'} left
        <span className="max-sm:hidden"> · each page uses 1</span>
      </span>
      {!kid && (
        <Link to="/checkout" className="shrink-0 font-bold text-brand-700 hover:underline">
          Buy more
        </Link>
      )}
    </p>
  );
}
