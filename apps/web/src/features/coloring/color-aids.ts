/*
 * Colour for everyone (issue 42): a colour family for any swatch, shown as a small symbol beside
 * its number (a heart is a red, a leaf a green), so a child who sees colour differently can still
 * tell the swatches apart and name them; and the colour-blind friendly palette (Okabe & Ito's
 * eight colours, then lighter and darker steps of them) that colour by number, magic colours and
 * the colour key can use instead of the page's own colours.
 */
import { PALETTE, PEOPLE_PALETTE } from '@colorbook/canvas';
import type { ColorKey } from '@colorbook/contract';
import { KID_PALETTE } from './kid-palette';

export const COLOR_FAMILIES = [
  'red',
  'orange',
  'yellow',
  'green',
  'teal',
  'sky',
  'blue',
  'purple',
  'pink',
  'brown',
  'skin',
  'black',
  'gray',
  'white',
] as const;
export type ColorFamily = (typeof COLOR_FAMILIES)[number];

/** Okabe & Ito (2002), "Color Universal Design": told apart with every common colour vision. */
export const OKABE_ITO = [
  { hex: '#e69f00', name: 'orange', family: 'orange' },
  { hex: '#56b4e9', name: 'skyBlue', family: 'sky' },
  { hex: '#009e73', name: 'bluishGreen', family: 'green' },
  { hex: '#f0e442', name: 'yellow', family: 'yellow' },
  { hex: '#0072b2', name: 'blue', family: 'blue' },
  { hex: '#d55e00', name: 'vermilion', family: 'red' },
  { hex: '#cc79a7', name: 'reddishPurple', family: 'pink' },
  { hex: '#000000', name: 'black', family: 'black' },
] as const satisfies readonly { hex: string; name: string; family: ColorFamily }[];

export type OkabeItoName = (typeof OKABE_ITO)[number]['name'];

/** Kid mode's twelve, by the last word of their names' message keys. */
const KID_FAMILIES: Record<string, ColorFamily> = {
  red: 'red',
  orange: 'orange',
  yellow: 'yellow',
  green: 'green',
  skyBlue: 'sky',
  blue: 'blue',
  purple: 'purple',
  pink: 'pink',
  brown: 'brown',
  lightSkin: 'skin',
  darkSkin: 'skin',
  black: 'black',
};

/** The palettes' own colours, by their names (spec §9 and "People & nature"), not by a guess. */
const NAMED: Record<string, ColorFamily> = Object.fromEntries([
  ...(
    [
      'black',
      'gray',
      'red',
      'orange',
      'orange',
      'yellow',
      'green',
      'green',
      'green',
      'teal',
      'teal',
      'sky',
      'blue',
      'blue',
      'purple',
      'purple',
      'pink',
      'pink',
      'red',
    ] as const
  ).map((family, i) => [PALETTE[i], family]),
  ...(
    [
      'white',
      'gray',
      'gray',
      'brown',
      'brown',
      'brown',
      'skin',
      'skin',
      'skin',
      'skin',
      'skin',
      'skin',
      'skin',
    ] as const
  ).map((family, i) => [PEOPLE_PALETTE[i], family]),
  ...KID_PALETTE.map(({ hex, nameId }) => [hex, KID_FAMILIES[nameId.slice(nameId.lastIndexOf('.') + 1)]]),
  ...OKABE_ITO.map(({ hex, family }) => [hex, family]),
]);

