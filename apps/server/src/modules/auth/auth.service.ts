import { isLocale, type Locale } from '@colorbook/i18n';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { AppError, conflict, forbidden } from '../../errors';
import type { AuthUser } from '../../lib/auth-user';
import { BLOCKED_MESSAGE } from '../../lib/route-guards';
import { clientIpKey } from '../../lib/route-limits';
import { randomToken, sha256 } from '../../lib/secrets';
import type { MailService } from '../mail/mail.service';
import {
  adminExists,
  findUserByEmail,
  findUserById,
  insertUser,
  insertUserIfEmailFree,
  type UserRow,
  updateUser,
} from '../users/users.repo';
import { deleteSetupTokens, insertSetupToken, lockAdminCreation, setupTokenExists } from './admin-setup.repo';
import type { ChallengeRow } from './challenges.repo';
import {
  CODE_TTL_MINUTES,
  codeLimitsOf,
  enforceCodeRateLimits,
  type IssuedChallenge,
  issueChallenge,
  issueDecoyChallenge,
  messages,
  redeemChallenge,
  redeemLink,
} from './challenges.service';
import { createPauseNotifier } from './code-lockout';
import { createSession, endSession } from './sessions.service';

export const ADMIN_EXISTS_MESSAGE = 'An admin account already exists. Please sign in instead.';
export const BAD_SETUP_MESSAGE =
  'This admin setup link is not valid. Use the link from the server log, or restart the server for a new one.';

export interface AuthService {
  /** `locale` is the request's: the email's language unless the address has an account with its own. */
  signUp(input: { name: string; email: string }, ip: string, locale?: Locale): Promise<{ token: string }>;
  signIn(input: { email: string }, ip: string, locale?: Locale): Promise<{ token: string }>;
  verify(input: { token: string; otp: string }, ip: string): Promise<{ authToken: string; admin: boolean }>;
  /** Signs in by the key in the code email's link (POST /users/verify/link), despite a pause on codes. */
  verifyLink(input: { token: string; key: string }): Promise<{ authToken: string; admin: boolean }>;
  signOut(user: AuthUser): Promise<{ signed_out: true }>;
  adminStatus(): Promise<{ setup_required: boolean }>;
  createFirstAdmin(
    input: { name: string; email: string; setup: string },
    ip: string,
    locale?: Locale,
  ): Promise<{ token: string }>;
  /** At start-up: seed ADMIN_EMAIL, or log a setup link while no admin exists. */
  prepareFirstAdmin(): Promise<void>;
}

export interface AuthDeps {
  db: Db;
  config: Config;
  mail: MailService;
  log: FastifyBaseLogger;
}

const blocked = () => new AppError('USER_BLOCKED', BLOCKED_MESSAGE);

async function finishSignIn(tx: Db, challenge: ChallengeRow): Promise<UserRow> {
  const user = challenge.userId === null ? undefined : await findUserById(tx, challenge.userId);
  // A decoy cannot get here (no code matches it); a user deleted meanwhile can.
  if (!user) throw new AppError('VALIDATION_ERROR', messages.unknown);
  return user;
}

async function finishSignUp(tx: Db, challenge: ChallengeRow): Promise<UserRow> {
  const fields = { name: challenge.pendingName ?? challenge.email, email: challenge.email };
  // Two sign-ups of one new address may both be verified: the second simply signs in.
  const user = (await insertUserIfEmailFree(tx, fields)) ?? (await findUserByEmail(tx, challenge.email));
  if (!user) throw new Error('user vanished during sign-up');
  return user;
}

async function finishAdminCreate(tx: Db, challenge: ChallengeRow): Promise<UserRow> {
  await lockAdminCreation(tx);
  if (await adminExists(tx)) throw conflict(ADMIN_EXISTS_MESSAGE);
  const name = challenge.pendingName ?? challenge.email;
  const existing = await findUserByEmail(tx, challenge.email);
  // The address is proven by the code, so an existing account there simply becomes the admin.
  const user = existing
    ? await updateUser(tx, existing.id, { admin: true, blocked: false })
    : await insertUser(tx, { name, email: challenge.email, admin: true });
  if (!user) throw new Error('admin user vanished during creation');
  await deleteSetupTokens(tx);
  return user;
}

const notEmailChange = (challenge: ChallengeRow) => challenge.purpose !== 'email_change';

/** A redeemed sign-up, sign-in or first-admin challenge: its account's new session. */
async function finishChallenge(tx: Db, challenge: ChallengeRow) {
  const user =
    challenge.purpose === 'signup'
      ? await finishSignUp(tx, challenge)
      : challenge.purpose === 'admin_create'
        ? await finishAdminCreate(tx, challenge)
        : await finishSignIn(tx, challenge);
  if (user.blocked) throw blocked();
  return { authToken: await createSession(tx, user.id), admin: user.admin };
}

