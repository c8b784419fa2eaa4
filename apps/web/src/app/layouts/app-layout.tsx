import { Plus } from 'lucide-react';
import { FormattedMessage } from 'react-intl';
import { ButtonLink } from '../../components/button';
import { ProfilePickerPrompt } from '../../features/profiles/profile-picker-prompt';
import { AppShell } from './app-shell';
import { CreditsSummary } from './credits-summary';
import { userMenu } from './menus';

/** Frame of the signed-in user screens; the route's loader (userGuardLoader) lets only users in. */
export function AppLayout() {
  return (
    <>
      {/* A family is asked "Who is colouring?" once after signing in (issue 24). */}
      <ProfilePickerPrompt />
      <AppShell
        menu={userMenu}
        homePath="/pages/favorite"
        accountPath="/account"
        sidebarTop={(close) => (
          <ButtonLink to="/pages/create" variant="accent" className="w-full" onClick={close}>
            <Plus className="size-5" strokeWidth={2.5} aria-hidden="true" />
            <FormattedMessage id="shell.createPage" />
          </ButtonLink>
        )}
        sidebarBottom={(close) => <CreditsSummary onNavigate={close} />}
      />
    </>
  );
}

export { AppLayout as Component };
