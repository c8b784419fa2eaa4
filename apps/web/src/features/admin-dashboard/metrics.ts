import type { AnalyticsCharts } from '@colorbook/contract';
import { Images, type LucideIcon, Palette, Receipt, Users } from 'lucide-react';

export type MetricKey = keyof AnalyticsCharts;

/** Spec §2 Dashboard: the four things counted, in the spec's order; `label` is a message id. */
export const metrics: ReadonlyArray<{ key: MetricKey; label: string; icon: LucideIcon; tone: string }> = [
  { key: 'users', label: 'admin.dashboard.metric.users', icon: Users, tone: 'bg-brand-100 text-brand-700' },
  { key: 'pages', label: 'admin.dashboard.metric.pages', icon: Images, tone: 'bg-coral-100 text-coral-600' },
  {
    key: 'coloreds',
    label: 'admin.dashboard.metric.coloreds',
    icon: Palette,
    tone: 'bg-mint-100 text-mint-700',
  },
  {
    key: 'subscriptions',
    label: 'admin.dashboard.metric.subscriptions',
    icon: Receipt,
    tone: 'bg-sunny-200 text-sunny-700',
  },
];

/** Chart line colours (the theme's brand, coral, mint and sunny). */
export const chartColors: Record<MetricKey, string> = {
  users: 'var(--color-brand-600)',
  pages: 'var(--color-coral-500)',
  coloreds: 'var(--color-mint-500)',
  subscriptions: 'var(--color-sunny-500)',
};

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * The server names a month in English ('Jan 2026'); the screens show it in the active language.
 * The month's middle, in UTC, so no time zone moves it; null for a name not in that form.
 */
export function monthOf(name: string): Date | null {
  const [month, year] = name.split(' ');
  const index = MONTHS.indexOf(month ?? '');
  if (index < 0 || !year || !/^\d{4}$/.test(year)) return null;
  return new Date(Date.UTC(Number(year), index, 15));
}
