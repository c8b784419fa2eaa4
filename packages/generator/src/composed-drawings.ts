/**
 * Whole figures put together from two of Twemoji's drawings (issue 37, docs/decisions/0053):
 * where every open set draws a lion, a wolf or a unicorn as a face or a head, and a doctor, an
 * astronaut or a grandmother as a bust, the face (or the bust) is set on the shoulders of one of
 * Twemoji's whole bodies: the lion's face on the cat, the wolf's on the dog, the hamster's on
 * the pig, the grandmother's head on the woman standing; the unicorn is the horse with a horn. The face's shapes are moved and
 * scaled point by point, not by a transform, so the page's one line weight stays even over both.
 */

/** Twemoji's shapes of one drawing, each a self-closing element. */
export const shapesOf = (body: string) => body.match(/<(?:path|circle|ellipse)\b[^>]*\/>/g) ?? [];

/** How many numbers each path command takes. */
const ARITY: Record<string, number> = { m: 2, l: 2, h: 1, v: 1, c: 6, s: 4, q: 4, t: 2, a: 7, z: 0 };

const n = (value: number) => String(Number(value.toFixed(3)));

/** One command's numbers moved by (dx, dy) and scaled by `s`; relative ones only scaled. */
function movedNumbers(command: string, values: number[], at: Offset, first: boolean): number[] {
  const lower = command.toLowerCase();
  const absolute = command !== lower || (first && lower === 'm');
  const x = (v: number) => (absolute ? v * at.scale + at.x : v * at.scale);
  const y = (v: number) => (absolute ? v * at.scale + at.y : v * at.scale);
  if (lower === 'h') return values.map(x);
  if (lower === 'v') return values.map(y);
  if (lower === 'a') {
    const [rx = 0, ry = 0, turn = 0, large = 0, sweep = 0, ex = 0, ey = 0] = values;
    return [rx * at.scale, ry * at.scale, turn, large, sweep, x(ex), y(ey)];
  }
  return values.map((v, i) => (i % 2 === 0 ? x(v) : y(v)));
}

/** Where a face goes on a body: its top-left corner in the body's units, and its scale. */
export interface Offset {
  x: number;
  y: number;
  scale: number;
}

/** A path's data with every point moved and scaled (arc flags and turns kept). */
export function movedPath(d: string, at: Offset): string {
  const tokens = d.match(/[a-zA-Z]|-?(?:\d+\.?\d*|\.\d+)(?:e-?\d+)?/g) ?? [];
  const out: string[] = [];
  let command = '';
  let first = true;
  for (let i = 0; i < tokens.length; ) {
    if (/[a-zA-Z]/.test(tokens[i] ?? '')) command = tokens[i++] ?? '';
    const arity = ARITY[command.toLowerCase()] ?? 0;
    const values = tokens.slice(i, i + arity).map(Number);
    i += arity;
    const letter = first && command === 'm' ? 'M' : command;
    out.push(letter + movedNumbers(command, values, at, first).map(n).join(' '));
    first = false;
    // Pairs after a move are lines, relative or absolute as the move was.
    if (command === 'm') command = 'l';
    else if (command === 'M') command = 'L';
    if (arity === 0 && !/[a-zA-Z]/.test(tokens[i] ?? 'z')) break;
  }
  return out.join('');
}

/** One shape moved and scaled: a path's points, a circle's or an ellipse's centre and radii. */
export function movedShape(shape: string, at: Offset): string {
  const attr = (name: string, map: (v: number) => number) => (text: string) =>
    text.replace(new RegExp(`\\s${name}="([^"]+)"`), (_, v: string) => ` ${name}="${n(map(Number(v)))}"`);
  const steps = [
    (text: string) => text.replace(/\sd="([^"]+)"/, (_, d: string) => ` d="${movedPath(d, at)}"`),
    attr('cx', (v) => v * at.scale + at.x),
    attr('cy', (v) => v * at.scale + at.y),
    attr('r', (v) => v * at.scale),
    attr('rx', (v) => v * at.scale),
    attr('ry', (v) => v * at.scale),
  ];
  return steps.reduce((text, step) => step(text), shape);
}

/** A figure put together: the whole body, the face (or bust) set on it, shapes left out of each. */
export interface Composed {
  body: string;
  face?: string;
  at?: Offset;
  /** Shapes of the face's drawing drawn behind the body, larger (a fairy's wings). */
  behind?: { keep: number[]; at: Offset };
  /** Shapes of its own, in the body's units, drawn last (the unicorn's horn), and their name. */
  extra?: string;
  extraName?: string;
  /** Indexes of the body's shapes left out (a cat's stripes on a lion, a mouse's tail on a hamster). */
  dropBody?: number[];
  /** Indexes of the face's shapes left out (the astronaut's sparkles). */
  dropFace?: number[];
}

const person = (face: string, body: string, at: Offset, dropFace?: number[]): Composed => ({
  body,
  face,
  at,
  ...(dropFace ? { dropFace } : {}),
});

/** The bust of a job or an age on a standing figure, at the size of the figure's head. */
const ON_WOMAN: Offset = { x: 10, y: -0.4, scale: 0.45 };
const ON_MAN: Offset = { x: 10.2, y: -0.6, scale: 0.45 };
const HEAD_ON_WOMAN: Offset = { x: 11.1, y: -0.5, scale: 0.39 };
const HEAD_ON_MAN: Offset = { x: 11.3, y: -0.7, scale: 0.39 };

