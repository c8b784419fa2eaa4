/** `/api` and `/api/…` (a path without its query): the API's addresses, never the web app's. */
export const isApiPath = (pathname: string): boolean => pathname === '/api' || pathname.startsWith('/api/');
