/**
 * Drawings OpenMoji does not have, drawn here in its format (a 72×72 view box, black 2-unit
 * lines, a colour version with the same shapes filled), so they go through the same pipeline:
 * indexed by name, measured, given a silhouette and placed like any other drawing. Their ids
 * are not Unicode hexcodes, so they can never clash with one.
 */
export interface OwnDrawing {
  name: string;
  tags: string;
  /** The black line file, as OpenMoji's black set has it. */
  black: string;
  /** The colour file, as OpenMoji's colour set has it (a `color` group, then a `line` group). */
  colour: string;
}

const svg = (body: string) =>
  `<svg id="emoji" viewBox="0 0 72 72" xmlns="http://www.w3.org/2000/svg">${body}</svg>`;
const line = (d: string) =>
  `<path fill="none" stroke="#000" stroke-linecap="round" stroke-linejoin="round" stroke-width="2" d="${d}"/>`;

/**
 * A hot-air balloon (issue 26: "a hot air balloon" must not draw a party balloon): the round
 * envelope narrowing to its mouth, divided into gores and crossed by a band, the ropes, and a
 * woven basket with its rim.
 */
const ENVELOPE = 'M30.5,44 C12,34 11,5 36,5 C61,5 60,34 41.5,44 Z';
const MIDDLE_GORE = 'M36,5 C27,14 28,34 32,44 L40,44 C44,34 45,14 36,5 Z';
const BAND = 'M16.2,27.5 C28,31.5 44,31.5 55.8,27.5';
const MOUTH = 'M30.5,44 L41.5,44 L40.5,48 L31.5,48 Z';
const RIM = 'M28,55 L44,55 L44,58 L28,58 Z';
const BASKET = 'M29,58 L43,58 L42,67 L30,67 Z';
const hotAirBalloonLines = [
  ENVELOPE,
  MIDDLE_GORE,
  'M36,5 L36,44',
  BAND,
  MOUTH,
  'M31.5,48 L29.5,55',
  'M34.5,48 L34,55',
  'M37.5,48 L38,55',
  'M40.5,48 L42.5,55',
  RIM,
  BASKET,
  'M34,58 L34.3,67',
  'M38,58 L37.7,67',
];
const fill = (colour: string, d: string) => `<path fill="${colour}" d="${d}"/>`;

export const OWN_DRAWINGS: Record<string, OwnDrawing> = {
  'CB-HOT-AIR-BALLOON': {
    name: 'hot air balloon',
    tags: 'balloon, basket, flight, hot air, aircraft',
    black: svg(`<g id="line">${hotAirBalloonLines.map(line).join('')}</g>`),
    colour: svg(
      `<g id="color">${fill('#ea5a47', ENVELOPE)}${fill('#fcea2b', MIDDLE_GORE)}` +
        `${fill('#d22f27', MOUTH)}${fill('#a57939', RIM)}${fill('#c19a65', BASKET)}</g>` +
        `<g id="line">${hotAirBalloonLines.map(line).join('')}</g>`,
    ),
  },
};
