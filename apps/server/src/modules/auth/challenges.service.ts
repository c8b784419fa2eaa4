import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { ChallengePurpose } from '../../db/schema';
import { AppError, badRequest } from '../../errors';
import { hitRateLimit } from '../../lib/rate-limits.repo';
import { clientIpKey } from '../../lib/route-limits';
import { hashOtp, randomOtp, randomToken, sameHash, sha256 } from '../../lib/secrets';
import {
  type ChallengeRow,
  consumeChallenge,
  findChallengeForUpdate,
  insertChallenge,
  newerChallengeExists,
  recordWrongAttempt,
} from './challenges.repo';
import { countWrongCode, type PauseNotifier, pauseOf } from './code-lockout';

/** DESIGN §5. */
export const CODE_TTL_MINUTES = 10;
export const CODE_TTL_MS = CODE_TTL_MINUTES * 60_000;
export const MAX_CODE_ATTEMPTS = 5;
export const EMAIL_WINDOW_MS = 15 * 60_000;
export const IP_WINDOW_MS = 60 * 60_000;

export const RATE_LIMITED_MESSAGE = 'Too many codes requested. Please wait a few minutes and try again.';
export const messages = {
  unknown: 'This code is not valid any more. Please request a new code.',
  used: 'This code has already been used. Please request a new code.',
  replaced: 'A newer code has been sent to this address. Please use the code from the latest email.',
  expired: 'This code has expired. Please request a new code.',
  dead: 'Too many wrong codes. Please request a new code.',
  lastTry: 'That code is not right, and that was the last try. Please request a new code.',
  wrong: (left: number) => `That code is not right. You have ${left} ${left === 1 ? 'try' : 'tries'} left.`,
};

export interface IssuedChallenge {
  /** Goes to the client (`{token}`) and into the emailed link. */
  token: string;
  /** Goes only into the email. Empty for a decoy, which has no code that works. */
  code: string;
  /**
   * Goes only into the email's link (after `#`, so it reaches no server log): proves the inbox,
   * so it signs in despite a pause on codes (redeemLink). Empty for a decoy.
   */
  linkKey: string;
}

type ChallengeFields = {
  email: string;
  purpose: ChallengePurpose;
  userId?: number | null;
  pendingName?: string | null;
  pendingEmail?: string | null;
};

export async function issueChallenge(db: Db, fields: ChallengeFields): Promise<IssuedChallenge> {
  const token = randomToken();
  const code = randomOtp();
  const linkKey = randomToken();
  await insertChallenge(db, {
    ...fields,
    tokenHash: sha256(token),
    codeHash: hashOtp(token, code),
    linkHash: sha256(linkKey),
    ttlMs: CODE_TTL_MS,
  });
  return { token, code, linkKey };
}

/**
 * A challenge no code can open, for a sign-in to an unknown address: the client gets a token
 * of the same shape, and every code it tries is "not right" with tries counting down exactly
 * as for a real account, so the answers reveal nothing about which addresses have accounts.
 */
export async function issueDecoyChallenge(db: Db, fields: ChallengeFields): Promise<IssuedChallenge> {
  const token = randomToken();
  await insertChallenge(db, {
    ...fields,
    tokenHash: sha256(token),
    codeHash: sha256(randomToken()),
    ttlMs: CODE_TTL_MS,
  });
  return { token, code: '', linkKey: '' };
}

export interface CodeLimits {
  /** Codes to one address from one client per 15 minutes. */
  perEmail: number;
  /** Codes to one address from all clients together per 15 minutes. */
  perEmailAllIps: number;
  /** Code requests from one client per hour. */
  perIp: number;
}

export const codeLimitsOf = (
  config: Pick<Config, 'CODE_LIMIT_PER_EMAIL' | 'CODE_LIMIT_PER_EMAIL_ALL_IPS' | 'CODE_LIMIT_PER_IP'>,
): CodeLimits => ({
  perEmail: config.CODE_LIMIT_PER_EMAIL,
  perEmailAllIps: config.CODE_LIMIT_PER_EMAIL_ALL_IPS,
  perIp: config.CODE_LIMIT_PER_IP,
});

/**
 * Counts one code request (fixed windows in the database, so the limits hold across
 * processes), keyed by client (clientIpKey: an IPv6 /64 is one client). The client's own
 * counters (all its requests, and its requests for this address) are counted before either is
 * judged, so hammering one address still uses up the client's allowance. The address-wide
 * ceiling counts only requests the client was allowed: a stranger spending their own
 * allowance for someone's address leaves that person's codes from their own device alone.
 * A pause on codes does not stop a request: the email's link still signs in (redeemLink).
 */
