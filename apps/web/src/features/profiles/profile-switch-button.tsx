import { ArrowLeftRight } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { Avatar } from '../../components/avatar';
import { useAuth } from '../../lib/auth-store';
import { cn } from '../../lib/cn';
import { useProfileText } from './profile-strings';
import { useProfiles } from './use-profiles';
import { whoPath } from './who-path';

/**
 * The top bar's "Who is colouring?" for the grown-up of a family: their avatar with a switch
 * sign, opening the picker. Nothing shows for an account without child profiles. Carries the
 * class `profile-switch`, which the top bar's account avatar steps aside for on phones.
 */
export function ProfileSwitchButton({ className }: { className?: string }) {
  const t = useProfileText();
  const user = useAuth((state) => state.user);
  const profiles = useProfiles();
  const { pathname, search } = useLocation();
  if (!user || profiles.status !== 'ready' || profiles.data.length === 0) return null;
  return (
    <Link
      to={whoPath(`${pathname}${search}`)}
      data-testid="profile-switch"
      className={cn(
        'profile-switch inline-flex h-11 shrink-0 items-center gap-2 rounded-full py-0.5 pr-3 pl-0.5 font-bold text-ink-700 ring-1 ring-ink-200 transition ring-inset hover:bg-ink-100 hover:text-ink-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
        className,
      )}
    >
      <Avatar name={user.name} photo={user.photo} />
      {/* Its name is its words (no aria-label: the initials would be visible words missing from it). */}
      <span className="sr-only text-sm sm:not-sr-only">{t('pickerTitle')}</span>
      <span className="sr-only"> {t('switchNow', { name: user.name })}</span>
      <ArrowLeftRight className="size-4" aria-hidden="true" />
    </Link>
  );
}
