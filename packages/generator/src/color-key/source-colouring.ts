import type { ColorKey } from '@colorbook/contract';
import sharp from 'sharp';
import type { ColourHint } from '../colour-hint';
import { autoColouring } from './auto-colouring';
import { hexOfLab, type Lab, labOfHex, labOfRgb } from './colour-space';
import { namesFor } from './named-colours';
import { KEY_PAGE_SIZE, type PageRegions } from './page-regions';
import { quantise } from './photo-colouring';

/** The drawings are read at half the page's size: each sample stands for 2×2 page pixels. */
const STEP = 2;
/** A region takes a drawing's colour when this share of it is that drawing's colour. */
const DRAWN_SHARE = 0.45;
/** A region this much inside drawings but not coloured by them (eyes, white parts) is auto. */
const INSIDE_SHARE = 0.5;
/** A region takes a scene part's colour when this share of it lies in that part… */
const PART_SHARE = 0.5;
/**
 * …and it is big: at least this share of the page and of the part. A sun or a cloud drawn
 * by the backdrop in the sky is a thing of its own, not sky, so it is coloured automatically.
 */
const PART_MIN_PAGE_SHARE = 0.008;
const PART_MIN_PART_SHARE = 0.06;
/** Colours are counted in bins of 32 levels per channel; the fullest bin's mean is the colour. */
const BIN_BITS = 3;
/** A drawing pixel this light on every channel is the white silhouette, not a colour. */
const WHITE = 238;