export async function enforceCodeRateLimits(
  db: Db,
  input: { email: string; ip: string } & CodeLimits,
): Promise<void> {
  const client = clientIpKey(input.ip);
  const byIp = await hitRateLimit(db, `codes:ip:${client}`, IP_WINDOW_MS);
  const byClient = await hitRateLimit(db, `codes:email:${input.email}:ip:${client}`, EMAIL_WINDOW_MS);
  if (byIp.count > input.perIp || byClient.count > input.perEmail) {
    throw new AppError('RATE_LIMITED', RATE_LIMITED_MESSAGE);
  }
  const byEmail = await hitRateLimit(db, `codes:email:${input.email}`, EMAIL_WINDOW_MS);
  if (byEmail.count > input.perEmailAllIps) throw new AppError('RATE_LIMITED', RATE_LIMITED_MESSAGE);
}

type Outcome<T> =
  | { ok: true; value: T }
  | { ok: false; error: AppError; pausedNow?: { email: string; ttlMs: number } };

/**
 * Checks a code and, when it is right, marks the challenge used and runs `onSuccess` in the
 * same transaction (so a failure there, e.g. a blocked user, leaves the code unused). A wrong
 * code's attempt (on the challenge and on the address's daily count) is committed before the
 * error is thrown, so it always counts. Only the newest challenge of an address works, and
 * none while the address is paused; the code that starts a pause calls `onPause` once.
 * `accepts` narrows which challenges this endpoint may redeem (purpose, owner); any other
 * counts as unknown.
 */
export async function redeemChallenge<T>(
  db: Db,
  input: {
    token: string;
    otp: string;
    /** Who is guessing: clientIpKey(ip) before sign-in, `user:<id>` for an email change. */
    client: string;
    accepts: (challenge: ChallengeRow) => boolean;
    onPause: PauseNotifier;
  },
  onSuccess: (tx: Db, challenge: ChallengeRow) => Promise<T>,
): Promise<T> {
  const outcome = await db.transaction(async (tx): Promise<Outcome<T>> => {
    const challenge = await findChallengeForUpdate(tx, sha256(input.token));
    if (!challenge || !input.accepts(challenge)) return fail(messages.unknown);
    const paused = await pauseOf(tx, challenge.email, input.client);
    if (paused) return { ok: false, error: paused };
    if (challenge.consumedAt) return fail(messages.used);
    if (await newerChallengeExists(tx, challenge)) return fail(messages.replaced);
    if (challenge.attempts >= MAX_CODE_ATTEMPTS) return fail(messages.dead);
    if (challenge.expired) return fail(messages.expired);
    if (!sameHash(challenge.codeHash, hashOtp(input.token, input.otp))) {
      const attempts = await recordWrongAttempt(tx, challenge.id);
      const today = await countWrongCode(tx, challenge.email, input.client);
      if (today.paused) {
        const pausedNow = today.pausedNow ? { email: challenge.email, ttlMs: today.ttlMs } : undefined;
        return { ok: false, error: today.paused, pausedNow };
      }
      const left = MAX_CODE_ATTEMPTS - attempts;
      return fail(left > 0 ? messages.wrong(left) : messages.lastTry);
    }
    if (!(await consumeChallenge(tx, challenge.id))) return fail(messages.used);
    return { ok: true, value: await onSuccess(tx, challenge) };
  });
  if (outcome.ok) return outcome.value;
  if (outcome.pausedNow) input.onPause(outcome.pausedNow.email, outcome.pausedNow.ttlMs);
  throw outcome.error;
}

/**
 * Redeems a challenge by the key in its email's link, which only the inbox has (256 random bits,
 * so nothing to guess and no try counted): it signs in despite a pause on codes, a newer code or
 * wrong tries, and only within the code's lifetime, once. `onSuccess` as for redeemChallenge.
 */
export async function redeemLink<T>(
  db: Db,
  input: { token: string; key: string; accepts: (challenge: ChallengeRow) => boolean },
  onSuccess: (tx: Db, challenge: ChallengeRow) => Promise<T>,
): Promise<T> {
  const outcome = await db.transaction(async (tx): Promise<Outcome<T>> => {
    const challenge = await findChallengeForUpdate(tx, sha256(input.token));
    if (!challenge?.linkHash || !input.accepts(challenge)) return fail(messages.unknown);
    if (!sameHash(challenge.linkHash, sha256(input.key))) return fail(messages.unknown);
    if (challenge.consumedAt) return fail(messages.used);
    if (challenge.expired) return fail(messages.expired);
    if (!(await consumeChallenge(tx, challenge.id))) return fail(messages.used);
    return { ok: true, value: await onSuccess(tx, challenge) };
  });
  if (outcome.ok) return outcome.value;
  throw outcome.error;
}

const fail = (message: string): Outcome<never> => ({ ok: false, error: badRequest(message) });
