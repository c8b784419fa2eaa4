import { locales } from '@colorbook/i18n';
import { z } from 'zod';
import { paginated, updated } from './common';
import { sessionProfile } from './profiles';
import { singleLine } from './text';

/** Names are shown to other users; keep them printable and short. */
export const personName = singleLine(
  z.string().trim().min(1, 'Please enter your name').max(80, 'Name must be at most 80 characters'),
);
export const emailAddress = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, 'Email address is too long')
  .pipe(z.email('Please enter a valid email address'));
/**
 * Photo URLs come from /storage/upload (a path under /api/files/ or an absolute S3 URL).
 * `''` means no photo, as null does: spec §7's client sends it for a user without one.
 */
export const photoUrl = z
  .string()
  .trim()
  .max(2048)
  .nullable()
  .transform((value) => (value === '' ? null : value));
export const otpCode = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'The code has 6 digits');
export const challengeToken = z.string().min(16).max(128);
/** One of the languages Colorbook speaks (issue 23); an unknown one is refused naming them all. */
export const supportedLocale = z.enum(locales, {
  error: () => `Choose one of the supported languages: ${locales.join(', ')}.`,
});
export type UserLocale = z.infer<typeof supportedLocale>;

export const signUpBody = z.object({
  name: personName,
  email: emailAddress,
  plan: z.string().max(40).optional(),
});
export const signInBody = z.object({ email: emailAddress });
export const challengeResponse = z.object({ token: challengeToken });
export const verifyBody = z.object({ token: challengeToken, otp: otpCode });
/** The key after `#key=` in a code email's link (base64url, as randomToken makes it). */
export const verifyLinkBody = z.object({
  token: challengeToken,
  key: z
    .string()
    .min(16)
    .max(128)
    .regex(/^[\w-]+$/),
});
export const verifyResponse = z.object({ authToken: z.string(), admin: z.boolean() });
export const adminCreateBody = z.object({
  name: personName,
  email: emailAddress,
  setup: z.string().min(16).max(128),
});
export const signedOut = z.object({ signed_out: z.literal(true) });
/** Public: the web app offers /admin/create only while this is true. */
export const adminStatus = z.object({ setup_required: z.boolean() });

export const userPlan = z.object({ name: z.string(), title: z.string(), paid: z.boolean() });
/** A user as they see themselves, and as admins see them. */
export const user = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  photo: z.string().nullable(),
  stripe_id: z.string().nullable(),
  admin: z.boolean(),
  blocked: z.boolean(),
  created_at: z.string(),
  plan: userPlan.nullable(),
  /** The language chosen in the account; null = follow the browser. */
  locale: supportedLocale.nullable(),
  /**
   * GET /users/read: the child a child session is (issue 35), so a reload stays in kid mode with
   * no flag kept on the device; null for the grown-up.
   */
  profile: sessionProfile.nullable().optional(),
});
export type User = z.infer<typeof user>;
/**
 * GET /users/read: the signed-in user. A child session (issue 35, docs/decisions/0040) is told
 * only what kid mode needs: `profile`, its own name in `name`, the account's id, plan and
 * language; never the account's email, photo, Stripe id or sign-up date, and never admin.
 */
export const sessionUser = user.extend({
  email: z.string().optional(),
  stripe_id: z.string().nullable().optional(),
  created_at: z.string().optional(),
});
export type SessionUser = z.infer<typeof sessionUser>;
/** What other users may see of an owner (DESIGN §7). */
export const publicUser = z.object({ name: z.string(), photo: z.string().nullable() });

/** Refuses fields it does not list (admin, blocked, stripe_id, credits…), naming them. */
const onlyTheseFields = <T extends z.ZodRawShape>(shape: T) =>
  z.strictObject(shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `${issue.keys.join(', ')} cannot be set here. Allowed: ${Object.keys(shape).join(', ')}.`
        : undefined,
  });

/** Strict: unknown fields (admin, blocked, stripe_id, credits…) are refused with 400. */
export const updateSelfBody = onlyTheseFields({
  name: personName.optional(),
  photo: photoUrl.optional(),
  email: emailAddress.optional(),
  /** null goes back to following the browser's language. */
  locale: supportedLocale.nullable().optional(),
});
/** When the email changes, a code goes to the new address; `email_token` confirms it. */
export const updateSelfResponse = z.object({
  updated: z.literal(true),
  email_token: challengeToken.optional(),
});
export const confirmEmailBody = verifyBody;
export const confirmEmailResponse = updated;

export const adminUpdateUserBody = onlyTheseFields({
  name: personName.optional(),
  photo: photoUrl.optional(),
  email: emailAddress.optional(),
});
export const adminCreateUserBody = onlyTheseFields({
  name: personName,
  email: emailAddress,
  photo: photoUrl.optional(),
  admin: z.boolean().optional(),
});
/** POST /users/create: the new user's id, so the admin screen can open their page. */
export const createdUser = z.object({ created: z.literal(true), id: z.number().int() });

export const usersPage = paginated(user);

export const usersQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  search: z.string().trim().max(100).optional().default(''),
});

export type SignUpBody = z.infer<typeof signUpBody>;
export type SignInBody = z.infer<typeof signInBody>;
export type ChallengeResponse = z.infer<typeof challengeResponse>;
export type VerifyBody = z.infer<typeof verifyBody>;
export type VerifyLinkBody = z.infer<typeof verifyLinkBody>;
export type VerifyResponse = z.infer<typeof verifyResponse>;
export type AdminCreateBody = z.infer<typeof adminCreateBody>;
export type AdminStatus = z.infer<typeof adminStatus>;
export type UpdateSelfBody = z.infer<typeof updateSelfBody>;
export type UpdateSelfResponse = z.infer<typeof updateSelfResponse>;
export type AdminUpdateUserBody = z.infer<typeof adminUpdateUserBody>;
export type AdminCreateUserBody = z.infer<typeof adminCreateUserBody>;
export type UsersPage = z.infer<typeof usersPage>;
export type UsersQuery = z.input<typeof usersQuery>;
