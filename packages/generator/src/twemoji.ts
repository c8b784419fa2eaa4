import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { BUST, COMPOSED, composedBody, composedName } from './composed-drawings';

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
  /**
   * Gaps between the drawing's pieces up to this wide (drawing units) are filled white under it
   * (line-art-svg.ts gapFill), so no scenery shows through them.
   */
  gaps?: number;
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

/**
 * Whole bodies where every emoji set draws only a face (issue 37, docs/decisions/0046): the
 * drawing of another open set that shows all of the animal, with the colour a child gives it.
 * Game Icons (CC BY 3.0, each author credited in attribution.ts): one filled shape whose pieces
 * and cut-outs (the fox's mask, chest and tail tip) become the regions to colour, outlined like
 * Twemoji's shapes.
 */
const WHOLE_BODIES: Record<
  string,
  {
    icon: string;
    colour: string;
    behind?: string;
    gaps?: number;
    facesViewer?: boolean;
    /** Drawn facing right: mirrored, so it faces left as Twemoji's animals do. */
    mirror?: boolean;
  }
> = {
  // The gaps between the fox's pieces (chest, ears, the crease over its tail): white behind
  // them, so no scenery shows there and a bold outline under the pieces stays at the edge.
  '1F98A': {
    icon: 'fox',
    colour: '#e07a2f',
    behind:
      'M266 226L398 226L402 364L266 358ZM240 204L300 204L300 236L242 232ZM362 206L430 206L428 228L362 232ZM226 40L300 92L240 126ZM444 38L370 94L434 126ZM110 372L150 388L200 376L250 360L300 342L300 352L250 370L200 388L150 398L118 392Z',
  },
  // A robot head to feet (Lorc's), where Twemoji draws its head.
  '1F916': {
    icon: 'vintage-robot',
    colour: '#9aa5b1',
    // Its neck, shoulders and legs: white between the pieces, so it stands as one figure.
    behind:
      'M200 106L320 106L320 136L200 136ZM124 198L152 198L152 240L124 240ZM378 198L404 198L404 244L378 244ZM178 320L214 320L214 396L178 396ZM320 320L356 320L356 396L320 396Z',
  },
  // A frog whole, seen from above, legs folded (Lorc's), where every emoji set draws its face.
  // Its thighs, feet and back are pieces with narrow gaps between them: `gaps` closes them.
  '1F438': { icon: 'frog', colour: '#77b255', gaps: 24, facesViewer: true },
  // Where Twemoji draws a head or a face: Caro Asercion's stag and boar, Delapouite's gorilla
  // walking on its knuckles and koala hugging a branch, each whole. Their far legs and limbs are
  // pieces apart from the body: the narrow gaps are closed as the frog's.
  '1F98C': { icon: 'deer', colour: '#b07a4f', gaps: 24, mirror: true },
  '1F417': { icon: 'boar', colour: '#8a6642', gaps: 24, mirror: true },
  '1F98D': { icon: 'gorilla', colour: '#6e6e6e', gaps: 24, mirror: true },
  '1F428': { icon: 'koala', colour: '#a3adb8', gaps: 24, facesViewer: true },
};
/**
 * Emoji drawn with another of Twemoji's drawings: its chicken is a head, its rooster a whole
 * bird with a comb and wattle that reads as the hen a child means by "a chicken".
 */
const DRAWN_AS: Record<string, string> = { '1F414': '1F413' };

/** Whether an emoji is drawn whole from another set: it stands, it is no portrait. */
export const isWholeBody = (hexcode: string) => hexcode in WHOLE_BODIES || hexcode in COMPOSED;

/** Whether a whole body looks at the viewer (the frog) rather than to the left as Twemoji's do. */
export const facesViewer = (hexcode: string) => WHOLE_BODIES[hexcode]?.facesViewer === true;

/** The icon names the page draws from Game Icons, for the credits. */
export const GAME_ICONS_USED = Object.values(WHOLE_BODIES).map((whole) => whole.icon);

let gameIcons: IconSet | undefined;

/** How many numbers each path command takes. */
const ARITY: Record<string, number> = { m: 2, l: 2, h: 1, v: 1, c: 6, s: 4, q: 4, t: 2, a: 7, z: 0 };

/**
 * A path's pieces (subpaths), each starting with an absolute move so it stands on its own, with
 * the area of the box round its points (control points left out: enough to order them).
 */
