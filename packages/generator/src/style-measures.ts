/**
 * Measures of how a page looks, for telling styles apart in tests and on the contact sheet
 * (issue 26: "styles a parent can tell apart at a glance"): the line weight, how much of it is
 * bold outline, and how much the page repeats itself turned about its centre (a mandala) or
 * shifted by a tile (a pattern).
 */
const SIZE = 1024;
/** Measured at quarter size: shapes, not pixels, and quick. */
const SMALL = 256;
const INK = 128;

/** The widths (px) of ink runs across every 4th row and column, shortest first (fills left out). */
function inkRuns(grey: Uint8Array, size: number): number[] {
  const runs: number[] = [];
  const collect = (at: (i: number, j: number) => number) => {
    for (let i = 0; i < size; i += 4) {
      let run = 0;
      for (let j = 0; j <= size; j++) {
        const inked = j < size && at(i, j) < INK;
        if (inked) run++;
        else if (run > 0) {
          if (run <= 40) runs.push(run);
          run = 0;
        }
      }
    }
  };
  collect((i, j) => grey[i * size + j] as number);
  collect((i, j) => grey[j * size + i] as number);
  return runs.sort((a, b) => a - b);
}

/** The median width (px) of the page's lines: the median run of ink across rows and columns. */
export function lineWeight(grey: Uint8Array, size = SIZE): number {
  const runs = inkRuns(grey, size);
  return runs[Math.floor(runs.length / 2)] ?? 0;
}

/**
 * The share of the page's line crossings at least 2.5 times its median line: bold outlines
 * drawn over a finer line (a cartoon's subjects). A page drawn in one weight, bold or fine,
 * scores low: only where lines meet or run side by side is ink that wide.
 */
export function boldOutlineShare(grey: Uint8Array, size = SIZE): number {
  const runs = inkRuns(grey, size);
  const median = runs[Math.floor(runs.length / 2)] ?? 0;
  return runs.length ? runs.filter((run) => run >= median * 2.5).length / runs.length : 0;
}

/** Ink at quarter size, grown by a pixel so near-equal shapes overlap. */
function smallInk(grey: Uint8Array, size = SIZE): Uint8Array {
  const k = size / SMALL;
  const ink = new Uint8Array(SMALL * SMALL);
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++)
      if ((grey[y * size + x] as number) < INK) ink[Math.floor(y / k) * SMALL + Math.floor(x / k)] = 1;
  const grown = new Uint8Array(ink.length);
  for (let y = 0; y < SMALL; y++)
    for (let x = 0; x < SMALL; x++) {
      let on = 0;
      for (let dy = -1; dy <= 1 && !on; dy++)
        for (let dx = -1; dx <= 1 && !on; dx++) {
          const yy = y + dy;
          const xx = x + dx;
          if (yy >= 0 && xx >= 0 && yy < SMALL && xx < SMALL && ink[yy * SMALL + xx]) on = 1;
        }
      grown[y * SMALL + x] = on;
    }
  return grown;
}

/** Share of ink that lands on ink when moved by `map` (1: the page repeats itself exactly). */
function selfOverlap(ink: Uint8Array, map: (x: number, y: number) => [number, number] | null): number {
  let inked = 0;
  let matched = 0;
  for (let y = 0; y < SMALL; y++)
    for (let x = 0; x < SMALL; x++) {
      if (!ink[y * SMALL + x]) continue;
      const to = map(x, y);
      if (!to) continue;
      inked++;
      const [tx, ty] = to;
      if (ink[ty * SMALL + tx]) matched++;
    }
  return inked ? matched / inked : 0;
}

/**
 * How much the page repeats turned about its centre: the best overlap of its ink with itself
 * turned by 360°/n for n = 4…16 (a mandala's rings of petals), within the inner circle.
 */
export function radialRepeat(grey: Uint8Array, size = SIZE): number {
  const ink = smallInk(grey, size);
  const c = SMALL / 2;
  let best = 0;
  for (let n = 4; n <= 16; n++) {
    const turn = (2 * Math.PI) / n;
    const [cos, sin] = [Math.cos(turn), Math.sin(turn)];
    best = Math.max(
      best,
      selfOverlap(ink, (x, y) => {
        const [dx, dy] = [x - c, y - c];
        if (Math.hypot(dx, dy) > c * 0.9) return null;
        const tx = Math.round(c + dx * cos - dy * sin);
        const ty = Math.round(c + dx * sin + dy * cos);
        return tx >= 0 && ty >= 0 && tx < SMALL && ty < SMALL ? [tx, ty] : null;
      }),
    );
  }
  return best;
}

/** How much the page repeats shifted sideways by a tile (8–40 % of its width): a pattern. */
export function tileRepeat(grey: Uint8Array, size = SIZE): number {
  const ink = smallInk(grey, size);
  let best = 0;
  for (let shift = Math.round(SMALL * 0.08); shift <= SMALL * 0.4; shift++)
    best = Math.max(
      best,
      selfOverlap(ink, (x, y) => (x + shift < SMALL * 0.95 && x > SMALL * 0.05 ? [x + shift, y] : null)),
    );
  return best;
}
