import type { Page, User } from '@colorbook/contract';
import type { LoaderFunctionArgs } from 'react-router';
import { fetchPage } from '../../lib/pages-api';
import { loadSessionUser } from '../../lib/session';
import { fetchTogether } from '../../lib/together-api';

export type TogetherData =
  | { kind: 'session'; code: string; page: Page; user: User }
  | { kind: 'refused'; message: string }
  | null;

/**
 * /together/{code}: the session (404 for an unknown or ended code: the screen says so, in the
 * person's language, as the server worded it), then its page. The signed-in guard runs beside.
 */
export async function togetherLoader({ params, request }: LoaderFunctionArgs): Promise<TogetherData> {
  const user = await loadSessionUser();
  if (!user || user.admin) return null;
  const code = (params.code ?? '').toUpperCase();
  const session = await fetchTogether(code, request.signal);
  if (!session.ok) return { kind: 'refused', message: session.error.message };
  const page = await fetchPage(session.data.pageId, request.signal);
  if (!page.ok) return { kind: 'refused', message: page.error.message };
  return { kind: 'session', code, page: page.data, user };
}