export function subpaths(d: string): { d: string; area: number }[] {
  const tokens = d.match(/[a-zA-Z]|-?(?:\d+\.?\d*|\.\d+)(?:e-?\d+)?/g) ?? [];
  const pieces: { d: string; area: number }[] = [];
  let [x, y, startX, startY] = [0, 0, 0, 0];
  let current: { parts: string[]; xs: number[]; ys: number[] } | undefined;
  const close = () => {
    if (!current) return;
    const width = Math.max(...current.xs) - Math.min(...current.xs);
    const height = Math.max(...current.ys) - Math.min(...current.ys);
    pieces.push({ d: current.parts.join(' '), area: width * height });
    current = undefined;
  };
  let command = '';
  for (let i = 0; i < tokens.length; ) {
    if (/[a-zA-Z]/.test(tokens[i] ?? '')) command = tokens[i++] ?? '';
    const lower = command.toLowerCase();
    const relative = command === lower;
    const arity = ARITY[lower] ?? 1;
    const values = tokens.slice(i, i + arity).map(Number);
    i += arity;
    if (lower === 'm') {
      close();
      [x, y] = relative ? [x + (values[0] ?? 0), y + (values[1] ?? 0)] : [values[0] ?? 0, values[1] ?? 0];
      [startX, startY] = [x, y];
      current = { parts: [`M${x} ${y}`], xs: [x], ys: [y] };
      // Numbers after a move's first pair are lines.
      command = relative ? 'l' : 'L';
      continue;
    }
    if (!current) current = { parts: [`M${x} ${y}`], xs: [x], ys: [y] };
    current.parts.push(`${command}${values.join(' ')}`);
    if (lower === 'z') [x, y] = [startX, startY];
    else if (lower === 'h') x = relative ? x + (values[0] ?? 0) : (values[0] ?? 0);
    else if (lower === 'v') y = relative ? y + (values[0] ?? 0) : (values[0] ?? 0);
    else {
      const [ex, ey] = values.slice(-2);
      [x, y] = relative ? [x + (ex ?? 0), y + (ey ?? 0)] : [ex ?? 0, ey ?? 0];
    }
    current.xs.push(x);
    current.ys.push(y);
  }
  close();
  return pieces;
}

function wholeBody(hexcode: string): VectorDrawing | undefined {
  const whole = WHOLE_BODIES[hexcode];
  if (!whole) return undefined;
  gameIcons ??= JSON.parse(
    readFileSync(createRequire(import.meta.url).resolve('@iconify-json/game-icons/icons.json'), 'utf8'),
  ) as IconSet;
  const icon = gameIcons.icons[whole.icon];
  if (!icon) return undefined;
  const d = /\sd="([^"]+)"/.exec(icon.body)?.[1];
  if (!d) return undefined;
  // Each piece of the shape (its outline, each cut-out) filled white and outlined, largest first,
  // so a cut-out is a region to colour rather than a hole the scenery shows through. The page
  // sets the line from the drawing's box, so a 512-unit drawing prints as Twemoji's do.
  const pieces = subpaths(d).sort((a, b) => b.area - a.area);
  const view = icon.width ?? 512;
  const facing = (body: string) =>
    whole.mirror ? `<g transform="matrix(-1 0 0 1 ${view} 0)">${body}</g>` : body;
  return {
    ...(whole.gaps ? { gaps: whole.gaps } : {}),
    ink: facing(
      (whole.behind ? `<path fill="#fff" stroke="none" d="${whole.behind}"/>` : '') +
        pieces.map((piece) => `<path fill="#fff" stroke="#000" d="${piece.d}"/>`).join(''),
    ),
    colour: facing(icon.body.replace(/fill="currentColor"/g, `fill="${whole.colour}"`)),
    view,
  };
}

/** A composed person's bust (composed-drawings.ts BUST) is Twemoji's drawing of that person. */
const unseated = (hexcode: string) => (hexcode.endsWith(BUST) ? hexcode.slice(0, -BUST.length) : hexcode);

/** A face or a bust set on a whole body of Twemoji's (composed-drawings.ts). */
function composedDrawing(composed: (typeof COMPOSED)[string]): VectorDrawing | undefined {
  const set = iconSet();
  const body = composedBody(composed, (name) => set.icons.icons[name]?.body);
  if (!body || UNSUPPORTED.test(body)) return undefined;
  return { ink: vectorInk(body), colour: body.replace(SEE_THROUGH, ''), view: TWEMOJI_VIEW };
}

/** Which set's icon draws an emoji ("game-icons:fox", "twemoji:woman-biking"), if any. */
export function drawingName(hexcode: string): string | undefined {
  if (!twemojiDrawing(hexcode)) return undefined;
  const whole = WHOLE_BODIES[hexcode];
  if (whole) return `game-icons:${whole.icon}`;
  const composed = COMPOSED[hexcode];
  if (composed) return `twemoji:${composedName(composed)}`;
  const set = iconSet();
  const code = unseated(hexcode);
  const name = codesOf(DRAWN_AS[code] ?? code)
    .map((code) => set.byCode.get(code))
    .find(Boolean);
  return name ? `twemoji:${name}` : undefined;
}

/** Twemoji's drawing of an emoji, or undefined when it has none or none that draws cleanly. */
export function twemojiDrawing(hexcode: string): VectorDrawing | undefined {
  const known = cache.get(hexcode);
  if (known !== undefined) return known ?? undefined;
  const whole = wholeBody(hexcode);
  if (whole) {
    cache.set(hexcode, whole);
    return whole;
  }
  const composed = COMPOSED[hexcode];
  if (composed) {
    const drawing = composedDrawing(composed);
    cache.set(hexcode, drawing ?? null);
    return drawing;
  }
  const set = iconSet();
  const code = unseated(hexcode);
  const name = codesOf(DRAWN_AS[code] ?? code)
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
