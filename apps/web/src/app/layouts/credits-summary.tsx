import { Coins } from 'lucide-react';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { refreshCredits, useCredits } from '../../lib/credits';
import { formatCompactNumber } from '../../lib/format';

/** 'Available credits' in the user's side menu (spec §1), read when the frame opens. */
export function CreditsSummary({ onNavigate }: { onNavigate?: () => void }) {
  const { credits } = useCredits();
  // Read so the compact number below follows a language switch too.
  useIntl();

  useEffect(() => {
    void refreshCredits();
  }, []);

  return (
    <Link
      to="/checkout"
      onClick={onNavigate}
      className="group flex items-center gap-3 rounded-2xl bg-sunny-50 px-3 py-2.5 ring-1 ring-sunny-200 transition hover:bg-sunny-100"
    >
      <span className="grid size-9 shrink-0 place-items-center rounded-xl bg-sunny-200 text-sunny-700">
        <Coins className="size-5" aria-hidden="true" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block text-sm font-bold text-sunny-700">
          <FormattedMessage id="shell.credits.available" />
        </span>
        <span className="block font-display text-xl leading-tight font-extrabold text-ink-900">
          {formatCompactNumber(credits)}
        </span>
      </span>
      <span className="text-sm font-bold text-brand-700 group-hover:underline">
        <FormattedMessage id="shell.credits.buy" />
      </span>
    </Link>
  );
}
