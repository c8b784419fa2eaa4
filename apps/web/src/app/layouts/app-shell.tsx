import { Menu, X } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, Outlet, useLocation } from 'react-router';
import { Avatar } from '../../components/avatar';
import { Logo, LogoMark } from '../../components/logo';
import { kidMenu } from '../../features/kid-mode/kid-menu';
import { KidModeBar } from '../../features/kid-mode/kid-mode-bar';
import { useKidModeRouteWatch } from '../../features/kid-mode/use-kid-mode-route-watch';
import { ProfileSwitchButton } from '../../features/profiles/profile-switch-button';
import { setAppBarSlot } from '../../lib/app-bar-slot';
import { useAuth } from '../../lib/auth-store';
import { useScaledCanvas } from '../../lib/canvas-mode';
import { cn } from '../../lib/cn';
import { firstPaintShown } from '../../lib/first-paint';
import { useProfile } from '../../lib/profile-store';
import { usePublicSettings } from '../../lib/settings';
import { DESKTOP_QUERY } from '../../lib/use-media-query';
import { leaveKidMode } from '../kid-mode-gate';
import {
  shellBar,
  shellBrandBox,
  shellBrandBoxWide,
  shellHeader,
  shellMain,
  shellMainScaled,
  shellMenuButton,
  shellSidebar,
  shellSidebarClosed,
} from './app-shell-frame';
import type { MenuGroup } from './menus';
import { NavMenu } from './nav-menu';
import { useFocusTrap } from './use-focus-trap';
import { UserBlock } from './user-block';

type Props = {
  menu: MenuGroup[];
  homePath: string;
  accountPath: string;
  /** Above the menu in the sidebar (the 'Create page' button). */
  sidebarTop?: (close: () => void) => ReactNode;
  /** Below the menu (the credits of a user). */
  sidebarBottom?: (close: () => void) => ReactNode;
};

/** As wide as a finger on touch screens even when kid mode leaves only the logo's mark. */
const brandLinkClass = 'flex min-w-0 items-center gap-2 rounded-xl pointer-coarse:min-w-11';

/** Signed-in frame: top bar, sidebar menu (a drawer below lg), and the screen in <main>. */
export function AppShell({ menu, homePath, accountPath, sidebarTop, sidebarBottom }: Props) {
  const { appName } = usePublicSettings();
  const intl = useIntl();
  const user = useAuth((state) => state.user);
  const isAdmin = user?.admin === true;
  // Kid mode (issue 24): the child's name and a "Grown-ups" way out instead of the account,
  // credits and sign-out; no adult screens in the menu.
  const kid = useProfile((state) => state.active);
  useKidModeRouteWatch();
  const groups = kid ? kidMenu(menu) : menu;
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  // The colouring screen's scaled canvas mode hides the sidebar and gives the canvas the width.
  const scaled = useScaledCanvas();
  const sidebarRef = useRef<HTMLElement>(null);
  const close = () => setMenuOpen(false);
  // Taking over the server's first paint of this screen: no fade, the screen is already showing.
  const [fadeIn] = useState(() => !firstPaintShown());

  useFocusTrap(sidebarRef, menuOpen);

  // The drawer closes on navigation (also from links outside the menu) …
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each new pathname.
  useEffect(() => setMenuOpen(false), [pathname]);

  // … on Escape, and when the window grows to the desktop layout; the page behind does not scroll.
  useEffect(() => {
    if (!menuOpen) return;
    const handleKeyDown = (event: KeyboardEvent) => event.key === 'Escape' && setMenuOpen(false);
    const desktop = window.matchMedia(DESKTOP_QUERY);
    const handleResize = () => desktop.matches && setMenuOpen(false);
    document.addEventListener('keydown', handleKeyDown);
    desktop.addEventListener('change', handleResize);
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', handleKeyDown);
      desktop.removeEventListener('change', handleResize);
      document.body.style.overflow = '';
    };
  }, [menuOpen]);

  const brand = (
    <Link to={homePath} onClick={close} className={brandLinkClass}>
      {/* Kid mode's phones: the child's name and "Grown-ups" need the room the app's name takes. */}
      {kid && <LogoMark className="size-9 sm:hidden" />}
      <Logo name={appName} className={cn(kid && 'max-sm:sr-only')} />
      {isAdmin && (
        <span className="rounded-full bg-sunny-200 px-2 py-0.5 text-xs font-extrabold tracking-wide text-sunny-700">
          <FormattedMessage id="shell.adminBadge" />
        </span>
      )}
    </Link>
  );

  return (
    <div className="min-h-dvh">
      <a
        href="#main"
        className="sr-only z-[60] rounded-lg bg-surface px-4 py-2 font-bold focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        <FormattedMessage id="shell.skipToContent" />
      </a>

      <header inert={menuOpen} className={shellHeader}>
        <div className={shellBar}>
          <button
            type="button"
            className={shellMenuButton}
            aria-label={intl.formatMessage({ id: 'shell.openMenu' })}
            aria-expanded={menuOpen}
            aria-controls="app-sidebar"
            onClick={() => setMenuOpen(true)}
          >
            <Menu className="size-6" aria-hidden="true" />
          </button>
          {/* Desktops: as wide as the sidebar below it, so the slot lines up with the screen. */}
          <div className={cn(shellBrandBox, !scaled && shellBrandBoxWide)}>{brand}</div>
          <div
            ref={setAppBarSlot}
            className={cn(
              'hidden min-w-0 flex-1 items-center self-stretch rail:flex rail:pl-2 lg:pr-4',
              scaled ? 'lg:pl-6' : 'lg:pl-10',
            )}
          />
          {/* On phones the user block sits in the drawer; the avatar keeps the account one tap away. */}
          {kid && <KidModeBar profile={kid} onLeave={leaveKidMode} className="ml-auto" />}
          {/* A family's grown-up switches who is colouring here (issue 24); on phones it stands in for the account avatar. */}
          {user && !kid && !isAdmin && <ProfileSwitchButton className="ml-auto" />}
          {user && !kid && (
            <Link
              to={accountPath}
              className="ml-auto shrink-0 rounded-full lg:hidden [.profile-switch~&]:hidden"
              aria-label={intl.formatMessage({ id: 'shell.profileLink' }, { name: user.name })}
            >
              <Avatar name={user.name} photo={user.photo} />
            </Link>
          )}
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
          ref={sidebarRef}
          id="app-sidebar"
          aria-label={intl.formatMessage({ id: 'shell.sidebar' })}
          className={cn(
            shellSidebar,
            menuOpen ? 'translate-x-0' : shellSidebarClosed,
            scaled && !menuOpen && 'lg:hidden',
          )}
        >
          <div className="flex items-center justify-between gap-2 lg:hidden">
            {brand}
            <button
              type="button"
              className="grid size-10 shrink-0 place-items-center rounded-xl text-ink-600 hover:bg-ink-100"
              aria-label={intl.formatMessage({ id: 'shell.closeMenu' })}
              onClick={close}
            >
              <X className="size-6" aria-hidden="true" />
            </button>
          </div>
          {sidebarTop?.(close)}
          <NavMenu groups={groups} onNavigate={close} />
          <div className="mt-auto flex flex-col gap-3">
            {!kid && sidebarBottom?.(close)}
            {!kid && <UserBlock />}
          </div>
        </aside>

        <main id="main" inert={menuOpen} className={scaled ? shellMainScaled : shellMain}>
          <div className={cn('mx-auto', fadeIn && 'animate-fade-in', !scaled && 'max-w-6xl')}>
            <Outlet />
          </div>
        </main>
      </div>
    </div>
  );
}
