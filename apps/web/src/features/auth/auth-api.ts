import {
  type adminCreateBody,
  adminStatus,
  challengeResponse,
  type signInBody,
  type signUpBody,
  verifyResponse,
} from '@colorbook/contract';
import type { z } from 'zod';
import { request } from '../../lib/api';
import type { Challenge } from './challenge-storage';

/*
 * The account calls of the public screens. They are `raw`: each screen shows its own failure
 * inline (wrong code, rate limit…), and a 401 here is an answer, not an expired session.
 */

export type SignInValues = z.output<typeof signInBody>;
export type SignUpValues = z.output<typeof signUpBody>;
export type AdminCreateValues = z.output<typeof adminCreateBody>;

export const signIn = (body: SignInValues) =>
  request('POST', '/users/sign-in', { body, schema: challengeResponse, raw: true });

export const signUp = (body: SignUpValues) =>
  request('POST', '/users/sign-up', { body, schema: challengeResponse, raw: true });

export const verifyCode = (token: string, otp: string) =>
  request('POST', '/users/verify', { body: { token, otp }, schema: verifyResponse, raw: true });

/** Signs in by the key of the code email's link (it works while codes are paused). */
export const verifyLink = (token: string, key: string) =>
  request('POST', '/users/verify/link', { body: { token, key }, schema: verifyResponse, raw: true });

export const createAdmin = (body: AdminCreateValues) =>
  request('POST', '/users/admin/create', { body, schema: challengeResponse, raw: true });

/** Whether the first admin can still be created (null when the server cannot say). */
export async function readSetupRequired(): Promise<boolean | null> {
  const result = await request('GET', '/users/admin/status', { schema: adminStatus, raw: true });
  return result.ok ? result.data.setup_required : null;
}

/**
 * Sends a new code by starting the challenge again the way it was started: a sign-up only
 * creates the account on verify, and the first admin only exists after it.
 */
export function resendCode({ kind, name, email, plan, setup }: Challenge) {
  if (kind === 'sign-up' && name) return signUp({ name, email, plan });
  if (kind === 'admin' && name && setup) return createAdmin({ name, email, setup });
  return signIn({ email });
}
