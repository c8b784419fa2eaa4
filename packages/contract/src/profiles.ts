import { z } from 'zod';
import { rowId } from './common';
import { singleLine } from './text';

/*
 * Child profiles, kid mode and the parent gate (issue 24, docs/decisions/0031). An account is the
 * adult (who signs in, pays and manages) plus up to PROFILES_MAX child profiles. The active child
 * travels in the PROFILE_HEADER on every request; no header means the adult.
 */

export const PROFILES_MAX = 6;
export const PROFILE_HEADER = 'x-profile-id';
export const PROFILE_NAME_MAX = 24;

export const ageBands = ['3-5', '6-8', '9-12'] as const;
export type AgeBand = (typeof ageBands)[number];
export const AGE_BAND_LABELS: Record<AgeBand, string> = { '3-5': '3–5', '6-8': '6–8', '9-12': '9–12' };

/** OpenMoji animals (their hexcodes name the SVG under the generator's OpenMoji set). */
export const profileAnimals = [
  'cat',
  'dog',
  'fox',
  'lion',
  'panda',
  'rabbit',
  'bear',
  'owl',
  'frog',
  'unicorn',
  'penguin',
  'turtle',
] as const;
export type ProfileAnimal = (typeof profileAnimals)[number];
export const PROFILE_ANIMAL_EMOJI: Record<ProfileAnimal, { emoji: string; hexcode: string; label: string }> =
  {
    cat: { emoji: '🐱', hexcode: '1F431', label: 'Cat' },
    dog: { emoji: '🐶', hexcode: '1F436', label: 'Dog' },
    fox: { emoji: '🦊', hexcode: '1F98A', label: 'Fox' },
    lion: { emoji: '🦁', hexcode: '1F981', label: 'Lion' },
    panda: { emoji: '🐼', hexcode: '1F43C', label: 'Panda' },
    rabbit: { emoji: '🐰', hexcode: '1F430', label: 'Rabbit' },
    bear: { emoji: '🐻', hexcode: '1F43B', label: 'Bear' },
    owl: { emoji: '🦉', hexcode: '1F989', label: 'Owl' },
    frog: { emoji: '🐸', hexcode: '1F438', label: 'Frog' },
    unicorn: { emoji: '🦄', hexcode: '1F984', label: 'Unicorn' },
    penguin: { emoji: '🐧', hexcode: '1F427', label: 'Penguin' },
    turtle: { emoji: '🐢', hexcode: '1F422', label: 'Turtle' },
  };

/** Avatar background colours: light enough for the dark animal outline to read on them. */
export const profileColors = [
  '#FFD35C',
  '#FF9F7A',
  '#F7A8C8',
  '#C9A7F5',
  '#8EC9F5',
  '#8FE0C8',
  '#A8DB8A',
  '#F2C48D',
] as const;
export type ProfileColor = (typeof profileColors)[number];

const profileName = singleLine(
  z
    .string()
    .trim()
    .min(1, 'Give the profile a name.')
    .max(PROFILE_NAME_MAX, `At most ${PROFILE_NAME_MAX} characters.`),
);

export const profile = z.object({
  id: rowId,
  name: z.string(),
  avatarColor: z.enum(profileColors),
  avatarAnimal: z.enum(profileAnimals),
  ageBand: z.enum(ageBands),
  /** Uploads are off in kid mode unless the parent allows them for this profile. */
  allowUploads: z.boolean(),
  createdAt: z.string(),
});
export type Profile = z.infer<typeof profile>;

/** GET /profiles */
export const profileList = z.object({ data: z.array(profile) });
export type ProfileList = z.infer<typeof profileList>;

/** POST /profiles (adult only; 409 CONFLICT with PROFILES_FULL past PROFILES_MAX). */
export const createProfileBody = z.strictObject({
  name: profileName,
  avatarColor: z.enum(profileColors),
  avatarAnimal: z.enum(profileAnimals),
  ageBand: z.enum(ageBands),
  allowUploads: z.boolean().optional(),
});
export type CreateProfileBody = z.infer<typeof createProfileBody>;