/** The hint's drawings rendered at half size, RGBA. */
async function drawingsRaster(svg: string): Promise<Uint8Array> {
  const size = KEY_PAGE_SIZE / STEP;
  const { data } = await sharp(Buffer.from(svg), { density: 72 / STEP })
    .resize(size, size, { fit: 'fill' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return new Uint8Array(data);
}

/**
 * The key of an offline page from the colours its drawings and scene parts were meant to have
 * (issue 21): a region mostly covered by one drawing's colour takes that colour (the most
 * common one under it, so a region straddling two shapes does not come out muddy), a big
 * region in the sky, the sea or on the grass takes that part's colour, and every other region
 * its colour from the automatic colouring. All colours are merged in Lab as a photo's are
 * (≤ 24, none closer than ΔE 10). Deterministic for a page, a hint and a seed.
 */
export async function sourceColouring(page: PageRegions, hint: ColourHint, seed: number): Promise<ColorKey> {
  const size = KEY_PAGE_SIZE;
  const half = size / STEP;
  const rgba = await drawingsRaster(hint.drawings);
  const { labels } = page.map;
  const count = page.regions.length;
  const slot = new Int32Array(page.map.areas.length).fill(-1);
  page.regions.forEach((region, k) => {
    slot[region.label] = k;
  });
  const parts = hint.parts;
  // Which part each sample row/column lies in: parts are bands and boxes, later over earlier.
  const partAt = (x: number, y: number) => {
    for (let p = parts.length - 1; p >= 0; p--) {
      const { box } = parts[p] as ColourHint['parts'][number];
      if (x >= box.x && x < box.x + box.width && y >= box.y && y < box.y + box.height) return p;
    }
    return -1;
  };
  const total = new Float64Array(count);
  const white = new Float64Array(count);
  const coloured = new Float64Array(count);
  const inPart = new Float64Array(count * Math.max(1, parts.length));
  /** Per region and colour bin: samples and RGB sums (typed arrays: this loop is hot). */
  const binCount = 1 << (3 * BIN_BITS);
  const binN = new Uint32Array(count * binCount);
  const binSum = new Uint32Array(count * binCount * 3);
  const shift = 8 - BIN_BITS;
  for (let sy = 0; sy < half; sy++) {
    const y = sy * STEP + 1;
    for (let sx = 0; sx < half; sx++) {
      const x = sx * STEP + 1;
      const k = slot[labels[y * size + x] as number] as number;
      if (k < 0) continue;
      total[k] = (total[k] as number) + 1;
      const o = (sy * half + sx) * 4;
      const a = rgba[o + 3] as number;
      if (a >= 200) {
        const r = rgba[o] as number;
        const g = rgba[o + 1] as number;
        const b = rgba[o + 2] as number;
        if (r >= WHITE && g >= WHITE && b >= WHITE) {
          white[k] = (white[k] as number) + 1;
          continue;
        }
        coloured[k] = (coloured[k] as number) + 1;
        const at =
          k * binCount + (((r >> shift) << (2 * BIN_BITS)) | ((g >> shift) << BIN_BITS) | (b >> shift));
        binN[at] = (binN[at] as number) + 1;
        binSum[at * 3] = (binSum[at * 3] as number) + r;
        binSum[at * 3 + 1] = (binSum[at * 3 + 1] as number) + g;
        binSum[at * 3 + 2] = (binSum[at * 3 + 2] as number) + b;
        continue;
      }
      const p = partAt(x, y);
      if (p >= 0) inPart[k * parts.length + p] = (inPart[k * parts.length + p] as number) + 1;
    }
  }
  // The fullest colour bin of each region (the first of equals: deterministic).
  const modal = new Int32Array(count).fill(-1);
  for (let k = 0; k < count; k++) {
    if (!coloured[k]) continue;
    let best = k * binCount;
    for (let at = best + 1; at < (k + 1) * binCount; at++)
      if ((binN[at] as number) > (binN[best] as number)) best = at;
    modal[k] = best;
  }
  const auto = autoColouring(page, seed);
  const autoLab = auto.palette.map(labOfHex);
  const partLab = parts.map((part) => labOfHex(part.hex));
  const pageArea = size * size;
  const colours: { lab: Lab; area: number }[] = page.regions.map((region, k) => {
    const n = Math.max(1, total[k] as number);
    const best = modal[k] as number;
    if (
      best >= 0 &&
      (coloured[k] as number) >= n * DRAWN_SHARE &&
      (coloured[k] as number) >= (white[k] as number)
    ) {
      const m = binN[best] as number;
      const rgb = [0, 1, 2].map((ch) => (binSum[best * 3 + ch] as number) / m) as [number, number, number];
      return { lab: labOfRgb(...rgb), area: region.area };
    }
    const inside = (coloured[k] as number) + (white[k] as number);
    if (inside < n * INSIDE_SHARE && parts.length) {
      let top = 0;
      for (let p = 1; p < parts.length; p++)
        if ((inPart[k * parts.length + p] as number) > (inPart[k * parts.length + top] as number)) top = p;
      const box = (parts[top] as ColourHint['parts'][number]).box;
      const big =
        region.area >= pageArea * PART_MIN_PAGE_SHARE &&
        region.area >= box.width * box.height * PART_MIN_PART_SHARE;
      if (big && (inPart[k * parts.length + top] as number) >= n * PART_SHARE)
        return { lab: partLab[top] as Lab, area: region.area };
    }
    const fallback = auto.regions[k]?.c ?? 0;
    return { lab: autoLab[fallback] ?? (autoLab[0] as Lab), area: region.area };
  });
  if (colours.length === 0) return { palette: ['#ffffff'], names: ['White'], regions: [] };
  // Many regions share a colour (a part's, the automatic palette's): merge those first, so
  // the quadratic merging works on distinct colours only.
  const distinct = new Map<string, number>();
  const grouped: { lab: Lab; area: number }[] = [];
  const groupOf = colours.map(({ lab, area }) => {
    const name = lab.map((v) => v.toFixed(1)).join();
    let g = distinct.get(name);
    if (g === undefined) {
      g = grouped.length;
      distinct.set(name, g);
      grouped.push({ lab, area: 0 });
    }
    (grouped[g] as { area: number }).area += area;
    return g;
  });
  const { palette, index } = quantise(grouped);
  return {
    palette: palette.map(hexOfLab),
    names: namesFor(palette),
    regions: page.regions.map((region, k) => ({
      x: region.x,
      y: region.y,
      c: index[groupOf[k] as number] as number,
    })),
  };
}
