import { Menu, X } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { Link, Outlet } from 'react-router';
import { Logo } from '../../components/logo';
import { cn } from '../../lib/cn';
import { usePublicSettings } from '../../lib/settings';
import type { MenuGroup } from './menus';
import { NavMenu } from './nav-menu';

type Props = {
  menu: MenuGroup[];
  homePath: string;
  /** Shown next to the name in the top bar (the 'admin' badge). */
  badge?: ReactNode;
  /** Above the menu in the sidebar (the 'Create page' button). */
  sidebarTop?: (close: () => void) => ReactNode;
};

/** Signed-in frame: top bar, sidebar menu (a drawer below lg), and the screen in <main>. */
export function AppShell({ menu, homePath, badge, sidebarTop }: Props) {
  const { appName } = usePublicSettings();
  const [menuOpen, setMenuOpen] = useState(false);
  const close = () => setMenuOpen(false);

  useEffect(() => {
    if (!menuOpen) return;
    const handleKeyDown = (event: KeyboardEvent) => event.key === 'Escape' && setMenuOpen(false);
    document.addEventListener('keydown', handleKeyDown);
    return () => document.removeEventListener('keydown', handleKeyDown);
  }, [menuOpen]);

  const brand = (
    <Link to={homePath} onClick={close} className="flex min-w-0 items-center gap-2 rounded-xl">
      <Logo name={appName} />
      {badge}
    </Link>
  );

  return (
    <div className="min-h-dvh">
      <a
        href="#main"
        className="sr-only z-[60] rounded-lg bg-surface px-4 py-2 font-bold focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>

      <header className="sticky top-0 z-30 bg-surface/85 shadow-[0_1px_0_var(--color-ink-200)] backdrop-blur-md">
        <div className="flex h-16 items-center gap-2 px-3 sm:px-6">
          <button
            type="button"
            className="grid size-10 place-items-center rounded-xl text-ink-700 hover:bg-ink-100 lg:hidden"
            aria-label="Open menu"
            aria-expanded={menuOpen}
            aria-controls="app-sidebar"
            onClick={() => setMenuOpen(true)}
          >
            <Menu className="size-6" aria-hidden="true" />
          </button>
          {brand}
        </div>
      </header>

      <div className="flex">
        {/* Mobile backdrop */}
        <div
          aria-hidden="true"
          onClick={close}
          className={cn(
            'fixed inset-0 z-40 bg-ink-900/40 backdrop-blur-[2px] transition-opacity lg:hidden',
            menuOpen ? 'opacity-100' : 'pointer-events-none opacity-0',
          )}
        />
        <aside
          id="app-sidebar"
          aria-label="Sidebar"
          className={cn(
            'fixed inset-y-0 left-0 z-50 flex w-72 flex-col gap-6 overflow-y-auto bg-surface p-4 shadow-pop transition-[translate,visibility] duration-200',
            'lg:sticky lg:top-16 lg:z-auto lg:h-[calc(100dvh-4rem)] lg:w-68 lg:shrink-0 lg:translate-x-0 lg:shadow-[1px_0_0_var(--color-ink-200)] lg:bg-transparent lg:px-4 lg:py-6',
            menuOpen ? 'translate-x-0' : 'max-lg:invisible max-lg:-translate-x-full',
          )}
        >
          <div className="flex items-center justify-between gap-2 lg:hidden">
            {brand}
            <button
              type="button"
              className="grid size-10 shrink-0 place-items-center rounded-xl text-ink-600 hover:bg-ink-100"
              aria-label="Close menu"
              onClick={close}
            >
              <X className="size-6" aria-hidden="true" />
            </button>
          </div>
          {sidebarTop?.(close)}
          <NavMenu groups={menu} onNavigate={close} />
        </aside>

        <main id="main" className="min-w-0 flex-1 px-4 pt-6 pb-16 sm:px-8 sm:pt-8 lg:px-10">
          <div className="mx-auto max-w-6xl animate-fade-in">
            <Outlet />
          </div>
        </main>
      </div>
    </div>
  );
}
