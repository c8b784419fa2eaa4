import { ADMIN_PAGE_SIZE, type SessionUser, type User } from '@colorbook/contract';
import { isLocale, type Locale } from '@colorbook/i18n';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { badRequest, conflict, notFound } from '../../errors';
import type { AuthUser } from '../../lib/auth-user';
import type { ActiveProfile } from '../../lib/profile-request';
import { recordAudit } from '../audit/audit.service';
import type { MailService } from '../mail/mail.service';
import { keyOfFilesUrl } from '../storage/storage-keys';
import { auditTargetOfUser, createUserAccess, USER_NOT_FOUND_MESSAGE } from './user-access';
import {
  emailTakenByOther,
  findUserWithPlan,
  insertUserIfEmailFree,
  lockUser,
  pageUsers,
  storedFileExists,
  type UserRow,
  type UserWithPlan,
  updateUser,
} from './users.repo';

export const EMAIL_TAKEN_MESSAGE = 'This email address is already used by another account.';
export const PHOTO_MESSAGE = 'photo must be an image uploaded through the app.';

export interface ProfileChanges {
  name?: string;
  photo?: string | null;
  email?: string;
  /** Only the user themself sets it (PATCH /users/update). */
  locale?: Locale | null;
}

export interface UsersService {
  read(id: number): Promise<User>;
  updateSelf(
    user: AuthUser,
    changes: ProfileChanges,
    ip: string,
    /** The request's language, for the code sent to a new address when `changes` sets none. */
    requestLocale?: Locale,
  ): Promise<{ updated: true; email_token?: string }>;
  confirmEmail(user: AuthUser, input: { token: string; otp: string }): Promise<{ updated: true }>;
  updateById(actor: AuthUser, id: number, changes: ProfileChanges): Promise<{ updated: true }>;
  paginate(query: {
    page: number;
    search: string;
  }): Promise<{ data: User[]; current_page: number; last_page: number }>;
  toggleBlocked(admin: AuthUser, id: number): Promise<{ toggled: true }>;
  toggleAdmin(admin: AuthUser, id: number): Promise<{ toggled: true }>;
  create(
    actor: AuthUser,
    input: { name: string; email: string; photo?: string | null; admin?: boolean },
    /** The welcome email's language: the one the admin is working in (their request's). */
    mailLocale?: Locale,
  ): Promise<{ created: true; id: number }>;
}

/** Snake-case API shape (spec §3); the contract's serializer drops anything not listed. */
export const presentUser = (row: UserWithPlan): User => ({
  id: row.id,
  name: row.name,
  email: row.email,
  photo: row.photo,
  stripe_id: row.stripeId,
  admin: row.admin,
  blocked: row.blocked,
  created_at: row.createdAt.toISOString(),
  plan: row.plan,
  locale: isLocale(row.locale) ? row.locale : null,
});

/**
 * GET /users/read for a child session (issue 35, docs/decisions/0040): the child, with what kid
 * mode needs of the account (its id keys the device's drafts, its plan and language apply) and
 * none of its private fields: no email, photo, Stripe id or sign-up date; a child is never admin.
 */
export const presentUserToChild = (account: User, child: ActiveProfile): SessionUser => ({
  id: account.id,
  name: child.name,
  photo: null,
  admin: false,
  blocked: account.blocked,
  plan: account.plan,
  locale: account.locale,
  profile: {
    id: child.id,
    name: child.name,
    avatarColor: child.avatarColor,
    avatarAnimal: child.avatarAnimal,
    ageBand: child.ageBand,
    allowUploads: child.allowUploads,
  },
});

/** The audit detail of an admin's edit: what changed, old → new (a photo only as changed or removed). */
export function describeProfileChanges(before: UserRow, changes: ProfileChanges): string {
  const parts: string[] = [];
  if (changes.name !== undefined && changes.name !== before.name) {
    parts.push(`name: ${before.name} → ${changes.name}`);
  }
  if (changes.email !== undefined && changes.email !== before.email) {
    parts.push(`email: ${before.email} → ${changes.email}`);
  }
  if (changes.photo !== undefined && changes.photo !== before.photo) {
    parts.push(changes.photo === null ? 'photo removed' : 'photo changed');
  }
  return parts.join('; ');
}

