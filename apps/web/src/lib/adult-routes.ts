/*
 * Kid mode (issue 24): the screens a child does not open. Reaching one asks the parent gate;
 * passing it leaves kid mode. The server refuses their API routes for a child as well.
 */

/** Where a child lands, and goes back to when the gate is cancelled. */
export const KID_HOME = '/pages/favorite';

const ADULT_PREFIXES = ['/account', '/checkout', '/pay', '/admin', '/books', '/settings'];

/** /account, /account/pay/success, /checkout, /payment, /payment/test, /admin/…, /books, /settings… */
export function isAdultPath(pathname: string): boolean {
  const path = bare(pathname);
  return ADULT_PREFIXES.some(
    (prefix) => path === prefix || path.startsWith(`${prefix}/`) || isPayPath(path, prefix),
  );
}

// "/pay" covers the payment screens (/payment, /payment/test), not any word starting "pay".
const isPayPath = (path: string, prefix: string): boolean =>
  prefix === '/pay' && (path === '/payment' || path.startsWith('/payment/'));

/** Uploading a photo is off in kid mode unless the parent allowed it for this profile. */
export const UPLOAD_PATH = '/pages/create/upload';

/** Whether a child (allowed uploads or not) opens `pathname` without the parent gate. */
export function childMayOpen(pathname: string, allowUploads: boolean): boolean {
  if (isAdultPath(pathname)) return false;
  return allowUploads || bare(pathname) !== UPLOAD_PATH;
}

// A `next` path may carry a query or a hash: only the path names the screen.
const bare = (path: string): string => path.replace(/[?#].*$/, '').replace(/\/+$/, '') || '/';