const rgbOf = (hex: string): [number, number, number] => {
  const n = Number.parseInt(hex.slice(1, 7), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
};

/** Hue (degrees), chroma and lightness (0–1) of `#rrggbb`. */
function hcl(hex: string): { hue: number; chroma: number; light: number } {
  const [r, g, b] = rgbOf(hex).map((v) => v / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const chroma = max - min;
  const light = (max + min) / 2;
  if (chroma === 0) return { hue: 0, chroma, light };
  const sector =
    max === r ? ((g - b) / chroma + 6) % 6 : max === g ? (b - r) / chroma + 2 : (r - g) / chroma + 4;
  return { hue: sector * 60, chroma, light };
}

/** Hue ranges (upper bound, exclusive) of the chromatic families. */
const HUES: [number, ColorFamily][] = [
  [12, 'red'],
  [45, 'orange'],
  [68, 'yellow'],
  [165, 'green'],
  [192, 'teal'],
  [212, 'sky'],
  [250, 'blue'],
  [290, 'purple'],
  [340, 'pink'],
  [360, 'red'],
];

/** The family of any `#rrggbb`: the palettes' own colours by name, others by hue and lightness. */
export function colorFamily(hex: string): ColorFamily {
  const lower = hex.toLowerCase();
  return NAMED[lower] ?? guessFamily(lower);
}

/** The family a colour's hue, colourfulness and lightness suggest. */
export function guessFamily(hex: string): ColorFamily {
  const { hue, chroma, light } = hcl(hex);
  if (light < 0.12) return 'black';
  if (chroma < 0.12) return light > 0.9 ? 'white' : light < 0.2 ? 'black' : 'gray';
  const family = HUES.find(([upTo]) => hue < upTo)?.[1] ?? 'red';
  if (family === 'orange' || (family === 'red' && hue < 12)) {
    // Dull, dark oranges are browns; dull, light ones skin tones.
    if (chroma < 0.45 && light >= 0.55) return 'skin';
    if (light < 0.4 || (chroma < 0.45 && light < 0.55)) return 'brown';
  }
  if (family === 'sky' && light < 0.45) return 'blue';
  return family;
}

/** Mixes `hex` toward `to` by `amount` (0–1). */
function mix(hex: string, to: [number, number, number], amount: number): string {
  const from = rgbOf(hex);
  return `#${from
    .map((v, i) => Math.round(v + ((to[i] as number) - v) * amount))
    .map((v) => v.toString(16).padStart(2, '0'))
    .join('')}`;
}

export type AidColor = { hex: string; name: OkabeItoName; shade: 'base' | 'light' | 'dark' };

/**
 * Twenty-four colours a colour-blind eye tells apart by hue or by lightness: Okabe & Ito's eight,
 * then each lighter, then each darker (black's lighter step is a grey, its darker one white).
 */
export const COLOR_BLIND_PALETTE: readonly AidColor[] = [
  ...OKABE_ITO.map(({ hex, name }): AidColor => ({ hex, name, shade: 'base' })),
  ...OKABE_ITO.map(
    ({ hex, name }): AidColor => ({ hex: mix(hex, [255, 255, 255], 0.55), name, shade: 'light' }),
  ),
  ...OKABE_ITO.map(
    ({ hex, name }): AidColor =>
      name === 'black'
        ? { hex: '#ffffff', name, shade: 'dark' }
        : { hex: mix(hex, [0, 0, 0], 0.45), name, shade: 'dark' },
  ),
];

/** OKLab (Ottosson 2020): straight-line distances in it follow how different colours look. */
function oklab(hex: string): [number, number, number] {
  const [r, g, b] = rgbOf(hex).map((v) => {
    const c = v / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  const l = Math.cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b);
  const m = Math.cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b);
  const s = Math.cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b);
  return [
    0.2104542553 * l + 0.793617785 * m - 0.0040720468 * s,
    1.9779984951 * l - 2.428592205 * m + 0.4505937099 * s,
    0.0259040371 * l + 0.7827717662 * m - 0.808675766 * s,
  ];
}

function distance(a: string, b: string): number {
  const [l1, a1, b1] = oklab(a);
  const [l2, a2, b2] = oklab(b);
  return Math.hypot(l1 - l2, a1 - a2, b1 - b2);
}

/**
 * For each colour of `palette`, a different colour-blind friendly stand-in, the nearest still
 * free (closest pairs first), so a page keyed in blues and greens keeps its blues and greens
 * where it can. A palette repeating a colour gets the same stand-in for both.
 */
export function colorBlindStandIns(palette: readonly string[]): AidColor[] {
  const unique = [...new Set(palette.map((hex) => hex.toLowerCase()))];
  const pairs = unique.flatMap((hex) =>
    COLOR_BLIND_PALETTE.map((aid, a) => ({ hex, a, d: distance(hex, aid.hex) })),
  );
  pairs.sort((x, y) => x.d - y.d);
  const chosen = new Map<string, AidColor>();
  const taken = new Set<number>();
  for (const { hex, a, d } of pairs) {
    if (chosen.has(hex) || taken.has(a) || !Number.isFinite(d)) continue;
    chosen.set(hex, COLOR_BLIND_PALETTE[a] as AidColor);
    taken.add(a);
  }
  return palette.map((hex) => chosen.get(hex.toLowerCase()) as AidColor);
}

/**
 * The key with its palette swapped for the stand-ins and `names` for theirs, so magic colours,
 * hints, progress and the swatches all work with the same colours. `nameOf` says a stand-in's
 * name in the screen's language.
 */
export function colorBlindKey(key: ColorKey, nameOf: (aid: AidColor) => string): ColorKey {
  const aids = colorBlindStandIns(key.palette);
  return { ...key, palette: aids.map(({ hex }) => hex), names: aids.map(nameOf) };
}