/** PATCH /profiles/{id} (adult only). */
export const updateProfileBody = createProfileBody.partial();
export type UpdateProfileBody = z.infer<typeof updateProfileBody>;

/** DELETE /profiles/{id} (adult only): the profile, its favourites and its colourings are gone. */
export const profileDeleted = z.object({ deleted: z.literal(true) });
export type ProfileDeleted = z.infer<typeof profileDeleted>;

export const PROFILES_FULL = `A family has at most ${PROFILES_MAX} child profiles.`;
export const PROFILE_NOT_FOUND = 'Profile not found.';
/** 403 FORBIDDEN when a child profile calls an adult-only route (checkout, account, share…). */
export const PARENT_GATE_REQUIRED = 'Ask a grown-up to open this.';
/** 403 FORBIDDEN: a child session's request named another profile in PROFILE_HEADER (issue 35). */
export const PROFILE_NOT_THIS_SESSION = 'This device is open for another child. Ask a grown-up to switch.';

/**
 * POST /profiles/{id}/session (adult session only; issue 35, docs/decisions/0040): a session bound
 * to that child profile. The adult session the request came with ends (its token answers 401).
 * POST /profiles/gate/verify and /profiles/gate/code/verify answer the same shape: a fresh adult
 * session, the child session ended.
 */
export const sessionToken = z.object({ token: z.string() });
export type SessionToken = z.infer<typeof sessionToken>;

/** The profile a child session is, as GET /users/read tells it (so a reload stays in kid mode). */
export const sessionProfile = profile.pick({
  id: true,
  name: true,
  avatarColor: true,
  avatarAnimal: true,
  ageBand: true,
  allowUploads: true,
});
export type SessionProfile = z.infer<typeof sessionProfile>;
/** 409 CONFLICT: the gate opens a child session; the grown-up is already in. */
export const GATE_NEEDS_CHILD_SESSION = 'The grown-up is already signed in on this device.';

/* The parent gate: a 4-digit PIN, stored hashed; 5 wrong tries lock it for 15 minutes. */
export const PIN_LENGTH = 4;
export const PIN_MAX_TRIES = 5;
export const PIN_LOCK_MINUTES = 15;
/** A session at most this old may set a new PIN without the old one ("sign in again with a code"). */
export const PIN_RESET_FRESH_MINUTES = 10;

const pinDigits = z.string().regex(/^\d{4}$/, 'The PIN is 4 digits.');

/** GET /profiles/gate */
export const parentGateState = z.object({
  pinSet: z.boolean(),
  /** ISO time while locked after PIN_MAX_TRIES wrong tries, else null. */
  lockedUntil: z.string().nullable(),
  triesLeft: z.number().int().min(0),
});
export type ParentGateState = z.infer<typeof parentGateState>;

/**
 * PUT /profiles/pin (adult only). With a PIN already set it needs `current`, or a session
 * signed in less than PIN_RESET_FRESH_MINUTES ago (the reset: sign in again with a code).
 */
export const setPinBody = z.strictObject({ pin: pinDigits, current: pinDigits.optional() });
export type SetPinBody = z.infer<typeof setPinBody>;
export const PIN_RESET_NEEDS_SIGN_IN = 'Sign in again with a code to set a new PIN.';
/** 409 CONFLICT from POST /profiles/gate/verify before any PIN was set (the gate asks a question instead). */
export const PIN_NOT_SET = 'No parent PIN is set yet.';

/**
 * POST /profiles/gate/verify (child session only): 200 `{ token }` of a fresh adult session when
 * right (the child session ends); 403 FORBIDDEN WRONG_PIN with the
 * tries left; 429 RATE_LIMITED PIN_LOCKED while locked (the 5th wrong try locks and emails the adult).
 */
export const verifyPinBody = z.strictObject({ pin: pinDigits });
export type VerifyPinBody = z.infer<typeof verifyPinBody>;
export const WRONG_PIN = 'That PIN is not right.';
export const PIN_LOCKED = `Too many wrong tries. The parent gate is locked for ${PIN_LOCK_MINUTES} minutes.`;
