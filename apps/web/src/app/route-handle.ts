/**
 * Static data on a route, read by the root layout through useMatches(): its document title as a
 * message id, and for the website editors the section's title id, shown as {section}.
 */
export type RouteHandle = { title?: string; section?: string };
