import {
  BookOpen,
  Compass,
  CreditCard,
  Heart,
  Images,
  LayoutDashboard,
  type LucideIcon,
  Palette,
  PanelsTopLeft,
  Receipt,
  UserRound,
  Users,
} from 'lucide-react';

export type MenuItem = {
  to: string;
  /** A message key (issue 23): the entry's words in the active language. */
  label: string;
  icon: LucideIcon;
  /** Highlight only on this exact path (not on its children). */
  end?: boolean;
};

/** `label`: a message key, like the entries'. */
export type MenuGroup = { label?: string; items: MenuItem[] };

/** User menu (spec §2). */
export const userMenu: MenuGroup[] = [
  {
    items: [
      { to: '/pages/favorite', label: 'shell.menu.favorite', icon: Heart },
      { to: '/pages', label: 'shell.menu.myPages', icon: Images, end: true },
      { to: '/pages/public', label: 'shell.menu.public', icon: Compass },
      { to: '/pages/colored', label: 'shell.menu.colored', icon: Palette },
      { to: '/books', label: 'shell.menu.books', icon: BookOpen },
      { to: '/account', label: 'shell.menu.account', icon: UserRound },
    ],
  },
];

/** Admin menu (spec §2), plus the plan and subscription screens, which the spec lists but leaves unlinked. */
export const adminMenu: MenuGroup[] = [
  {
    items: [
      { to: '/admin', label: 'shell.menu.dashboard', icon: LayoutDashboard, end: true },
      { to: '/admin/users', label: 'shell.menu.users', icon: Users },
      { to: '/admin/pages', label: 'shell.menu.pages', icon: Images, end: true },
      { to: '/admin/pages/colored', label: 'shell.menu.colored', icon: Palette },
      { to: '/admin/website', label: 'shell.menu.website', icon: PanelsTopLeft },
      { to: '/admin/account', label: 'shell.menu.account', icon: UserRound },
    ],
  },
  {
    label: 'shell.menu.billing',
    items: [
      { to: '/admin/plans', label: 'shell.menu.plans', icon: CreditCard },
      { to: '/admin/subscriptions', label: 'shell.menu.subscriptions', icon: Receipt },
    ],
  },
];
