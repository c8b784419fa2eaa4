import { type ParentGateState, parentGateState } from '@colorbook/contract';
import { type ApiFailure, request } from '../../lib/api';

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
 * POST /profiles/gate/verify. The dialog shows wrong and locked answers itself (raw: no toast),
 * and reads the tries left and the lock's end from the gate state afterwards.
 */
export async function verifyPin(pin: string): Promise<VerifyOutcome> {
  const result = await request('POST', '/profiles/gate/verify', { body: { pin }, raw: true });
  if (result.ok) return { kind: 'passed' };
  if (result.error.status === 429) return { kind: 'locked' };
  if (result.error.status === 403 && result.error.code !== 'USER_BLOCKED') return { kind: 'wrong' };
  return { kind: 'failed', error: result.error };
}
