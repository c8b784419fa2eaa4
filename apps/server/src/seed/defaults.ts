import type { PlanName, SettingName } from '@colorbook/contract';
import type { NewPlanRow } from '../modules/plans/plans.repo';
import { DEFAULT_TAGLINE } from '../modules/settings/website-upgrade';
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
    // Starter and Advanced are the plans' names in every language (the landing's copy uses them).
    translations: {
      es: {
        title: 'Gratis',
        description:
          'Prueba Colorbook: unos cuantos dibujos nuevos y dibujos públicos para colorear cada mes.',
      },
      fr: {
        title: 'Gratuit',
        description: 'Essaie Colorbook : quelques nouveaux coloriages et des coloriages publics chaque mois.',
      },
      de: {
        title: 'Kostenlos',
        description:
          'Probier Colorbook aus: jeden Monat ein paar neue Bilder und öffentliche Bilder zum Ausmalen.',
      },
      'pt-BR': {
        title: 'Grátis',
        description:
          'Experimente o Colorbook: alguns desenhos novos e desenhos públicos para colorir todo mês.',
      },
    },
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
    translations: {
      es: { description: 'Dibujos de sobra para toda la familia, con favoritos, descargas e impresión.' },
      fr: {
        description: 'De quoi colorier pour toute la famille, avec favoris, téléchargement et impression.',
      },
      de: { description: 'Reichlich Bilder für die ganze Familie, mit Favoriten, Download und Drucken.' },
      'pt-BR': { description: 'Desenhos de sobra para a família toda, com favoritos, download e impressão.' },
    },
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
    translations: {
      es: {
        description:
          'Para clases y para quien colorea a diario: el máximo de dibujos, favoritos, descargas e impresión.',
      },
      fr: {
        description:
          'Pour les classes et les passionnés : le plus de coloriages, favoris, téléchargement et impression.',
      },
      de: {
        description:
          'Für Schulklassen und alle, die täglich malen: die meisten Bilder, Favoriten, Download und Drucken.',
      },
      'pt-BR': {
        description:
          'Para salas de aula e quem pinta todo dia: o máximo de desenhos, favoritos, download e impressão.',
      },
    },
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
  { name: 'tagline', value: DEFAULT_TAGLINE },
  // Empty means the web app's built-in icon.
  { name: 'favicon', value: '' },
  { name: 'website', value: JSON.stringify(websiteCopy(legal)) },
];
