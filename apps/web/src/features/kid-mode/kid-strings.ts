/** Every word of kid mode's frame, in one place (issue 24). */
export const KID_TEXT = {
  grownUps: 'Grown-ups',
  grownUpsTitle: 'Grown-ups: leave kid mode',
  leaveReason: 'To leave kid mode',
  adultReason: 'To open this screen',
  colouringNow: 'Colouring now',
} as const;
