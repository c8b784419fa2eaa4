import { AppShell } from './app-shell';
import { adminMenu } from './menus';

/** Frame of the admin screens; the route's loader (adminGuardLoader) lets only admins in. */
export function AdminLayout() {
  return <AppShell menu={adminMenu} homePath="/admin" accountPath="/admin/account" />;
}

export { AdminLayout as Component };
