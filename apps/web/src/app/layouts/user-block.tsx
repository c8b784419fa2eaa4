import { LogOut } from 'lucide-react';
import { type MouseEvent, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { Avatar } from '../../components/avatar';
import { useAuth } from '../../lib/auth-store';
import { signOut } from '../../lib/session';

/** Bottom of the sidebar (spec §2): photo, name and 'Sign out'. */
export function UserBlock() {
  const user = useAuth((state) => state.user);
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);

  const handleSignOut = async (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    if (signingOut) return;
    setSigningOut(true);
    await signOut();
    await navigate('/sign-in', { replace: true });
  };

  if (!user) return null;
  return (
    <div className="flex items-center gap-3 rounded-2xl bg-surface p-3 ring-1 ring-ink-200/70">
      <Avatar name={user.name} photo={user.photo} />
      <div className="min-w-0 flex-1">
        <p className="truncate font-bold text-ink-900" data-testid="user-name">
          {user.name}
        </p>
        <Link
          to="/sign-in"
          onClick={handleSignOut}
          aria-disabled={signingOut || undefined}
          className="inline-flex items-center gap-1.5 text-sm font-semibold text-ink-500 hover:text-coral-600"
        >
          <LogOut className="size-4" aria-hidden="true" />
          <FormattedMessage id="shell.signOut" />
        </Link>
      </div>
    </div>
  );
}
