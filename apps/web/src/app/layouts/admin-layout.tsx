import { AppShell } from './app-shell';
import { adminMenu } from './menus';

/** Frame of the admin screens. Admin guard: later issue. */
export function AdminLayout() {
  return (
    <AppShell
      menu={adminMenu}
      homePath="/admin"
      badge={
        <span className="rounded-full bg-sunny-200 px-2 py-0.5 text-xs font-extrabold tracking-wide text-sunny-700 uppercase">
          admin
        </span>
      }
    />
  );
}

export { AdminLayout as Component };
