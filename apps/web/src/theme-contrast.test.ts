// Contrast from the design tokens (issue 42, WCAG 2.2 AA 1.4.3 and 1.4.11): every shade the app
// writes text in reads at 4.5:1 on every light surface it sits on, and the focus ring (brand-500)
// shows at 3:1 against them, so no screen has to fix contrast on its own.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';

const css = readFileSync(new URL('./theme.css', import.meta.url), 'utf8');
const tokens = Object.fromEntries(
  [...css.matchAll(/--color-([\w-]+):\s*(#[0-9a-f]{6})/gi)].map(([, name, hex]) => [name, hex]),
) as Record<string, string>;

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

const token = (name: string) => {
  const hex = tokens[name];
  if (!hex) throw new Error(`theme.css has no --color-${name}`);
  return hex;
};

/** The light surfaces text sits on: pages, cards, tinted chips and badges. */
const SURFACES = [
  'surface',
  'paper',
  'ink-50',
  'ink-100',
  'brand-50',
  'sunny-100',
  'mint-50',
  'mint-100',
  'coral-50',
  'danger-50',
];
/** The shades text is written in. */
const TEXT = [
  'ink-400',
  'ink-500',
  'ink-600',
  'ink-700',
  'ink-800',
  'ink-900',
  'brand-600',
  'brand-700',
  'coral-600',
  'coral-700',
  'sunny-700',
  'mint-700',
  'danger-600',
  'danger-700',
];

describe('theme contrast', () => {
  test.each(TEXT)('text in %s reads at 4.5:1 on every light surface', (shade) => {
    const low = SURFACES.map((surface) => ({
      surface,
      ratio: contrast(token(shade), token(surface)),
    })).filter(({ ratio }) => ratio < 4.5);
    expect(low).toEqual([]);
  });

  test('the focus ring shows at 3:1 on every light surface', () => {
    for (const surface of SURFACES)
      expect(contrast(token('brand-500'), token(surface))).toBeGreaterThanOrEqual(3);
  });

  test('white text on the filled buttons reads at 4.5:1', () => {
    for (const fill of ['brand-600', 'brand-700', 'coral-600', 'danger-600', 'ink-800']) {
      expect(contrast('#ffffff', token(fill)), fill).toBeGreaterThanOrEqual(4.5);
    }
  });

  test('the ratio is WCAG’s: black on white is 21:1, a colour on itself 1:1', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast(token('paper'), token('paper'))).toBe(1);
  });
});
