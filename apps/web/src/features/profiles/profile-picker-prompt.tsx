import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { profileStore, useProfile } from '../../lib/profile-store';
import { useProfiles } from './use-profiles';
import { whoPath } from './who-path';

/**
 * After sign-in, a family is asked once "Who is colouring?" (issue 24): the signed-in layout
 * mounts this, which sends it to the picker while the session's choice is not made. An account
 * without children is not asked; its choice (the grown-up) is taken as made, so adding a child
 * later does not pull the grown-up away from the account screen.
 */
export function ProfilePickerPrompt() {
  const chosen = useProfile((state) => state.chosen);
  return chosen ? null : <PromptWhileUnchosen />;
}

function PromptWhileUnchosen() {
  const profiles = useProfiles();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();

  useEffect(() => {
    if (profiles.status !== 'ready') return;
    if (profiles.data.length === 0) profileStore.getState().setActive(null);
    else void navigate(whoPath(`${pathname}${search}`), { replace: true });
  }, [profiles, navigate, pathname, search]);
  return null;
}