/** A unique violation reaching us means another request took the address between check and write. */
const isUniqueViolation = (err: unknown): boolean => {
  for (let e: unknown = err; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
};

/**
 * Photos must be files our storage holds (a `/api/files/<key>` URL, local or S3, with a stored_files row),
 * so a profile can never point at a tracking pixel or another site's content.
 */
async function checkPhoto(db: Db, photo: string | null | undefined): Promise<void> {
  if (photo === undefined || photo === null) return;
  const key = keyOfFilesUrl(photo);
  if (key === null || !(await storedFileExists(db, key))) throw badRequest(PHOTO_MESSAGE);
}

async function mustRead(db: Db, id: number): Promise<User> {
  const row = await findUserWithPlan(db, id);
  if (!row) throw notFound(USER_NOT_FOUND_MESSAGE);
  return presentUser(row);
}

async function applyUpdate(db: Db, id: number, values: ProfileChanges): Promise<void> {
  try {
    if (!(await updateUser(db, id, values))) throw notFound(USER_NOT_FOUND_MESSAGE);
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(EMAIL_TAKEN_MESSAGE);
    throw err;
  }
}

/** A sign-in challenge as an email change reads it back. */
type CodeChallenge = { purpose: string; userId: number | null; email: string; pendingEmail: string | null };

/**
 * The one-time codes an email change is proven with: modules/auth's sign-in challenges, with their
 * limits and lockout, handed in by app.ts (auth/email-codes.ts) so users never imports auth.
 */
export type EmailCodes = {
  ttlMinutes: number;
  /** Refuses (429) when the address or the client asked for too many codes. */
  enforceLimits(input: { email: string; ip: string }): Promise<void>;
  issue(fields: {
    email: string;
    purpose: 'email_change';
    userId: number;
    pendingEmail: string;
  }): Promise<{ token: string; code: string }>;
  /** Checks the code and runs `apply` in the transaction that uses the challenge up. */
  redeem(
    input: {
      token: string;
      otp: string;
      /** Whose wrong codes these are (code-lockout.ts): here the signed-in user. */
      client: string;
      accepts: (challenge: CodeChallenge) => boolean;
    },
    apply: (tx: Db, challenge: CodeChallenge) => Promise<void>,
  ): Promise<void>;
  /** Ends every session of a user (a blocked account is signed out everywhere). */
  revokeAllSessions(tx: Db, userId: number): Promise<unknown>;
};

export function createUsersService(deps: {
  db: Db;
  config: Config;
  mail: MailService;
  codes: EmailCodes;
  log: FastifyBaseLogger;
}): UsersService {
  const { db, config, mail, codes, log } = deps;
  const access = createUserAccess(db, codes.revokeAllSessions);

  /**
   * The new address must prove itself: the change waits for the code mailed to it. Whether the
   * address already has an account is judged only at confirmation, by whoever holds that
   * inbox: answering it here would let any signed-in user look addresses up.
   */
  async function startEmailChange(
    user: AuthUser,
    email: string,
    ip: string,
    locale?: Locale,
  ): Promise<string> {
    await codes.enforceLimits({ email, ip });
    const { token, code } = await codes.issue({
      email,
      purpose: 'email_change',
      userId: user.id,
      pendingEmail: email,
    });
    await mail.sendCode({
      to: email,
      kind: 'email_change',
      code,
      link: `${config.PUBLIC_URL}/account`,
      expiresInMinutes: codes.ttlMinutes,
      locale,
    });
    return token;
  }

  return {
    read: (id) => mustRead(db, id),

    async updateSelf(user, { email, ...rest }, ip, requestLocale) {
      await checkPhoto(db, rest.photo);
      // A language chosen in this same update is the one the code email speaks.
      const mailLocale = rest.locale ?? requestLocale;
      // The email step goes first: if it is refused (rate limited) nothing is half-applied.
      const emailToken =
        email !== undefined && email !== user.email
          ? await startEmailChange(user, email, ip, mailLocale)
          : undefined;
      await applyUpdate(db, user.id, rest);
      return emailToken ? { updated: true, email_token: emailToken } : { updated: true };
    },

    async confirmEmail(user, input) {
      try {
        await codes.redeem(
          {
            ...input,
            client: `user:${user.id}`,
            accepts: (c) => c.purpose === 'email_change' && c.userId === user.id,
          },
          async (tx, challenge) => {
            const email = challenge.pendingEmail ?? challenge.email;
            if (await emailTakenByOther(tx, email, user.id)) throw conflict(EMAIL_TAKEN_MESSAGE);
            await updateUser(tx, user.id, { email });
          },
        );
      } catch (err) {
        if (isUniqueViolation(err)) throw conflict(EMAIL_TAKEN_MESSAGE);
        throw err;
      }
      return { updated: true };
    },

    async updateById(actor, id, changes) {
      await checkPhoto(db, changes.photo);
      // Admins manage accounts directly; an email they set applies at once (no code round trip).
      if (changes.email !== undefined && (await emailTakenByOther(db, changes.email, id))) {
        throw conflict(EMAIL_TAKEN_MESSAGE);
      }
      try {
        await db.transaction(async (tx) => {
          const before = await lockUser(tx, id);
          if (!before) throw notFound(USER_NOT_FOUND_MESSAGE);
          const detail = describeProfileChanges(before, changes);
          if (!detail) return;
          await updateUser(tx, id, changes);
          await recordAudit(tx, {
            actorId: actor.id,
            action: 'user.update',
            target: auditTargetOfUser(before),
            detail,
          });
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw conflict(EMAIL_TAKEN_MESSAGE);
        throw err;
      }
      return { updated: true };
    },

    async paginate({ page, search }) {
      const { rows, total } = await pageUsers(db, {
        search,
        limit: ADMIN_PAGE_SIZE,
        offset: (page - 1) * ADMIN_PAGE_SIZE,
      });
      return {
        data: rows.map(presentUser),
        current_page: page,
        last_page: Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE)),
      };
    },

    toggleBlocked: access.toggleBlocked,
    toggleAdmin: access.toggleAdmin,

    async create(actor, { name, email, photo, admin }, mailLocale) {
      await checkPhoto(db, photo);
      const row = await db.transaction(async (tx) => {
        const inserted = await insertUserIfEmailFree(tx, {
          name,
          email,
          photo: photo ?? null,
          admin: admin ?? false,
        });
        if (inserted) {
          await recordAudit(tx, {
            actorId: actor.id,
            action: 'user.create',
            target: auditTargetOfUser(inserted),
            detail: inserted.admin ? `${name}, as an admin` : name,
          });
        }
        return inserted;
      });
      if (!row) throw conflict('A user with this email address already exists.');
      // A courtesy: the account exists either way, and a failed email must not make the admin retry into a 409.
      await mail
        .sendAccountCreated(email, name, mailLocale)
        .catch((err: unknown) => log.warn({ err, to: email }, 'account-created email failed'));
      return { created: true, id: row.id };
    },
  };
}