export function createAuthService({ db, config, mail, log }: AuthDeps): AuthService {
  const limit = (email: string, ip: string) =>
    enforceCodeRateLimits(db, { email, ip, ...codeLimitsOf(config) });
  const onPause = createPauseNotifier({ db, mail, log });
  // The key after `#`: browsers never send it, so it reaches no server or proxy log.
  const verifyLink = ({ token, linkKey }: IssuedChallenge) =>
    `${config.PUBLIC_URL}/verify/${token}#key=${linkKey}`;
  const sendCode = (
    to: string,
    kind: Parameters<MailService['sendCode']>[0]['kind'],
    challenge: IssuedChallenge,
    locale: Locale | undefined,
  ) =>
    mail.sendCode({
      to,
      kind,
      code: challenge.code,
      link: verifyLink(challenge),
      expiresInMinutes: CODE_TTL_MINUTES,
      locale,
    });

  /** Sign-in to an existing account; `kind` words the email for sign-in vs. a repeated sign-up. */
  async function challengeExisting(
    user: UserRow,
    kind: 'signin' | 'existing_account',
    requestLocale: Locale | undefined,
  ) {
    // The one place account state shows: a blocked person must learn why no code arrives.
    if (user.blocked) throw blocked();
    const challenge = await issueChallenge(db, {
      email: user.email,
      purpose: 'signin',
      userId: user.id,
    });
    // The language they chose in their account wins over the browser they happen to use.
    await sendCode(user.email, kind, challenge, isLocale(user.locale) ? user.locale : requestLocale);
    return { token: challenge.token };
  }

  async function seedConfiguredAdmin(email: string): Promise<void> {
    const created = await db.transaction(async (tx) => {
      await lockAdminCreation(tx);
      if (await adminExists(tx)) return false;
      const existing = await findUserByEmail(tx, email);
      if (existing) await updateUser(tx, existing.id, { admin: true, blocked: false });
      else await insertUser(tx, { name: config.ADMIN_NAME, email, admin: true });
      await deleteSetupTokens(tx);
      return true;
    });
    if (created) log.info(`Created the admin ${email} from ADMIN_EMAIL; sign in with that address.`);
  }

  return {
    async signUp({ name, email }, ip, locale) {
      await limit(email, ip);
      const existing = await findUserByEmail(db, email);
      // Same answer as a new sign-up; only the owner of the address learns it has an account.
      if (existing) return challengeExisting(existing, 'existing_account', locale);
      const challenge = await issueChallenge(db, { email, purpose: 'signup', pendingName: name });
      await sendCode(email, 'signup', challenge, locale);
      return { token: challenge.token };
    },

    async signIn({ email }, ip, locale) {
      await limit(email, ip);
      const existing = await findUserByEmail(db, email);
      if (existing) return challengeExisting(existing, 'signin', locale);
      // Same work as a real sign-in (a challenge row and an email), so neither the answer nor
      // its timing tells an unknown address apart; the email invites its owner to sign up.
      const { token } = await issueDecoyChallenge(db, { email, purpose: 'signin' });
      await mail.sendNoAccount(email, locale);
      return { token };
    },

    async verify(input, ip) {
      return redeemChallenge(
        db,
        { ...input, client: clientIpKey(ip), accepts: notEmailChange, onPause },
        finishChallenge,
      );
    },

    async verifyLink(input) {
      return redeemLink(db, { ...input, accepts: notEmailChange }, finishChallenge);
    },

    async signOut(user) {
      await endSession(db, user.sessionId);
      return { signed_out: true };
    },

    async adminStatus() {
      return { setup_required: !(await adminExists(db)) };
    },

    async createFirstAdmin({ name, email, setup }, ip, locale) {
      await limit(email, ip);
      if (!(await setupTokenExists(db, sha256(setup)))) {
        throw (await adminExists(db)) ? conflict(ADMIN_EXISTS_MESSAGE) : forbidden(BAD_SETUP_MESSAGE);
      }
      if (await adminExists(db)) throw conflict(ADMIN_EXISTS_MESSAGE);
      const challenge = await issueChallenge(db, { email, purpose: 'admin_create', pendingName: name });
      await sendCode(email, 'admin_create', challenge, locale);
      return { token: challenge.token };
    },

    async prepareFirstAdmin() {
      if (config.ADMIN_EMAIL) return seedConfiguredAdmin(config.ADMIN_EMAIL.toLowerCase());
      if (await adminExists(db)) return;
      const setup = randomToken();
      await insertSetupToken(db, sha256(setup));
      const link = `${config.PUBLIC_URL}/admin/create?setup=${setup}`;
      // Logged at warn so it shows at any usual LOG_LEVEL: the app is not fully usable without an admin.
      log.warn({ setupLink: link }, `No admin account exists yet. Create the first admin here: ${link}`);
    },
  };
}
