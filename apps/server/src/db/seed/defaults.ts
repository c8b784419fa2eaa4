import type { PlanName, SettingName } from '@colorbook/contract';
import type { NewPlanRow } from '../../modules/plans/plans.repo';
import type { LegalFacts } from './legal-templates';
import { websiteCopy } from './website-copy';

/**
 * Plans as first seeded; admins change prices and limits in /admin/plans. Limits are per
 * billing period (a month). The Starter plan is the one the landing labels Recommended.
 */
export const defaultPlans: (NewPlanRow & { name: PlanName })[] = [
  {
    name: 'free',
    title: 'Free',
    description: 'Try Colorbook: a few new pages and public pages to colour every month.',
    priceCents: 0,
    discount: 0,
    paid: false,
    pageCreationLimit: 3,
    publicPageLimit: 3,
    sort: 1,
  },
  {
    name: 'starter',
    title: 'Starter',
    description: 'Plenty of pages for the whole family, with favorites, download and print.',
    priceCents: 900,
    discount: 0,
    paid: true,
    pageCreationLimit: 30,
    publicPageLimit: 50,
    sort: 2,
  },
  {
    name: 'advanced',
    title: 'Advanced',
    description: 'For classrooms and daily colourists: the most pages, favorites, download and print.',
    priceCents: 1900,
    discount: 20,
    paid: true,
    pageCreationLimit: 100,
    publicPageLimit: 200,
    sort: 3,
  },
];

export const DEFAULT_APP_NAME = 'Colorbook';

/** The settings the seed writes, known without building their values (seed.ts's version). */
export const seededSettingNames = [
  'app_name',
  'tagline',
  'favicon',
  'website',
] as const satisfies readonly SettingName[];

/**
 * Public settings only: secret ones (API keys) stay absent until an admin sets them. The
 * Terms and Privacy texts are filled with the app name, contact email and date of the seed.
 */
export const defaultSettings = (
  legal: LegalFacts,
): { name: (typeof seededSettingNames)[number]; value: string }[] => [
  { name: 'app_name', value: DEFAULT_APP_NAME },
  { name: 'tagline', value: 'Turn any idea into a colouring page' },
  // Empty means the web app's built-in icon.
  { name: 'favicon', value: '' },
  { name: 'website', value: JSON.stringify(websiteCopy(legal)) },
];
