import type { AnalyticsCharts } from '@colorbook/contract';
import { Images, type LucideIcon, Palette, Receipt, Users } from 'lucide-react';

export type MetricKey = keyof AnalyticsCharts;

/** Spec §2 Dashboard: the four things counted, in the spec's order and words. */
export const metrics: ReadonlyArray<{ key: MetricKey; label: string; icon: LucideIcon; tone: string }> = [
  { key: 'users', label: 'Users', icon: Users, tone: 'bg-brand-100 text-brand-700' },
  { key: 'pages', label: 'Pages', icon: Images, tone: 'bg-coral-100 text-coral-600' },
  { key: 'coloreds', label: 'Colored pages', icon: Palette, tone: 'bg-mint-100 text-mint-700' },
  { key: 'subscriptions', label: 'Subscriptions', icon: Receipt, tone: 'bg-sunny-200 text-sunny-700' },
];

/** Chart line colours (the theme's brand, coral, mint and sunny). */
export const chartColors: Record<MetricKey, string> = {
  users: 'var(--color-brand-600)',
  pages: 'var(--color-coral-500)',
  coloreds: 'var(--color-mint-500)',
  subscriptions: 'var(--color-sunny-500)',
};

/** 'Jan 2026' → 'Jan' on the axis; the tooltip keeps the year. */
export const shortMonth = (name: string): string => name.split(' ')[0] ?? name;
