import {
  GATE_NEEDS_CHILD_SESSION,
  type ParentGateState,
  PIN_LOCK_MINUTES,
  PIN_LOCKED,
  PIN_MAX_TRIES,
  PIN_NOT_SET,
  PIN_RESET_FRESH_MINUTES,
  PIN_RESET_NEEDS_SIGN_IN,
  type SessionToken,
  type SetPinBody,
  WRONG_PIN,
} from '@colorbook/contract';
import type { Locale } from '@colorbook/i18n';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { AppError, conflict, forbidden } from '../../errors';
import type { ActiveProfile } from '../../lib/profile-request';
import type { AuthService } from '../auth/auth.service';
import { endSession, exchangeSession } from '../auth/sessions.service';
import type { MailService } from '../mail/mail.service';
import {
  clearTries,
  findGate,
  type ParentGateRow,
  recordWrongTry,
  savePin,
  sessionIsFresh,
} from './parent-gate.repo';
import { hashPin, pinMatches } from './pin-hash';

/** Who asks: the account, its address (for the lock mail) and the session the request came with. */
export interface GateAccount {
  id: number;
  email: string;
  sessionId: number;
  /** The adult's language for the lock email: the request's (their chosen one, else the browser's). */
  mailLocale?: Locale;
  /** The child the session is bound to (docs/decisions/0040); the gate opens only from one. */
  sessionProfile?: ActiveProfile | null;
}

const isLocked = (row: Pick<ParentGateRow, 'lockedUntil'>, now = new Date()) =>
  row.lockedUntil !== null && row.lockedUntil > now;

const stateOf = (row: ParentGateRow | undefined): ParentGateState => {
  if (!row) return { pinSet: false, lockedUntil: null, triesLeft: PIN_MAX_TRIES };
  if (isLocked(row))
    return { pinSet: true, lockedUntil: row.lockedUntil?.toISOString() ?? null, triesLeft: 0 };
  // A lock that ran out gives all the tries back (the next wrong try counts from one).
  const used = row.lockedUntil === null ? row.failedCount : 0;
  return { pinSet: true, lockedUntil: null, triesLeft: Math.max(0, PIN_MAX_TRIES - used) };
};

const locked = () => new AppError('RATE_LIMITED', PIN_LOCKED);

/**
 * The parent gate (issue 24, docs/decisions/0031): a 4-digit PIN hashed like a password;
 * PIN_MAX_TRIES wrong tries lock it for PIN_LOCK_MINUTES and email the adult, once per lock.
 */
export function createParentGateService(deps: {
  db: Db;
  mail: MailService;
  log: FastifyBaseLogger;
  /** "Email me a code": the account's own sign-in code opens the gate too. */
  auth: Pick<AuthService, 'signIn' | 'verify'>;
}) {
  const { db, mail, log, auth } = deps;

  /** A wrong PIN: counted (race-safe, repo), the locking try mails the adult. */
  async function wrongTry(account: GateAccount): Promise<never> {
    const counted = await recordWrongTry(db, account.id);
    if (!counted) throw locked();
    if (counted.lockedUntil !== null) {
      // Only the try that set the lock gets here: later ones find it locked and count nothing.
      await mail
        .sendParentGateLocked(account.email, PIN_LOCK_MINUTES, account.mailLocale)
        .catch((err: unknown) => log.error({ err }, 'parent gate lock mail not sent'));
      throw locked();
    }
    throw forbidden(WRONG_PIN);
  }

  return {
    async state(userId: number): Promise<ParentGateState> {
      return stateOf(await findGate(db, userId));
    },

    /**
     * Sets (or changes) the PIN. With one set, the old PIN is needed, or a session signed in less
     * than PIN_RESET_FRESH_MINUTES ago: the reset for a forgotten PIN, which also ends a lock.
     */
    async setPin(account: GateAccount, body: SetPinBody): Promise<ParentGateState> {
      const gate = await findGate(db, account.id);
      if (gate && !(await sessionIsFresh(db, account.sessionId, PIN_RESET_FRESH_MINUTES))) {
        if (body.current === undefined) throw forbidden(PIN_RESET_NEEDS_SIGN_IN);
        if (isLocked(gate)) throw locked();
        if (!(await pinMatches(body.current, gate.pinHash))) await wrongTry(account);
      }
      return stateOf(await savePin(db, account.id, await hashPin(body.pin)));
    },

    /**
     * From a child session only: the right PIN ends it and returns a fresh adult session
     * (docs/decisions/0040). 403 WRONG_PIN; 429 PIN_LOCKED while locked, right PIN or not.
     */
    async verify(account: GateAccount, pin: string): Promise<SessionToken> {
      if (!account.sessionProfile) throw conflict(GATE_NEEDS_CHILD_SESSION);
      const gate = await findGate(db, account.id);
      if (!gate) throw conflict(PIN_NOT_SET);
      if (isLocked(gate)) throw locked();
      if (!(await pinMatches(pin, gate.pinHash))) return wrongTry(account);
      // A lock set by a wrong try that overlapped this one still holds.
      if (!(await clearTries(db, account.id))) throw locked();
      return { token: await exchangeSession(db, account.sessionId, account.id, null) };
    },

    /**
     * "Email me a code" (also while the PIN is locked): a sign-in code to the account's own
     * address, through the sign-in's own limits; the child learns no address, only the challenge.
     */
    async emailCode(account: GateAccount, ip: string, locale?: Locale): Promise<{ token: string }> {
      if (!account.sessionProfile) throw conflict(GATE_NEEDS_CHILD_SESSION);
      return auth.signIn({ email: account.email }, ip, locale);
    },

    /** The emailed code: a fresh adult session (the sign-in's own), and the child session ends. */
    async verifyCode(
      account: GateAccount,
      body: { token: string; otp: string },
      ip: string,
    ): Promise<SessionToken> {
      if (!account.sessionProfile) throw conflict(GATE_NEEDS_CHILD_SESSION);
      // The client's address: wrong codes pause per address and client (docs/decisions/0039).
      const { authToken } = await auth.verify(body, ip);
      await endSession(db, account.sessionId);
      return { token: authToken };
    },
  };
}

export type ParentGateService = ReturnType<typeof createParentGateService>;
