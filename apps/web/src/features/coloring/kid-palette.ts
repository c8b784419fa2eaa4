/*
 * Kid mode's toolbar (issue 24): twelve big colours with names a child knows, said out loud on a
 * long press, and the brush in three sizes. Hex values from the editor's palette where it has
 * them, so a kid's colouring looks at home next to an adult's.
 */

/** A swatch as shown: `name` in the active language (or as the page's colour key names it). */
export type KidColor = { hex: string; name: string };

/** `nameId`: the colour's name as a message key. */
export const KID_PALETTE: readonly { hex: string; nameId: string }[] = [
  { hex: '#ef4444', nameId: 'coloring.kid.color.red' },
  { hex: '#f97316', nameId: 'coloring.kid.color.orange' },
  { hex: '#facc15', nameId: 'coloring.kid.color.yellow' },
  { hex: '#16a34a', nameId: 'coloring.kid.color.green' },
  { hex: '#38bdf8', nameId: 'coloring.kid.color.skyBlue' },
  { hex: '#2563eb', nameId: 'coloring.kid.color.blue' },
  { hex: '#a855f7', nameId: 'coloring.kid.color.purple' },
  { hex: '#ec4899', nameId: 'coloring.kid.color.pink' },
  { hex: '#92400e', nameId: 'coloring.kid.color.brown' },
  // Two skin tones (issue 36), from the palette's "People & nature".
  { hex: '#efc3a4', nameId: 'coloring.kid.color.lightSkin' },
  { hex: '#7d4a33', nameId: 'coloring.kid.color.darkSkin' },
  { hex: '#111827', nameId: 'coloring.kid.color.black' },
];

/** The colour a child starts with: a bright one, not the adult default black. */
export const KID_START_COLOR = KID_PALETTE[0]?.hex ?? '#ef4444';

/** Small, medium and large, from the editor's brush sizes; `label` is a message key. */
export const KID_BRUSH_SIZES = [
  { size: 10, label: 'coloring.kid.brush.small' },
  { size: 20, label: 'coloring.kid.brush.medium' },
  { size: 30, label: 'coloring.kid.brush.big' },
] as const;

/** Every word of the kid toolbar, in one place, as message keys (shared with the adult tools where the words are). */
export const KID_TOOL_TEXT = {
  toolbar: 'coloring.toolbar.label',
  colours: 'coloring.kid.colours',
  sizes: 'coloring.brushSize',
  fill: 'coloring.tool.fill',
  brush: 'coloring.tool.brush',
  eraser: 'coloring.tool.eraser',
  undo: 'coloring.undo',
  numbers: 'coloring.kid.numbers',
  numbersTitle: 'coloring.numbers.title',
  numberColours: 'coloring.kid.numberColours',
  longPressHint: 'coloring.kid.longPressHint',
  /** A key colour without a name in the key: its number says which it is ({number}). */
  numberName: 'coloring.kid.numberName',
} as const;
