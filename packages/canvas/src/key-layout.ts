import { type KeyPoint, matchKeyPoints } from './key-match';
import { type RegionMap, regionCount } from './regions';

/** A page's colour key (DESIGN §9a), as the contract's `colorKeySchema` parses it. */
export interface ColorKeyLike {
  readonly palette: readonly string[];
  readonly regions: readonly (KeyPoint & { readonly c: number })[];
}

/** Largest number drawn (document px): a big region does not need a poster. */
export const NUMBER_MAX_FONT = 40;
/** Smallest: a region narrower than this number's box still gets one, shown when zoomed in. */
export const NUMBER_MIN_FONT = 4;
/** A digit's width and height as shares of the font size (sans-serif, with a little room). */
const DIGIT_WIDTH = 0.6;
const DIGIT_HEIGHT = 0.75;

/**
 * The colour-by-number layout of one page, made once from its region map and colour key (in the
 * labelling worker, or on first use): which regions are keyed, with which colour, where each
 * number goes and how big it can be. Plain typed arrays, so it crosses a `postMessage` as
 * transferables (`keyLayoutBuffers`). Entries are ordered by font size, largest first, so a
 * renderer changes its font once per size.
 */
export interface KeyLayout {
  readonly palette: readonly string[];
  /** Keyed regions. */
  readonly count: number;
  /** Per entry: the region (index into the map's regions). */
  readonly region: Int32Array;
  /** Per entry: its palette index; the number shown is this + 1. */
  readonly color: Uint8Array;
  /** Per entry: the number's centre, the region's most interior pixel (pole of inaccessibility). */
  readonly x: Uint16Array;
  readonly y: Uint16Array;
  /** Per entry: the largest font (document px) whose number fits there. */
  readonly font: Uint8Array;
  /** Per entry: the region's open pixels (what progress counts). */
  readonly area: Int32Array;
  /** Per region of the map: its entry, or -1 when it is not keyed. */
  readonly entryOf: Int32Array;
  /** Key points that named no region, and points naming a region another point named first. */
  readonly unmatched: number;
  readonly duplicates: number;
}

export const keyLayoutBuffers = (layout: KeyLayout): ArrayBuffer[] =>
  [layout.region, layout.color, layout.x, layout.y, layout.font, layout.area, layout.entryOf].map(
    (array) => array.buffer as ArrayBuffer,
  );

/** The font (document px) for number `n` in a square of side `side` px. */
export const fittingFont = (n: number, side: number): number => {
  const digits = String(n).length;
  const font = Math.floor(Math.min(side / (DIGIT_WIDTH * digits), side / DIGIT_HEIGHT));
  return Math.max(NUMBER_MIN_FONT, Math.min(NUMBER_MAX_FONT, font));
};

interface Pole {
  x: number;
  y: number;
  /** Chessboard distance from the pole to the nearest line (or the page's edge). */
  depth: number;
  area: number;
}

/**
 * The region's most interior pixel, the pole of inaccessibility: the deepest by the page's own
 * distance to the lines (`map.dist`, which labelling made; a region's open pixels are exactly
 * those farther than the gap-closing radius from a line, so nothing else bounds them but the
 * page's edge). Among the pixels that deep (a long band has many), the one nearest their
 * centroid, so the number sits mid-way along it.
 */
const poleOf = (map: RegionMap, r: number): Pole => {
  const { runs, width, height, dist } = map;
  const from = (map.regionRunFirst[r] as number) * 2;
  const to = (map.regionRunFirst[r + 1] as number) * 2;
  // One pass: the depth, and the centroid of the pixels that deep (restarted at each new depth).
  let depth = 0;
  let area = 0;
  let sumX = 0;
  let sumY = 0;
  let n = 0;
  for (let j = from; j < to; j += 2) {
    const start = runs[j] as number;
    const length = runs[j + 1] as number;
    area += length;
    const y = (start / width) | 0;
    const x0 = start - y * width;
    const edgeY = Math.min(y + 1, height - y);
    for (let k = 0; k < length; k++) {
      const x = x0 + k;
      let d = dist[start + k] as number;
      if (d < depth) continue;
      // Near the page's edge, the edge is nearer than any line.
      const edge = Math.min(edgeY, x + 1, width - x);
      if (edge < d) d = edge;
      if (d < depth) continue;
      if (d > depth) {
        depth = d;
        sumX = sumY = n = 0;
      }
      sumX += x;
      sumY += y;
      n++;
    }
  }
  const cx = sumX / Math.max(1, n);
  const cy = sumY / Math.max(1, n);
  let best = Number.POSITIVE_INFINITY;
  let px = 0;
  let py = 0;
  for (let j = from; j < to; j += 2) {
    const start = runs[j] as number;
    const length = runs[j + 1] as number;
    const y = (start / width) | 0;
    const dy = (y - cy) * (y - cy);
    if (dy >= best) continue;
    const x0 = start - y * width;
    const edgeY = Math.min(y + 1, height - y);
    for (let k = 0; k < length; k++) {
      if ((dist[start + k] as number) < depth) continue;
      const x = x0 + k;
      if (Math.min(edgeY, x + 1, width - x) < depth) continue;
      const d = (x - cx) * (x - cx) + dy;
      if (d < best) {
        best = d;
        px = x;
        py = y;
      }
    }
  }
  return { x: px, y: py, depth, area };
};

/**
 * Matches the key's points to the page's regions and places a number in each keyed region. The
 * first point naming a region decides its colour; regions no point names get no number.
 */
export const layoutColorKey = (map: RegionMap, key: ColorKeyLike): KeyLayout => {
  const matched = matchKeyPoints(map, key.regions);
  const entryOf = new Int32Array(regionCount(map)).fill(-1);
  const keyed: { region: number; color: number }[] = [];
  let unmatched = 0;
  let duplicates = 0;
  for (let k = 0; k < matched.length; k++) {
    const region = matched[k] as number;
    const color = (key.regions[k] as { c: number }).c;
    if (region < 0 || color < 0 || color >= key.palette.length) unmatched++;
    else if ((entryOf[region] as number) >= 0) duplicates++;
    else {
      entryOf[region] = keyed.length;
      keyed.push({ region, color });
    }
  }
  const placed = keyed.map(({ region, color }) => {
    const pole = poleOf(map, region);
    // The square around the pole that stops one pixel short of the nearest line.
    const side = 2 * pole.depth - 3;
    return { region, color, pole, font: fittingFont(color + 1, side) };
  });
  placed.sort((a, b) => b.font - a.font || a.region - b.region);
  const count = placed.length;
  const layout = {
    palette: [...key.palette],
    count,
    region: new Int32Array(count),
    color: new Uint8Array(count),
    x: new Uint16Array(count),
    y: new Uint16Array(count),
    font: new Uint8Array(count),
    area: new Int32Array(count),
    entryOf,
    unmatched,
    duplicates,
  };
  placed.forEach(({ region, color, pole, font }, e) => {
    layout.region[e] = region;
    layout.color[e] = color;
    layout.x[e] = pole.x;
    layout.y[e] = pole.y;
    layout.font[e] = font;
    layout.area[e] = pole.area;
    entryOf[region] = e;
  });
  return layout;
};
