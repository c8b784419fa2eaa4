import type { Db } from '../../db/client';
import type { ChallengePurpose } from '../../db/schema';
import { AppError, badRequest } from '../../errors';
import { hitRateLimit } from '../../lib/rate-limits.repo';
import { hashOtp, randomOtp, randomToken, sameHash, sha256 } from '../../lib/secrets';
import {
  type ChallengeRow,
  consumeChallenge,
  findChallengeForUpdate,
  insertChallenge,
  recordWrongAttempt,
} from './challenges.repo';

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
  await insertChallenge(db, {
    ...fields,
    tokenHash: sha256(token),
    codeHash: hashOtp(token, code),
    ttlMs: CODE_TTL_MS,
  });
  return { token, code };
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
  return { token, code: '' };
}

/**
 * Counts one code request against the address and the client IP (fixed windows in the
 * database, so the limits hold across processes). Both are counted before either is judged,
 * so hammering one address still uses up the IP's allowance.
 */
export async function enforceCodeRateLimits(
  db: Db,
  input: { email: string; ip: string; perEmail: number; perIp: number },
): Promise<void> {
  const byIp = await hitRateLimit(db, `codes:ip:${input.ip}`, IP_WINDOW_MS);
  const byEmail = await hitRateLimit(db, `codes:email:${input.email}`, EMAIL_WINDOW_MS);
  if (byIp.count > input.perIp || byEmail.count > input.perEmail) {
    throw new AppError('RATE_LIMITED', RATE_LIMITED_MESSAGE);
  }
}

type Outcome<T> = { ok: true; value: T } | { ok: false; error: AppError };

/**
 * Checks a code and, when it is right, marks the challenge used and runs `onSuccess` in the
 * same transaction (so a failure there, e.g. a blocked user, leaves the code unused). A wrong
 * code's attempt is committed before the error is thrown, so it always counts.
 * `accepts` narrows which challenges this endpoint may redeem (purpose, owner); any other
 * counts as unknown.
 */
export async function redeemChallenge<T>(
  db: Db,
  input: { token: string; otp: string; accepts: (challenge: ChallengeRow) => boolean },
  onSuccess: (tx: Db, challenge: ChallengeRow) => Promise<T>,
): Promise<T> {
  const outcome = await db.transaction(async (tx): Promise<Outcome<T>> => {
    const challenge = await findChallengeForUpdate(tx, sha256(input.token));
    if (!challenge || !input.accepts(challenge)) return fail(messages.unknown);
    if (challenge.consumedAt) return fail(messages.used);
    if (challenge.attempts >= MAX_CODE_ATTEMPTS) return fail(messages.dead);
    if (challenge.expired) return fail(messages.expired);
    if (!sameHash(challenge.codeHash, hashOtp(input.token, input.otp))) {
      const attempts = await recordWrongAttempt(tx, challenge.id);
      const left = MAX_CODE_ATTEMPTS - attempts;
      return fail(left > 0 ? messages.wrong(left) : messages.lastTry);
    }
    if (!(await consumeChallenge(tx, challenge.id))) return fail(messages.used);
    return { ok: true, value: await onSuccess(tx, challenge) };
  });
  if (!outcome.ok) throw outcome.error;
  return outcome.value;
}

const fail = (message: string): { ok: false; error: AppError } => ({ ok: false, error: badRequest(message) });
