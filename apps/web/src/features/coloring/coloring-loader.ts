import type { Page, User } from '@colorbook/contract';
import { type LoaderFunctionArgs, redirect } from 'react-router';
import { refreshCredits } from '../../lib/credits';
import { fetchPage } from '../../lib/pages-api';
import { loadSessionUser } from '../../lib/session';

export type ColoringData = { page: Page; user: User } | null;

/**
 * Spec §2: loads the page by id; no id, an unknown or a blocked page → /pages/create. Runs beside
 * the signed-in guard, which sends visitors to /sign-in and admins (who do not colour) to /admin,
 * so for them this loads nothing. The credits are read too: colouring a page the user neither
 * owns nor has coloured needs a public-page credit.
 */
export async function coloringLoader({ params, request }: LoaderFunctionArgs): Promise<ColoringData> {
  const user = await loadSessionUser();
  if (!user || user.admin) return null;
  const id = Number(params.id);
  if (!params.id || !Number.isInteger(id) || id <= 0) throw redirect('/pages/create');
  const [result] = await Promise.all([fetchPage(id, request.signal), refreshCredits()]);
  if (!result.ok || result.data.blocked) throw redirect('/pages/create');
  return { page: result.data, user };
}