/**
 * OpenMoji hexcodes (as the library indexes them) → the Twemoji names put together. Twemoji
 * draws each of these as a face, a head or a bust; the whole bodies are its cat, dog, ox, mouse,
 * horse and people standing.
 */
export const COMPOSED: Record<string, Composed> = {
  '1F981': { body: 'cat', face: 'lion', at: { x: -0.6, y: 0, scale: 0.44 }, dropBody: [3, 5, 7] },
  '1F43A': { body: 'dog', face: 'wolf', at: { x: -1.4, y: -1, scale: 0.45 }, dropBody: [1, 8] },
  '1F43B': { body: 'ox', face: 'bear', at: { x: -1.6, y: 0.4, scale: 0.45 } },
  '1F43C': { body: 'ox', face: 'panda', at: { x: -1.6, y: 0.4, scale: 0.45 } },
  '1F439': { body: 'pig', face: 'hamster', at: { x: -1.4, y: 3, scale: 0.5 } },
  // Twemoji's galloping horse with a horn on its forehead (its unicorn is a head whose horn's
  // grooves would fill solid under a bold outline at this size).
  '1F984': { body: 'horse', extraName: 'horn', extra: '<path fill="#f4900c" d="M7.4 5L4.4 0.1L9.6 3.7Z"/>' },
  '1F9D1-200D-2695-FE0F': person('health-worker', 'person-standing', ON_MAN),
  '1F468-200D-2695-FE0F': person('man-health-worker', 'man-standing', ON_MAN),
  '1F469-200D-2695-FE0F': person('woman-health-worker', 'woman-standing', ON_WOMAN),
  '1F9D1-200D-1F680': person('astronaut', 'person-standing', ON_MAN, [17, 18]),
  '1F468-200D-1F680': person('astronaut', 'man-standing', ON_MAN, [17, 18]),
  '1F469-200D-1F680': person('astronaut', 'woman-standing', ON_WOMAN, [17, 18]),
  '1F9D1-200D-1F373': person('cook', 'person-standing', ON_MAN),
  '1F468-200D-1F373': person('man-cook', 'man-standing', ON_MAN),
  '1F469-200D-1F373': person('woman-cook', 'woman-standing', ON_WOMAN),
  '1F475': person('old-woman', 'woman-standing', HEAD_ON_WOMAN),
  '1F474': person('old-man', 'man-standing', HEAD_ON_MAN),
  // A baby sitting: its face, big as a baby's is, on someone sitting cross-legged.
  '1F476': {
    body: 'person-in-lotus-position',
    face: 'baby',
    at: { x: 6.6, y: -0.6, scale: 0.6 },
    // The sitter's hair, face and mouth, all under the baby's face but for a lock of hair.
    dropBody: [7, 10, 11],
  },
  // A fairy standing, her wings (from her bust) large behind her back; she flies (placed.ts).
  '1F9DA': {
    ...person('fairy', 'woman-standing', ON_WOMAN, [0, 1, 2]),
    behind: { keep: [0, 1], at: { x: 2, y: -9, scale: 0.9 } },
  },
  // An alien's big-eyed face on a standing figure: a little green man, whole.
  '1F47D': person('alien', 'person-standing', { x: 11.4, y: -0.6, scale: 0.37 }),
  // The raccoon's masked face on the cat's body, without the cat's stripes and nose.
  '1F99D': { body: 'cat', face: 'raccoon', at: { x: -0.8, y: 0, scale: 0.42 }, dropBody: [3, 5, 7] },
  '1F934': person('prince', 'man-standing', HEAD_ON_MAN),
  '1F478': person('princess', 'woman-standing', HEAD_ON_WOMAN),
};

/**
 * A composed person's own bust, as Twemoji draws it: someone riding sits on a horse's back as a
 * bust would, rather than standing on it. Its hexcode is the person's with this suffix.
 */
export const BUST = '~bust';

/** What a composed drawing is made of, for the credits and tests: "lion+cat", "horse+horn". */
export const composedName = (composed: Composed) =>
  [composed.face, composed.body, composed.extraName].filter(Boolean).join('+');

/** The composed drawing's shapes in order, body first, from Twemoji's bodies by name. */
export function composedBody(composed: Composed, bodyOf: (name: string) => string | undefined) {
  const body = bodyOf(composed.body);
  const face = composed.face ? bodyOf(composed.face) : '';
  const at = composed.at ?? { x: 0, y: 0, scale: 1 };
  if (!body || face === undefined) return undefined;
  const keep = (drop: number[] | undefined) => (_: string, i: number) => !drop?.includes(i);
  const behind = composed.behind;
  return (
    (behind && face
      ? shapesOf(face)
          .filter((_, i) => behind.keep.includes(i))
          .map((shape) => movedShape(shape, behind.at))
          .join('')
      : '') +
    shapesOf(body).filter(keep(composed.dropBody)).join('') +
    shapesOf(face)
      .filter(keep(composed.dropFace))
      .map((shape) => movedShape(shape, at))
      .join('') +
    (composed.extra ?? '')
  );
}
