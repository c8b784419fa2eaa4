/*
 * The session as the server's first paint of a page list reads it (docs/decisions/0057). The
 * token lives in local storage (spec §3), which no HTML request carries, so My pages could only
 * ask for its list once its head script ran: three round trips before its first picture. The
 * browser mirrors the token in this cookie (lib/paint-session-cookie.ts), sent to the list
 * screens' addresses only and never to /api, whose routes read the Authorization header alone;
 * the server then puts the list's first page into the HTML (as the API answers it for that token)
 * and preloads its first picture. Here, because the build's head script and the server both name it.
 */
export const PAINT_SESSION_COOKIE = 'paint_session';
/** The cookie's Path: the page lists (/pages, /pages/favorite, /pages/colored …), not /api. */
export const PAINT_SESSION_PATH = '/pages';
/** The `<script type="application/json">` holding a list's first page, before the head script that takes it. */
export const EARLY_LIST_ID = 'early-list';
