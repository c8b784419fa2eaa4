import type { User } from '@colorbook/contract';
import { type LoaderFunctionArgs, redirect } from 'react-router';
import { failureMessage } from '../../lib/api-errors';
import { notifyDanger } from '../../lib/notifications';
import { parseRouteId } from '../../lib/route-id';
import { loadSessionUser } from '../../lib/session';
import { readUser } from './users-api';

export const USERS_PATH = '/admin/users';
export type UserEditData = { user: User } | null;

/**
 * Spec §4/§5: the id from the address is converted to a number; a missing, non-numeric or
 * unknown id goes back to the users list. Runs beside the admin guard: a visitor or a user is
 * sent away by the guard (whose redirect wins, as the parent's), so this reads nothing for them.
 */
export async function userEditLoader({ params, request }: LoaderFunctionArgs): Promise<UserEditData> {
  const id = parseRouteId(params.id);
  if (id === null) throw redirect(USERS_PATH);
  const viewer = await loadSessionUser();
  if (!viewer?.admin) return null;
  const result = await readUser(id, request.signal);
  if (result.ok) return { user: result.data };
  // Not found is the spec's redirect; anything else (offline, server trouble) also says why.
  if (result.error.status !== 404) notifyDanger(failureMessage(result.error), { keepOnNavigation: true });
  throw redirect(USERS_PATH);
}
