/** Catalogue keys of every word of kid mode's frame (issue 24); screens format them. */
export const KID_TEXT = {
  grownUps: 'kid.grownUps',
  grownUpsTitle: 'kid.grownUpsTitle',
  leaveReason: 'kid.leaveReason',
  adultReason: 'kid.adultReason',
  colouringNow: 'kid.colouringNow',
} as const;
