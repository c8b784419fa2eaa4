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

/**
 * A watering can seen from the side, spout to the right, a few drops falling from its rose
 * (issue 37: "a robot watering flowers" had nothing to water them with): its body with a band,
 * the rim, the carrying handle over the top, the spout and the rose.
 */
const CAN_BODY = 'M17,33 L45,33 L47,59 C47,61 46,62 44,62 L18,62 C16,62 15,61 15,59 Z';
const CAN_RIM = 'M15.5,33 L46.5,33 L46.5,37 L15.5,37 Z';
const CAN_SPOUT = 'M46,46 L60,27 L63.5,29.5 L47,55 Z';
const CAN_ROSE = 'M58,25.5 L65,22 C67,21.5 68.5,23.5 67.5,25.5 L64,32.5 Z';
const drop = (x: number, y: number) =>
  `M${x},${y} C${x - 2},${y + 3} ${x - 2},${y + 5} ${x},${y + 5} C${x + 2},${y + 5} ${x + 2},${y + 3} ${x},${y} Z`;
const CAN_DROPS = [drop(66, 36), drop(69, 45), drop(63, 43)];
const wateringCanLines = [
  'M20,33 C20,20 42,20 42,33',
  'M25,33 C25,26 37,26 37,33',
  CAN_BODY,
  CAN_RIM,
  CAN_SPOUT,
  CAN_ROSE,
  'M22,44 L40,44',
  ...CAN_DROPS,
];

/**
 * A stalk of bamboo with three joints and three leaves (issue 37: "a panda eating bamboo" ate
 * an apple; OpenMoji's and Twemoji's only bamboo is the New Year's pine decoration).
 */
const STALK = 'M32,66 L32,9 C32,6 40,6 40,9 L40,66 Z';
const LEAVES = [
  'M40,24 C46,16 53,13 61,12 C56,19 48,24 40,24 Z',
  'M32,40 C26,32 19,29 11,28 C16,35 24,40 32,40 Z',
  'M40,50 C47,44 54,42 62,42 C56,48 48,51 40,50 Z',
];
const bambooLines = [
  STALK,
  'M32,24 C35,26 37,26 40,24',
  'M32,40 C35,42 37,42 40,40',
  'M32,55 C35,57 37,57 40,55',
  ...LEAVES,
];

export const OWN_DRAWINGS: Record<string, OwnDrawing> = {
  'CB-BAMBOO': {
    name: 'bamboo',
    tags: 'bamboo, stalk, cane, plant',
    black: svg(`<g id="line">${bambooLines.map(line).join('')}</g>`),
    colour: svg(
      `<g id="color">${fill('#b1cc33', STALK)}${LEAVES.map((d) => fill('#5c9e31', d)).join('')}</g>` +
        `<g id="line">${bambooLines.map(line).join('')}</g>`,
    ),
  },
  'CB-WATERING-CAN': {
    name: 'watering can',
    tags: 'watering can, garden tool',
    black: svg(`<g id="line">${wateringCanLines.map(line).join('')}</g>`),
    colour: svg(
      `<g id="color">${fill('#5fa8d3', CAN_BODY)}${fill('#3f7fa8', CAN_RIM)}${fill('#5fa8d3', CAN_SPOUT)}` +
        `${fill('#3f7fa8', CAN_ROSE)}${CAN_DROPS.map((d) => fill('#92d3f5', d)).join('')}</g>` +
        `<g id="line">${wateringCanLines.map(line).join('')}</g>`,
    ),
  },
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
