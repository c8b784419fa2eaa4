import { toLab } from '../colour-regions';

/** A colour in CIE Lab (D65), where distance follows what people see. */
export type Lab = readonly [number, number, number];

export const labOfRgb = (r: number, g: number, b: number): Lab => {
  const { lab } = toLab(Uint8Array.of(r, g, b), 1, 1);
  return [lab[0] as number, lab[1] as number, lab[2] as number];
};

export const rgbOfHex = (hex: string): [number, number, number] => {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
};

export const labOfHex = (hex: string): Lab => labOfRgb(...rgbOfHex(hex));

export const hexOfRgb = (r: number, g: number, b: number): string =>
  `#${[r, g, b]
    .map((v) =>
      Math.round(Math.max(0, Math.min(255, v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;

const finv = (t: number) => (t > 0.206893 ? t * t * t : (t - 16 / 116) / 7.787);
const gamma = (c: number) => (c <= 0.0031308 ? 12.92 * c : 1.055 * c ** (1 / 2.4) - 0.055);

/** Lab back to sRGB (D65), clamped into the gamut: the inverse of colour-regions' toLab. */
export const hexOfLab = ([l, a, b]: Lab): string => {
  const fy = (l + 16) / 116;
  const x = 0.95047 * finv(fy + a / 500);
  const y = finv(fy);
  const z = 1.08883 * finv(fy - b / 200);
  const r = 3.2406 * x - 1.5372 * y - 0.4986 * z;
  const g = -0.9689 * x + 1.8758 * y + 0.0415 * z;
  const bl = 0.0557 * x - 0.204 * y + 1.057 * z;
  const byte = (c: number) => 255 * gamma(Math.max(0, Math.min(1, c)));
  return hexOfRgb(byte(r), byte(g), byte(bl));
};

/** CIE76 colour difference: plenty for telling swatches apart and merging near-equal means. */
export const deltaE = (p: Lab, q: Lab): number => Math.hypot(p[0] - q[0], p[1] - q[1], p[2] - q[2]);
