import { isLocale } from '@colorbook/i18n';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { AppError } from '../../errors';
import { translatedError } from '../../i18n/translated-error';
import { hitRateLimit, readRateLimit } from '../../lib/rate-limits.repo';
import type { MailService } from '../mail/mail.service';
import { findUserByEmail } from '../users/users.repo';

/*
 * The daily cap on wrong codes per address. Per-challenge tries (5) and send limits alone
 * still let a patient guesser try thousands of codes a day against one account; counted per
 * address over every challenge, a 6-digit code holds for about 10⁵ days. The price is that
 * anyone who knows an address can pause its sign-ins for a day, so the owner is told.
 */
export const MAX_WRONG_CODES_PER_DAY = 10;
export const WRONG_CODES_WINDOW_MS = 24 * 60 * 60_000;

const wrongCodesKey = (email: string) => `codes:wrong:${email}`;
const HOUR_MS = 60 * 60_000;
const hoursLeft = (ttlMs: number) => Math.max(1, Math.ceil(ttlMs / HOUR_MS));

/** The answer while an address is paused: a 429 like every limit, saying how long to wait. */
export function pausedError(ttlMs: number): AppError {
  return translatedError('RATE_LIMITED', 'server.sign_in_paused', { hours: hoursLeft(ttlMs) });
}

/** The pause on this address, if one is running (same for addresses with and without an account). */
export async function pauseOf(db: Db, email: string): Promise<AppError | undefined> {
  const wrong = await readRateLimit(db, wrongCodesKey(email));
  return wrong && wrong.count >= MAX_WRONG_CODES_PER_DAY ? pausedError(wrong.ttlMs) : undefined;
}

export async function assertNotPaused(db: Db, email: string): Promise<void> {
  const paused = await pauseOf(db, email);
  if (paused) throw paused;
}

/**
 * Counts one wrong code against the address. `pausedNow` is true for exactly the code that
 * reaches the cap (the count only grows within a window), so the owner is told once per pause.
 */
export async function countWrongCode(
  db: Db,
  email: string,
): Promise<{ paused?: AppError; pausedNow: boolean; ttlMs: number }> {
  const { count, ttlMs } = await hitRateLimit(db, wrongCodesKey(email), WRONG_CODES_WINDOW_MS);
  if (count < MAX_WRONG_CODES_PER_DAY) return { pausedNow: false, ttlMs };
  return { paused: pausedError(ttlMs), pausedNow: count === MAX_WRONG_CODES_PER_DAY, ttlMs };
}

export type PauseNotifier = (email: string, ttlMs: number) => void;

/**
 * Emails the account at `email`, if there is one, that its sign-in is paused. Not awaited by
 * the request: an unknown address sends nothing, and a reply that waited for the mail would
 * tell the two apart by its timing.
 */
export function createPauseNotifier(deps: {
  db: Db;
  mail: MailService;
  log: FastifyBaseLogger;
}): PauseNotifier {
  const { db, mail, log } = deps;
  const notify = async (email: string, ttlMs: number) => {
    const user = await findUserByEmail(db, email);
    // No request of theirs to go by: their account's language, else English.
    if (user)
      await mail.sendSignInPaused(
        user.email,
        hoursLeft(ttlMs),
        isLocale(user.locale) ? user.locale : undefined,
      );
    log.warn({ email, account: Boolean(user) }, 'sign-in paused after too many wrong codes');
  };
  return (email, ttlMs) => {
    notify(email, ttlMs).catch((err: unknown) => log.warn({ err, to: email }, 'sign-in paused email failed'));
  };
}
