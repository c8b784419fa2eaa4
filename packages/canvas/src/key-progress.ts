import { parseHex } from './color';
import type { KeyLayout } from './key-layout';
import type { RegionMap } from './regions';
import type { Rect, RgbaImage } from './types';

/** A keyed region is done when at least this share of its open pixels shows its key colour. */
export const DONE_SHARE = 0.9;
/**
 * How far (RGB distance, over white paper) a pixel may be from its nearest palette colour and
 * still show it: anti-aliased stroke edges, crayon grain and marker overlaps stay that colour.
 */
export const COLOR_TOLERANCE = 72;
/** Pixels less opaque than this are paper showing through, whatever their colour. */
const MIN_ALPHA = 128;

export interface KeyProgressSummary {
  /** Keyed regions showing their colour, of `total`. */
  readonly done: number;
  readonly total: number;
}

/**
 * Which keyed regions the colour layer shows in their key colour (so they lose their number), as
 * k of N. A pixel shows palette colour c when, over white paper, its nearest palette colour is c
 * and it is within COLOR_TOLERANCE of it: a wrong colour never counts, whatever tool laid it.
 * `update` after each change recounts only the regions the change reached.
 */
export class KeyProgress {
  readonly layout: KeyLayout;
  /** Per entry: 1 when done. */
  readonly done: Uint8Array;
  /** Bumped whenever a region becomes done or undone, for renderers that cache. */
  version = 0;
  private doneCount = 0;
  private readonly map: RegionMap;
  private readonly palette: number[][];
  /** Per palette index, the first index of the same colour (a palette may repeat one). */
  private readonly canonical: number[];
  /** Packed pixel → palette index shown (or -1); colour layers hold few distinct values. */
  private readonly shown = new Map<number, number>();

  constructor(map: RegionMap, layout: KeyLayout) {
    this.map = map;
    this.layout = layout;
    this.done = new Uint8Array(layout.count);
    this.palette = layout.palette.map((hex) => [...parseHex(hex)].slice(0, 3));
    const firsts = layout.palette.map((hex) => parseHex(hex).join());
    this.canonical = firsts.map((rgb) => firsts.indexOf(rgb));
  }

  get summary(): KeyProgressSummary {
    return { done: this.doneCount, total: this.layout.count };
  }
  get complete(): boolean {
    return this.layout.count > 0 && this.doneCount === this.layout.count;
  }

  /** Keyed regions of palette colour `c` not done yet (the ones swatch c + 1 highlights). */
  remaining(c: number): number {
    let n = 0;
    for (let e = 0; e < this.layout.count; e++) if (this.layout.color[e] === c && !this.done[e]) n++;
    return n;
  }

  /** The entries not done yet, largest region first (what a hint colours). */
  pending(): number[] {
    const out: number[] = [];
    for (let e = 0; e < this.layout.count; e++) if (!this.done[e]) out.push(e);
    return out.sort((a, b) => (this.layout.area[b] as number) - (this.layout.area[a] as number) || a - b);
  }

  /**
   * Recounts the keyed regions whose box meets `rect` (all of them without one) on `layer`;
   * true when a region became done or undone.
   */
  update(layer: RgbaImage, rect?: Rect | null): boolean {
    const { layout, map } = this;
    let changed = false;
    for (let e = 0; e < layout.count; e++) {
      const r = layout.region[e] as number;
      if (rect && !meets(map.rects, r, rect)) continue;
      const now = this.regionDone(layer, r, layout.color[e] as number) ? 1 : 0;
      if (now === this.done[e]) continue;
      this.done[e] = now;
      this.doneCount += now ? 1 : -1;
      changed = true;
    }
    if (changed) this.version++;
    return changed;
  }

  private regionDone(layer: RgbaImage, r: number, color: number): boolean {
    const c = this.canonical[color] as number;
    const { runs, regionRunFirst } = this.map;
    const words = new Uint32Array(layer.data.buffer, layer.data.byteOffset, layer.width * layer.height);
    const from = (regionRunFirst[r] as number) * 2;
    const to = (regionRunFirst[r + 1] as number) * 2;
    let area = 0;
    for (let j = from; j < to; j += 2) area += runs[j + 1] as number;
    // Done once enough pixels match; not done once too many do not.
    const need = Math.ceil(area * DONE_SHARE);
    const allowMiss = area - need;
    let hit = 0;
    let miss = 0;
    let last = -1;
    let lastShown = -1;
    for (let j = from; j < to; j += 2) {
      const start = runs[j] as number;
      const end = start + (runs[j + 1] as number);
      for (let i = start; i < end; i++) {
        const value = words[i] as number;
        if (value !== last) {
          last = value;
          lastShown = this.shownBy(layer.data, i, value);
        }
        if (lastShown === c) {
          if (++hit >= need) return true;
        } else if (++miss > allowMiss) return false;
      }
    }
    return hit >= need;
  }

  /** The palette index pixel i shows, or -1. */
  private shownBy(data: Uint8ClampedArray, i: number, key: number): number {
    const o = i * 4;
    const cached = this.shown.get(key);
    if (cached !== undefined) return cached;
    const a = data[o + 3] as number;
    let best = -1;
    if (a >= MIN_ALPHA) {
      // Over white paper, as the child sees it.
      const rgb = [0, 1, 2].map((k) => 255 + (((data[o + k] as number) - 255) * a) / 255);
      // Strictly nearer only: a repeated colour counts as its first index.
      let bestDist = COLOR_TOLERANCE * COLOR_TOLERANCE + 1;
      this.palette.forEach((p, index) => {
        const d =
          ((rgb[0] as number) - (p[0] as number)) ** 2 +
          ((rgb[1] as number) - (p[1] as number)) ** 2 +
          ((rgb[2] as number) - (p[2] as number)) ** 2;
        if (d < bestDist) {
          bestDist = d;
          best = index;
        }
      });
    }
    if (this.shown.size > 65536) this.shown.clear();
    this.shown.set(key, best);
    return best;
  }
}

const meets = (rects: Int32Array, r: number, rect: Rect): boolean => {
  const x = rects[r * 4] as number;
  const y = rects[r * 4 + 1] as number;
  return (
    x < rect.x + rect.width &&
    rect.x < x + (rects[r * 4 + 2] as number) &&
    y < rect.y + rect.height &&
    rect.y < y + (rects[r * 4 + 3] as number)
  );
};
