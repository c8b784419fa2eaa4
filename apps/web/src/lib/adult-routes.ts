import { KID_HOME, matchScreen } from '../app/screens';

/*
 * Kid mode (issue 24): the screens a child does not open, as the screen table says
 * (app/screens.ts, `adultOnly`). Reaching one asks the parent gate; passing it leaves kid mode.
 * The server refuses their API routes for a child as well.
 */

export { KID_HOME };

// A `next` path may carry a query or a hash: only the path names the screen.
const bare = (path: string): string => path.replace(/[?#].*$/, '').replace(/\/+$/, '') || '/';

/** /account, /account/pay/success, /checkout, /payment, /payment/test, /admin/…, /books… */
export function isAdultPath(pathname: string): boolean {
  return matchScreen(bare(pathname))?.screen.adultOnly === true;
}

/** Whether a child (allowed uploads or not) opens `pathname` without the parent gate. */
export function childMayOpen(pathname: string, allowUploads: boolean): boolean {
  const adultOnly = matchScreen(bare(pathname))?.screen.adultOnly;
  return adultOnly === undefined || (adultOnly === 'unless-uploads' && allowUploads);
}
