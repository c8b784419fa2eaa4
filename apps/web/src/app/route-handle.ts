/** Static data on a route: its document title. Read by the root layout through useMatches(). */
export type RouteHandle = { title?: string };
