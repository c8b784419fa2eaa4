/*
 * Kid mode's toolbar (issue 24): twelve big colours with names a child knows, said out loud on a
 * long press, and the brush in three sizes. Hex values from the editor's palette where it has
 * them, so a kid's colouring looks at home next to an adult's.
 */

export type KidColor = { hex: string; name: string };

export const KID_PALETTE: readonly KidColor[] = [
  { hex: '#ef4444', name: 'Red' },
  { hex: '#f97316', name: 'Orange' },
  { hex: '#facc15', name: 'Yellow' },
  { hex: '#84cc16', name: 'Light green' },
  { hex: '#16a34a', name: 'Green' },
  { hex: '#38bdf8', name: 'Sky blue' },
  { hex: '#2563eb', name: 'Blue' },
  { hex: '#a855f7', name: 'Purple' },
  { hex: '#ec4899', name: 'Pink' },
  { hex: '#92400e', name: 'Brown' },
  { hex: '#9ca3af', name: 'Grey' },
  { hex: '#111827', name: 'Black' },
];

/** The colour a child starts with: a bright one, not the adult default black. */
export const KID_START_COLOR = KID_PALETTE[0]?.hex ?? '#ef4444';

/** Small, medium and large, from the editor's brush sizes. */
export const KID_BRUSH_SIZES = [
  { size: 10, label: 'Small brush' },
  { size: 20, label: 'Medium brush' },
  { size: 30, label: 'Big brush' },
] as const;

/** Every word of the kid toolbar, in one place. */
export const KID_TOOL_TEXT = {
  toolbar: 'Colouring tools',
  colours: 'Colours',
  sizes: 'Brush size',
  fill: 'Fill',
  brush: 'Brush',
  eraser: 'Eraser',
  undo: 'Undo',
  numbers: 'Numbers',
  numbersTitle: 'Colour by number',
  numberColours: 'Number colours',
  longPressHint: 'Press and hold a colour to hear its name.',
} as const;

/** A key colour without a name in the key: its number says which it is. */
export const numberColorName = (index: number): string => `Number ${index + 1}`;
