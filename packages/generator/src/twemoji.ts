import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * Twemoji's drawings (CC BY 4.0, docs/decisions/0044, credited in attribution.ts), read from the
 * `@iconify-json/twemoji` package: each emoji is a stack of flat filled shapes on a 36×36 view
 * box, later shapes over earlier ones. A colouring page keeps those shapes as they are: every
 * shape filled white and outlined by one even line, in the same order, so each shape's white
 * hides the lines of what lies behind it and the drawing's own parts become the regions to
 * colour. Nothing is traced from pixels.
 */
export const TWEMOJI_VIEW = 36;

interface IconSet {
  icons: Record<string, { body: string; width?: number; height?: number }>;
  aliases?: Record<string, { parent: string }>;
}

export interface VectorDrawing {
  /** Shapes filled white, outlined black (no stroke width: the page sets one). */
  ink: string;
  /** The shapes in their own colours, no lines: the colour key's source. */
  colour: string;
  /** The view box's side, in drawing units. */
  view: number;
}

let icons: IconSet | undefined;
let byCode: Map<string, string> | undefined;

function iconSet() {
  if (!icons || !byCode) {
    const folder = path.dirname(createRequire(import.meta.url).resolve('@iconify-json/twemoji/icons.json'));
    icons = JSON.parse(readFileSync(path.join(folder, 'icons.json'), 'utf8')) as IconSet;
    const chars = JSON.parse(readFileSync(path.join(folder, 'chars.json'), 'utf8')) as Record<string, string>;
    byCode = new Map(Object.entries(chars).map(([code, name]) => [code.toLowerCase(), name]));
  }
  return { icons, byCode };
}

/** OpenMoji hexcodes ("1F9D1-200D-1F680", "2708-FE0F") as Twemoji's codes, with and without FE0F. */
const codesOf = (hexcode: string) => {
  const code = hexcode.toLowerCase();
  return [code, code.replace(/-fe0f/g, '')];
};

/**
 * Shapes that are shading or see-through (opacity), clip paths and reused symbols do not make
 * clean line art: such drawings are left to OpenMoji.
 */
const UNSUPPORTED = /<(?:defs|use|clipPath|mask|linearGradient|radialGradient|image|text)\b|\sstroke=/;
const SEE_THROUGH = /<(path|circle|ellipse)\b[^>]*\s(?:opacity|fill-opacity)="[^"]*"[^>]*\/>/g;

/** Every shape filled white and outlined, in its order. */
export function vectorInk(body: string): string {
  return body
    .replace(SEE_THROUGH, '')
    .replace(/\sfill="(?!none)[^"]*"/g, ' fill="#fff" stroke="#000"')
    .replace(/<(path|circle|ellipse)\b(?![^>]*\sfill=)/g, '<$1 fill="#fff" stroke="#000"');
}

const cache = new Map<string, VectorDrawing | null>();

/** Twemoji's drawing of an emoji, or undefined when it has none or none that draws cleanly. */
export function twemojiDrawing(hexcode: string): VectorDrawing | undefined {
  const known = cache.get(hexcode);
  if (known !== undefined) return known ?? undefined;
  const set = iconSet();
  const name = codesOf(hexcode)
    .map((code) => set.byCode.get(code))
    .find(Boolean);
  const icon = name
    ? (set.icons.icons[name] ?? set.icons.icons[set.icons.aliases?.[name]?.parent ?? ''])
    : undefined;
  const usable =
    icon &&
    (icon.width ?? TWEMOJI_VIEW) === TWEMOJI_VIEW &&
    (icon.height ?? TWEMOJI_VIEW) === TWEMOJI_VIEW &&
    !UNSUPPORTED.test(icon.body);
  const drawing = usable
    ? { ink: vectorInk(icon.body), colour: icon.body.replace(SEE_THROUGH, ''), view: TWEMOJI_VIEW }
    : null;
  cache.set(hexcode, drawing);
  return drawing ?? undefined;
}
