import {
  type AdminCreateUserBody,
  type AdminUpdateUserBody,
  createdUser,
  toggled,
  type User,
  type UsersPage,
  updated,
  user,
  usersPage,
} from '@colorbook/contract';
import { type ApiResult, request } from '../../lib/api';

/*
 * The admin's user calls (spec §7). The list and the forms show their failures inline (silent);
 * the quick toggles let the error catalogue notify.
 */

export function fetchUsers(page: number, search: string, signal: AbortSignal): Promise<ApiResult<UsersPage>> {
  return request('GET', '/users/paginate', {
    query: { page, search },
    schema: usersPage,
    silent: true,
    signal,
  });
}

/** For the edit loader, which turns a failure into a redirect (no notification). */
export function readUser(id: number, signal?: AbortSignal): Promise<ApiResult<User>> {
  return request('GET', `/users/${id}/read`, { schema: user, silent: true, signal });
}

export function updateUser(id: number, body: AdminUpdateUserBody) {
  return request('PATCH', `/users/${id}/update`, { body, schema: updated, silent: true });
}

export function createUser(body: AdminCreateUserBody) {
  return request('POST', '/users/create', { body, schema: createdUser, silent: true });
}

/** Spec §4: block (which signs the user out everywhere) or unblock. */
export async function toggleUserBlocked(id: number): Promise<boolean> {
  return (await request('PATCH', `/users/${id}/blocked/toggle`, { schema: toggled })).ok;
}

/** Make the user an admin, or remove the role. */
export async function toggleUserAdmin(id: number): Promise<boolean> {
  return (await request('PATCH', `/users/${id}/admin/toggle`, { schema: toggled })).ok;
}
