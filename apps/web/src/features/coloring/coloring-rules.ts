import type { Page } from '@colorbook/contract';

/** Spec §8 strings of the colouring screen, as message keys (issue 23). */
export const SAVED_MESSAGE_ID = 'coloring.saved';
// The server refuses a free plan's download with this same sentence: one translation for both.
export const PAID_PLAN_MESSAGE_ID = 'server.download_paid_only';

type Ownership = Pick<Page, 'is_colored' | 'is_owner'>;

/** Spec §5: colouring a page that is neither coloured nor owned needs a public-page credit. */
export const needsPublicPage = (page: Ownership): boolean => !page.is_colored && !page.is_owner;

/**
 * May the user start painting? Only a page that needs a public-page credit is checked, and only
 * against a balance that was actually read (an unreadable one is not an empty one: the server
 * refuses the save anyway).
 */
export const mayColor = (page: Ownership, credits: { publicPage: number; loaded: boolean }): boolean =>
  !needsPublicPage(page) || !credits.loaded || credits.publicPage > 0;

/**
 * Spec §4 auto-save: when the pointer is lifted and exactly one snapshot exists, and the page is
 * neither coloured nor owned, it is saved as coloured. History state 0 is the page as opened, so
 * "exactly one snapshot" is the first stroke or fill since then: a history of two states.
 */
export const shouldAutoSave = (input: {
  page: Ownership;
  /** The gesture that just ended changed the colour layer. */
  changed: boolean;
  historyCount: number;
  saving: boolean;
}): boolean => input.changed && !input.saving && input.historyCount === 2 && needsPublicPage(input.page);

/** Download and print (spec §5, §6): a paid plan only. */
export const hasPaidPlan = (user: { plan: { paid: boolean } | null } | null | undefined): boolean =>
  user?.plan?.paid === true;
