import type { ColorKey } from '@colorbook/contract';
import sharp from 'sharp';
import { toLab } from '../colour-regions';
import { deltaE, hexOfLab, type Lab } from './colour-space';
import { namesFor } from './named-colours';
import { KEY_PAGE_SIZE, type PageRegions } from './page-regions';

const MAX_COLOURS = 24;
/** Region means closer than this (ΔE) are one colour: a child would not tell them apart. */
const SAME_COLOUR = 10;
/** A region mostly outside the photo (the padding round a photo that is not square) is paper. */
const MIN_INSIDE_SHARE = 0.5;
/**
 * The photo is read at half the page's size, each of its pixels standing for 2×2 page pixels: a
 * mean over thousands of pixels loses nothing, and it is four times less work.
 */
const STEP = 2;

/**
 * The photo laid on the page as the conversion lays it (fitted into the square, centred, white
 * round it), smoothed a little so noise does not tint a region's mean, in Lab; and which page
 * pixels the photo covers.
 */
async function photoOnPage(photo: Buffer) {
  const size = KEY_PAGE_SIZE / STEP;
  const oriented = sharp(photo, { limitInputPixels: 40_000_000 }).autoOrient();
  const { data, info } = await oriented
    .clone()
    .flatten({ background: '#ffffff' })
    .resize(size, size, { fit: 'inside' })
    .removeAlpha()
    .toColourspace('srgb')
    .median(3)
    .raw()
    .toBuffer({ resolveWithObject: true });
  const left = Math.floor((KEY_PAGE_SIZE - info.width * STEP) / 2);
  const top = Math.floor((KEY_PAGE_SIZE - info.height * STEP) / 2);
  const inner = toLab(data, info.width, info.height);
  return { lab: inner.lab, left, top, width: info.width, height: info.height };
}

interface Cluster {
  /** Area-weighted sums of L, a, b, and the area. */
  sum: [number, number, number];
  area: number;
  members: number[];
}

const meanOf = (cluster: Cluster): Lab => [
  cluster.sum[0] / cluster.area,
  cluster.sum[1] / cluster.area,
  cluster.sum[2] / cluster.area,
];

/**
 * Region colours merged into at most MAX_COLOURS: the two nearest colours merge (weighted by
 * area) until none are nearer than SAME_COLOUR and there are few enough. A photo page has at
 * most a few hundred regions, so the plain quadratic search is quick.
 */
export function quantise(colours: { lab: Lab; area: number }[]): { palette: Lab[]; index: number[] } {
  const clusters: (Cluster | null)[] = colours.map(({ lab, area }, i) => ({
    sum: [lab[0] * area, lab[1] * area, lab[2] * area],
    area,
    members: [i],
  }));
  let alive = clusters.length;
  for (;;) {
    let bestA = -1;
    let bestB = -1;
    let bestDistance = Number.POSITIVE_INFINITY;
    for (let a = 0; a < clusters.length; a++) {
      const ca = clusters[a];
      if (!ca) continue;
      const la = meanOf(ca);
      for (let b = a + 1; b < clusters.length; b++) {
        const cb = clusters[b];
        if (!cb) continue;
        const distance = deltaE(la, meanOf(cb));
        if (distance < bestDistance) {
          bestDistance = distance;
          bestA = a;
          bestB = b;
        }
      }
    }
    if (bestA < 0 || (alive <= MAX_COLOURS && bestDistance >= SAME_COLOUR)) break;
    const ca = clusters[bestA] as Cluster;
    const cb = clusters[bestB] as Cluster;
    for (let ch = 0; ch < 3; ch++) ca.sum[ch] = (ca.sum[ch] as number) + (cb.sum[ch] as number);
    ca.area += cb.area;
    ca.members.push(...cb.members);
    clusters[bestB] = null;
    alive--;
  }
  const palette: Lab[] = [];
  const index: number[] = colours.map(() => 0);
  for (const cluster of clusters) {
    if (!cluster) continue;
    for (const member of cluster.members) index[member] = palette.length;
    palette.push(meanOf(cluster));
  }
  return { palette, index };
}

/**
 * The key of a page made from a photo: each keyed region takes the mean colour of the photo
 * under it (in Lab), and the means are merged into a palette of at most 24 colours. Only the
 * palette leaves here, never the photo's own pixels.
 */
export async function photoColouring(page: PageRegions, photo: Buffer): Promise<ColorKey> {
  const size = KEY_PAGE_SIZE;
  const { lab, left, top, width, height } = await photoOnPage(photo);
  const { labels } = page.map;
  const slot = new Int32Array(page.map.areas.length).fill(-1);
  page.regions.forEach((region, k) => {
    slot[region.label] = k;
  });
  const sums = new Float64Array(page.regions.length * 4);
  for (let py = 0; py < height; py++) {
    const y = Math.min(size - 1, top + py * STEP + 1);
    for (let px = 0; px < width; px++) {
      const x = Math.min(size - 1, left + px * STEP + 1);
      const k = slot[labels[y * size + x] as number] as number;
      if (k < 0) continue;
      const p = (py * width + px) * 3;
      sums[k * 4] = (sums[k * 4] as number) + (lab[p] as number);
      sums[k * 4 + 1] = (sums[k * 4 + 1] as number) + (lab[p + 1] as number);
      sums[k * 4 + 2] = (sums[k * 4 + 2] as number) + (lab[p + 2] as number);
      sums[k * 4 + 3] = (sums[k * 4 + 3] as number) + 1;
    }
  }
  const kept: { x: number; y: number; lab: Lab; area: number }[] = [];
  page.regions.forEach((region, k) => {
    const n = sums[k * 4 + 3] as number;
    if (n * STEP * STEP < region.area * MIN_INSIDE_SHARE) return;
    const mean: Lab = [
      (sums[k * 4] as number) / n,
      (sums[k * 4 + 1] as number) / n,
      (sums[k * 4 + 2] as number) / n,
    ];
    kept.push({ x: region.x, y: region.y, lab: mean, area: region.area });
  });
  if (kept.length === 0) return { palette: ['#ffffff'], names: ['White'], regions: [] };
  const { palette, index } = quantise(kept);
  return {
    palette: palette.map(hexOfLab),
    names: namesFor(palette),
    regions: kept.map((region, i) => ({ x: region.x, y: region.y, c: index[i] as number })),
  };
}
