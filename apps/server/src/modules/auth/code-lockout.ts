import { isLocale } from '@colorbook/i18n';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { AppError } from '../../errors';
import { translatedError } from '../../i18n/translated-error';
import { hitRateLimit, readRateLimit } from '../../lib/rate-limits.repo';
import type { MailService } from '../mail/mail.service';
import { findUserByEmail } from '../users/users.repo';

/*
 * The daily caps on wrong codes. Per-challenge tries (5) and send limits alone still let a
 * patient guesser try thousands of codes a day against one account. Counted per address *and
 * client* (clientIpKey: an IPv6 /64 is one client), a guesser is paused after 10 while the
 * owner, elsewhere, still signs in; an address-wide ceiling far above that (100) bounds what many
 * clients together may guess, so a 6-digit code still holds for about 10⁴ days. A pause stops
 * codes only: the link in every code email proves the inbox and signs in despite it
 * (docs/decisions/0039-sign-in-pauses-per-client.md).
 */
export const MAX_WRONG_CODES_PER_DAY = 10;
export const MAX_WRONG_CODES_PER_DAY_ALL_CLIENTS = 100;
export const WRONG_CODES_WINDOW_MS = 24 * 60 * 60_000;

const wrongCodesKey = (email: string) => `codes:wrong:${email}`;
const clientWrongCodesKey = (email: string, client: string) => `codes:wrong:${email}:ip:${client}`;
const HOUR_MS = 60 * 60_000;
const hoursLeft = (ttlMs: number) => Math.max(1, Math.ceil(ttlMs / HOUR_MS));

/** The answer while an address is paused: a 429 like every limit, saying how long to wait. */
export function pausedError(ttlMs: number): AppError {
  return translatedError('RATE_LIMITED', 'server.sign_in_paused', { hours: hoursLeft(ttlMs) });
}

/**
 * The pause on codes for this address from this client, if one is running: the client's own
 * wrong codes, or every client's past the ceiling (same for addresses with and without an account).
 */
export async function pauseOf(db: Db, email: string, client: string): Promise<AppError | undefined> {
  const own = await readRateLimit(db, clientWrongCodesKey(email, client));
  if (own && own.count >= MAX_WRONG_CODES_PER_DAY) return pausedError(own.ttlMs);
  const all = await readRateLimit(db, wrongCodesKey(email));
  return all && all.count >= MAX_WRONG_CODES_PER_DAY_ALL_CLIENTS ? pausedError(all.ttlMs) : undefined;
}

/**
 * Counts one wrong code against the address, from this client. `pausedNow` is true for exactly
 * the code that reaches the address-wide ceiling (the count only grows within a window), so the
 * owner is told once per day that codes no longer work from anywhere; a single client's pause
 * touches nobody else and mails nobody.
 */
export async function countWrongCode(
  db: Db,
  email: string,
  client: string,
): Promise<{ paused?: AppError; pausedNow: boolean; ttlMs: number }> {
  const own = await hitRateLimit(db, clientWrongCodesKey(email, client), WRONG_CODES_WINDOW_MS);
  const all = await hitRateLimit(db, wrongCodesKey(email), WRONG_CODES_WINDOW_MS);
  if (all.count >= MAX_WRONG_CODES_PER_DAY_ALL_CLIENTS) {
    return {
      paused: pausedError(all.ttlMs),
      pausedNow: all.count === MAX_WRONG_CODES_PER_DAY_ALL_CLIENTS,
      ttlMs: all.ttlMs,
    };
  }
  if (own.count >= MAX_WRONG_CODES_PER_DAY) {
    return { paused: pausedError(own.ttlMs), pausedNow: false, ttlMs: own.ttlMs };
  }
  return { pausedNow: false, ttlMs: own.ttlMs };
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
