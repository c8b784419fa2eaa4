import type { LabImage } from './colour-regions';

export interface MergeOptions {
  /** Regions smaller than this (pixels) are too small to colour: merged into a neighbour. */
  minArea: number;
  /** Regions thinner than this on average (pixels) are the blurred rim of an edge, not a shape. */
  minThickness: number;
  /** Neighbours whose shared border has a mean Lab step below this show no real edge. */
  weakEdge: number;
  /** At most this many regions stay: the weakest borders go first. */
  maxRegions: number;
}

/** Lab distance between pixels a and b (pixel indices). */
function deltaE(lab: Float32Array, a: number, b: number): number {
  const dl = (lab[a * 3] as number) - (lab[b * 3] as number);
  const da = (lab[a * 3 + 1] as number) - (lab[b * 3 + 1] as number);
  const db = (lab[a * 3 + 2] as number) - (lab[b * 3 + 2] as number);
  return Math.sqrt(dl * dl + da * da + db * db);
}

interface Border {
  length: number;
  /** Sum of the Lab steps across the border; strength is sum / length. */
  sum: number;
}

interface Region {
  area: number;
  /** Border pixels shared with the picture's edge (part of the perimeter, never merged). */
  edge: number;
  borders: Map<number, Border>;
}

const perimeter = (region: Region) => {
  let total = region.edge;
  for (const border of region.borders.values()) total += border.length;
  return total;
};

/** The region adjacency graph of the labels: areas, and per neighbour the border's length and steps. */
function adjacency(labels: Int32Array, count: number, image: LabImage): Region[] {
  const { width, height, lab } = image;
  const regions: Region[] = Array.from({ length: count }, () => ({ area: 0, edge: 0, borders: new Map() }));
  const touch = (ri: number, rj: number, before: number, after: number) => {
    const step = deltaE(lab, before, after);
    for (const [from, to] of [
      [ri, rj],
      [rj, ri],
    ] as const) {
      const borders = (regions[from] as Region).borders;
      const border = borders.get(to);
      if (border) {
        border.length++;
        border.sum += step;
      } else borders.set(to, { length: 1, sum: step });
    }
  };
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const ri = labels[i] as number;
      const region = regions[ri] as Region;
      region.area++;
      if (x === 0 || y === 0 || x === width - 1 || y === height - 1) region.edge++;
      // The step is measured two pixels either side, so a soft but real edge still counts.
      if (x < width - 1 && labels[i + 1] !== ri)
        touch(
          ri,
          labels[i + 1] as number,
          y * width + Math.max(0, x - 2),
          y * width + Math.min(width - 1, x + 3),
        );
      if (y < height - 1 && labels[i + width] !== ri)
        touch(
          ri,
          labels[i + width] as number,
          Math.max(0, y - 2) * width + x,
          Math.min(height - 1, y + 3) * width + x,
        );
    }
  }
  return regions;
}

/**
 * Merges `count` regions (labels per pixel) on their adjacency graph until every region is big
 * and thick enough to colour, every border is a real edge (a gradient that k-means cut into
 * bands has only weak borders) and there are at most maxRegions. Returns a label per pixel and
 * the number of regions left.
 */
export function mergeRegions(labels: Int32Array, count: number, image: LabImage, options: MergeOptions) {
  const regions = adjacency(labels, count, image);
  const parent = Int32Array.from({ length: count }, (_, i) => i);
  const alive = new Set<number>(regions.map((_, i) => i));

  /** Region `from` becomes part of `into`. */
  const merge = (from: number, into: number) => {
    const a = regions[from] as Region;
    const b = regions[into] as Region;
    for (const [n, border] of a.borders) {
      const neighbour = (regions[n] as Region).borders;
      neighbour.delete(from);
      if (n === into) continue;
      const existing = b.borders.get(n);
      if (existing) {
        existing.length += border.length;
        existing.sum += border.sum;
      } else b.borders.set(n, { ...border });
      neighbour.set(into, b.borders.get(n) as Border);
    }
    b.borders.delete(from);
    b.area += a.area;
    b.edge += a.edge;
    a.borders.clear();
    parent[from] = into;
    alive.delete(from);
  };

  const tooSmall = (region: Region) =>
    region.area < options.minArea || region.area < (perimeter(region) * options.minThickness) / 2;
  for (let changed = true; changed; ) {
    changed = false;
    const order = [...alive].sort((p, q) => (regions[p] as Region).area - (regions[q] as Region).area);
    for (const id of order) {
      const region = regions[id] as Region;
      if (!alive.has(id) || !tooSmall(region)) continue;
      let best = -1;
      let bestLength = 0;
      for (const [n, border] of region.borders) {
        if (border.length > bestLength) {
          bestLength = border.length;
          best = n;
        }
      }
      if (best < 0) continue;
      merge(id, best);
      changed = true;
    }
  }

  for (;;) {
    let weakest = Number.POSITIVE_INFINITY;
    let pair: [number, number] | null = null;
    for (const id of alive) {
      for (const [n, border] of (regions[id] as Region).borders) {
        if (n < id) continue;
        const strength = border.sum / border.length;
        if (strength < weakest) {
          weakest = strength;
          pair = [id, n];
        }
      }
    }
    if (!pair || (weakest >= options.weakEdge && alive.size <= options.maxRegions)) break;
    const [p, q] = pair;
    // The smaller one joins the larger, so a region keeps its number as long as possible.
    if ((regions[p] as Region).area < (regions[q] as Region).area) merge(p, q);
    else merge(q, p);
  }

  const find = (i: number): number => {
    while (parent[i] !== i) i = parent[i] as number;
    return i;
  };
  const out = new Int32Array(labels.length);
  const roots = Int32Array.from({ length: count }, (_, i) => find(i));
  for (let i = 0; i < labels.length; i++) out[i] = roots[labels[i] as number] as number;
  return { labels: out, regions: alive.size };
}
