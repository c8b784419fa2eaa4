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
  label: string;
  icon: LucideIcon;
  /** Highlight only on this exact path (not on its children). */
  end?: boolean;
};

export type MenuGroup = { label?: string; items: MenuItem[] };

/** User menu (spec §2). */
export const userMenu: MenuGroup[] = [
  {
    items: [
      { to: '/pages/favorite', label: 'Favorite pages', icon: Heart },
      { to: '/pages', label: 'My pages', icon: Images, end: true },
      { to: '/pages/public', label: 'Public pages', icon: Compass },
      { to: '/pages/colored', label: 'Colored pages', icon: Palette },
      { to: '/books', label: 'My books', icon: BookOpen },
      { to: '/account', label: 'Account', icon: UserRound },
    ],
  },
];

/** Admin menu (spec §2), plus the plan and subscription screens, which the spec lists but leaves unlinked. */
export const adminMenu: MenuGroup[] = [
  {
    items: [
      { to: '/admin', label: 'Dashboard', icon: LayoutDashboard, end: true },
      { to: '/admin/users', label: 'Users', icon: Users },
      { to: '/admin/pages', label: 'Pages', icon: Images, end: true },
      { to: '/admin/pages/colored', label: 'Colored pages', icon: Palette },
      { to: '/admin/website', label: 'Website', icon: PanelsTopLeft },
      { to: '/admin/account', label: 'Account', icon: UserRound },
    ],
  },
  {
    label: 'Billing',
    items: [
      { to: '/admin/plans', label: 'Plans', icon: CreditCard },
      { to: '/admin/subscriptions', label: 'Subscriptions', icon: Receipt },
    ],
  },
];
