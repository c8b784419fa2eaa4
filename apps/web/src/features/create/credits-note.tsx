import { Coins } from 'lucide-react';
import { FormattedMessage } from 'react-intl';
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
        <FormattedMessage
          id="create.credits.left"
          values={{
            count: formatCompactNumber(credits),
            credits,
            strong: (chunks) => <strong className="font-extrabold text-ink-900">{chunks}</strong>,
          }}
        />
        <span className="max-sm:hidden">
          {' '}
          <FormattedMessage id="create.credits.eachPage" />
        </span>
      </span>
      {!kid && (
        <Link to="/checkout" className="shrink-0 font-bold text-brand-700 hover:underline">
          <FormattedMessage id="create.credits.buyMore" />
        </Link>
      )}
    </p>
  );
}
