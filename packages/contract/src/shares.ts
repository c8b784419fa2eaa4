import { z } from 'zod';

/*
 * Share links of a colouring (DESIGN §9a): `/s/{token}` shows the picture to anyone with the
 * link, until its owner (or an admin) revokes it. One live link per colouring.
 */

/** 18 random bytes in base64url: 144 bits, never derived from an id. */
export const SHARE_TOKEN_LENGTH = 24;
export const SHARE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{24}$/;

/** A live link as its owner sees it (POST, PATCH /coloreds/{id}/share). */
export const share = z.object({
  /** The page to send people to: `{PUBLIC_URL}/s/{token}`. */
  url: z.string(),
  token: z.string(),
  /** The painter's display name shows on the shared page. */
  show_name: z.boolean(),
  /** Search engines may list the shared page (otherwise it says noindex). */
  public: z.boolean(),
  created_at: z.string(),
});
export type Share = z.infer<typeof share>;

/** POST (create, or change the live link) and PATCH /coloreds/{id}/share. */
export const shareBody = z.strictObject({
  showName: z.boolean().optional(),
  public: z.boolean().optional(),
});
export type ShareBody = z.infer<typeof shareBody>;

/** DELETE /coloreds/{id}/share (the owner, or an admin). */
export const shareRevoked = z.object({ revoked: z.literal(true) });

/** The live link of a colouring on the admin's coloured pages list. */
export const coloredShare = share.omit({ token: true });
export type ColoredShare = z.infer<typeof coloredShare>;
