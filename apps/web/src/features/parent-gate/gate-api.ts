import { challengeResponse, type ParentGateState, parentGateState, sessionToken } from '@colorbook/contract';
import { type ApiFailure, type ApiResult, request } from '../../lib/api';
import { startSession } from '../../lib/session';

/** GET /profiles/gate: is a PIN set, is it locked, how many tries are left. */
export async function fetchGateState(): Promise<{ ok: true; state: ParentGateState } | { ok: false }> {
  const result = await request('GET', '/profiles/gate', { schema: parentGateState, raw: true });
  return result.ok ? { ok: true, state: result.data } : { ok: false };
}

export type VerifyOutcome =
  | { kind: 'passed' }
  | { kind: 'wrong' }
  | { kind: 'locked' }
  | { kind: 'failed'; error: ApiFailure };

/**
 * POST /profiles/gate/verify from the child's session. The right PIN answers a fresh grown-up
 * session, which replaces the child's on this device (decision 0040). The dialog shows wrong and
 * locked answers itself (raw: no toast), and reads the tries left and the lock's end afterwards.
 */
export async function verifyPin(pin: string): Promise<VerifyOutcome> {
  const result = await request('POST', '/profiles/gate/verify', {
    body: { pin },
    schema: sessionToken,
    raw: true,
  });
  if (result.ok) {
    await startSession(result.data.token);
    return { kind: 'passed' };
  }
  if (result.error.status === 429) return { kind: 'locked' };
  if (result.error.status === 403 && result.error.code !== 'USER_BLOCKED') return { kind: 'wrong' };
  return { kind: 'failed', error: result.error };
}

/** "Email me a code": a sign-in code to the grown-up's address; the answer is the challenge. */
export const emailGateCode = (): Promise<ApiResult<{ token: string }>> =>
  request('POST', '/profiles/gate/code', { schema: challengeResponse, raw: true });

/** The emailed code opens the gate: the grown-up's session replaces the child's. */
export async function verifyGateCode(token: string, otp: string): Promise<ApiResult<unknown>> {
  const result = await request('POST', '/profiles/gate/code/verify', {
    body: { token, otp },
    schema: sessionToken,
    raw: true,
  });
  if (result.ok) await startSession(result.data.token);
  return result;
}
