import type { ScreenId } from './screens';

/**
 * Static data on a route, read by the root layout through useMatches(): the screen-table row it
 * was built from (app/screens.ts), its document title as a message id, and for the website
 * editors the section's title id, shown as {section}.
 */
export type RouteHandle = { screen?: ScreenId; title?: string; section?: string };
