import type { LabImage } from './colour-regions';

export interface MergeOptions {
  /** Regions smaller than this (pixels) are too small to colour: merged into a neighbour. */
  minArea: number;
  /**
   * A small region with a strong edge all round (an eye, a button) is kept down to this size:
   * a face without its eyes is no portrait.
   */
  minDistinctArea: number;
  /** Mean Lab step across its whole outline that makes a small region distinct. */
  distinctEdge: number;
  /** Regions thinner than this on average (pixels) are the blurred rim of an edge, not a shape. */
  minThickness: number;
  /** Neighbours whose shared border has a mean Lab step below this show no real edge. */
  weakEdge: number;
  /** At most this many regions stay: the weakest borders go first. */
  maxRegions: number;
  /**
   * At most this many small distinct regions keep their exception (the strongest and biggest):
   * a face has two eyes and a mouth, a carpet of toys hundreds of specks. Default: no limit.
   */
  maxSmallDistinct?: number;
}

/** How far (Lab) from the line between its neighbours' colours a thin region may be to be a rim. */
const RIM_OFF_LINE = 10;

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
  /** Sums of L, a and b over the region's pixels: its mean colour is colour / area. */
  colour: [number, number, number];
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
  const regions: Region[] = Array.from({ length: count }, () => ({
    area: 0,
    colour: [0, 0, 0] as [number, number, number],
    edge: 0,
    borders: new Map(),
  }));
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
      region.colour[0] += lab[i * 3] as number;
      region.colour[1] += lab[i * 3 + 1] as number;
      region.colour[2] += lab[i * 3 + 2] as number;
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
    for (let k = 0; k < 3; k++) b.colour[k] = (b.colour[k] as number) + (a.colour[k] as number);
    a.borders.clear();
    parent[from] = into;
    alive.delete(from);
  };

  const contrast = (region: Region) => {
    let length = 0;
    let sum = 0;
    for (const border of region.borders.values()) {
      length += border.length;
      sum += border.sum;
    }
    return length ? sum / length : 0;
  };
  const mean = (region: Region) => region.colour.map((sum) => sum / Math.max(1, region.area));
  /**
   * The blurred rim of an edge between two regions has a colour between theirs; a thin shape of
   * its own (a mouth, a stem) does not.
   */
  const isRim = (region: Region) => {
    const [first, second] = [...region.borders.entries()]
      .sort((p, q) => q[1].length - p[1].length)
      .map(([n]) => mean(regions[n] as Region));
    if (!first || !second) return false;
    const own = mean(region);
    const along = first.map((v, k) => (second[k] as number) - v);
    const to = own.map((v, k) => v - (first[k] as number));
    const length2 = along.reduce((sum, v) => sum + v * v, 0) || 1;
    const t = Math.max(0, Math.min(1, along.reduce((sum, v, k) => sum + v * (to[k] as number), 0) / length2));
    const off = to.reduce((sum, v, k) => sum + (v - t * (along[k] as number)) ** 2, 0);
    return Math.sqrt(off) < RIM_OFF_LINE;
  };
  /** Mostly surrounded by one neighbour, as a mouth by the face (a drawn outline runs between two). */
  const enclosed = (region: Region) => {
    let longest = 0;
    for (const border of region.borders.values()) longest = Math.max(longest, border.length);
    return longest >= perimeter(region) * 0.75;
  };
  const distinctAtAll = (region: Region) =>
    region.area >= options.minDistinctArea && contrast(region) >= options.distinctEdge && !isRim(region);
  // Which small regions may stay for being distinct, decided once: the strongest and largest.
  const allowed = new Set<number>(
    regions
      .map((region, id) => ({ region, id }))
      .filter(({ region }) => region.area < options.minArea && distinctAtAll(region))
      .sort((p, q) => q.region.area * contrast(q.region) - p.region.area * contrast(p.region))
      .slice(0, options.maxSmallDistinct ?? Number.POSITIVE_INFINITY)
      .map(({ id }) => id),
  );
  const idOf = new Map(regions.map((region, id) => [region, id]));
  const distinct = (region: Region) =>
    distinctAtAll(region) && (region.area >= options.minArea || allowed.has(idOf.get(region) ?? -1));
  const tooSmall = (region: Region) => {
    const thin = region.area < (perimeter(region) * options.minThickness) / 2;
    if (!thin && region.area >= options.minArea) return false;
    return !distinct(region) || (thin && !enclosed(region));
  };
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
