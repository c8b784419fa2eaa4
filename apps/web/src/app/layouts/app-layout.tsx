import { Plus } from 'lucide-react';
import { ButtonLink } from '../../components/button';
import { AppShell } from './app-shell';
import { userMenu } from './menus';

/** Frame of the signed-in user screens. Auth guard: later issue. */
export function AppLayout() {
  return (
    <AppShell
      menu={userMenu}
      homePath="/pages/favorite"
      sidebarTop={(close) => (
        <ButtonLink to="/pages/create" variant="accent" className="w-full" onClick={close}>
          <Plus className="size-5" strokeWidth={2.5} aria-hidden="true" />
          Create page
        </ButtonLink>
      )}
    />
  );
}

export { AppLayout as Component };
