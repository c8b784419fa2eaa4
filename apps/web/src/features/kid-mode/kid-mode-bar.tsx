import type { SessionProfile } from '@colorbook/contract';
import { LockKeyhole } from 'lucide-react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ProfileAvatar } from '../../components/profile-avatar';
import { cn } from '../../lib/cn';
import { KID_TEXT } from './kid-strings';

/**
 * The top bar's right end in kid mode: who is colouring, and a small "Grown-ups" button that
 * leaves kid mode through the parent gate.
 */
type Props = {
  profile: SessionProfile;
  /** Asks the parent gate and leaves kid mode; true when it did. */
  onLeave: () => Promise<boolean>;
  className?: string;
};

export function KidModeBar({ profile, onLeave, className }: Props) {
  const intl = useIntl();
  const [asking, setAsking] = useState(false);

  const handleGrownUps = async () => {
    if (asking) return;
    setAsking(true);
    // Passing leaves kid mode where it stands: every screen of kid mode is an adult's one too.
    await onLeave();
    setAsking(false);
  };

  return (
    <div className={cn('flex shrink-0 items-center gap-2 sm:gap-3', className)} data-testid="kid-mode-bar">
      <div className="flex min-w-0 items-center gap-2">
        <ProfileAvatar profile={profile} />
        <p className="min-w-0 leading-tight">
          <span className="sr-only">{intl.formatMessage({ id: KID_TEXT.colouringNow })} </span>
          <span
            className="block max-w-[8rem] truncate font-extrabold text-ink-900 sm:max-w-[12rem]"
            data-testid="kid-name"
          >
            {profile.name}
          </span>
        </p>
      </div>
      <button
        type="button"
        onClick={() => void handleGrownUps()}
        aria-busy={asking || undefined}
        title={intl.formatMessage({ id: KID_TEXT.grownUpsTitle })}
        className="inline-flex h-9 items-center gap-1.5 rounded-full px-3 text-sm font-bold text-ink-600 ring-1 ring-ink-200 transition ring-inset hover:bg-ink-100 hover:text-ink-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
      >
        <LockKeyhole className="size-4" aria-hidden="true" />
        {intl.formatMessage({ id: KID_TEXT.grownUps })}
      </button>
    </div>
  );
}
