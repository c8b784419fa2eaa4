import { safeNextPath } from '../../lib/next-path';
import { homePathFor } from '../../lib/session';

/**
 * The code challenge waiting on /verify/{token}: how it was started, so 'Resend code' can start
 * it again and the plan chosen at sign-up survives verification. Kept in sessionStorage (this
 * tab only) with the token it belongs to.
 */
export type Challenge = {
  token: string;
  kind: 'sign-in' | 'sign-up' | 'admin';
  email: string;
  name?: string;
  plan?: string;
  /** Where to go once signed in (`?next=`, e.g. a shared page's colouring screen); checked when read. */
  next?: string;
  /** The first-admin setup token (kind 'admin'), needed to ask for another code. */
  setup?: string;
  /** When the code was sent (ms), for the resend cooldown. */
  sentAt: number;
};

const KEY = 'verify';

/** Wait before another code may be asked for (the server rate-limits sending too). */
export const RESEND_COOLDOWN_MS = 60_000;

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function tabStorage(): KeyValueStorage | undefined {
  try {
    return globalThis.sessionStorage ?? undefined;
  } catch {
    return undefined;
  }
}

export function rememberChallenge(challenge: Challenge, storage = tabStorage()): void {
  try {
    storage?.setItem(KEY, JSON.stringify(challenge));
  } catch {
    // Without storage the code still works; only resend and the plan are lost.
  }
}

/** The remembered challenge, only if it is the one for `token`. */
export function readChallenge(token: string, storage = tabStorage()): Challenge | null {
  try {
    const parsed = JSON.parse(storage?.getItem(KEY) ?? 'null') as Partial<Challenge> | null;
    if (!parsed || parsed.token !== token || typeof parsed.email !== 'string') return null;
    const kind = parsed.kind === 'sign-up' || parsed.kind === 'admin' ? parsed.kind : 'sign-in';
    return {
      token,
      kind,
      email: parsed.email,
      name: typeof parsed.name === 'string' ? parsed.name : undefined,
      plan: typeof parsed.plan === 'string' && parsed.plan ? parsed.plan : undefined,
      next: safeNextPath(typeof parsed.next === 'string' ? parsed.next : undefined),
      setup: typeof parsed.setup === 'string' ? parsed.setup : undefined,
      sentAt: typeof parsed.sentAt === 'number' ? parsed.sentAt : 0,
    };
  } catch {
    return null;
  }
}

export function forgetChallenge(storage = tabStorage()): void {
  try {
    storage?.removeItem(KEY);
  } catch {
    // Nothing to forget.
  }
}

/** /verify/{token}, keeping ?plan= and ?next= so a reload or a shared link still knows them. */
export function verifyPath(token: string, plan?: string, next?: string): string {
  const params = new URLSearchParams();
  if (plan) params.set('plan', plan);
  if (next) params.set('next', next);
  const query = params.toString() ? `?${params}` : '';
  return `/verify/${encodeURIComponent(token)}${query}`;
}

/**
 * Where a fresh session starts: admins in /admin; a plan chosen at sign-up goes on to checkout;
 * else the screen the user came for (`next`, only the app's own), else their home.
 */
export function afterVerifyPath(admin: boolean, plan?: string, next?: string): string {
  if (admin) return homePathFor({ admin });
  if (plan) return `/checkout?${new URLSearchParams({ plan })}`;
  return safeNextPath(next) ?? homePathFor({ admin });
}
