import { packRgba } from './color';
import type { KeyLayout } from './key-layout';
import type { RegionMap } from './regions';
import type { Rect } from './types';

/** A number smaller than this on screen (CSS px) is not drawn: its region shows it when zoomed in. */
export const READABLE_NUMBER_PX = 10;
/** Nor larger than this on screen, however big its region and the zoom. */
export const LARGEST_NUMBER_PX = 40;

/** A number to draw, in document coordinates. */
export interface OverlayNumber {
  readonly entry: number;
  readonly text: string;
  readonly x: number;
  readonly y: number;
  /** Font size in document px. */
  readonly font: number;
  /** Its region is one the chosen swatch highlights. */
  readonly highlighted: boolean;
}

/** Whether entry e's number is drawn at `zoom` (screen px per document px). */
export const numberShown = (layout: KeyLayout, e: number, zoom: number): boolean =>
  (layout.font[e] as number) * zoom >= READABLE_NUMBER_PX;

/** The font (document px) entry e's number is drawn with at `zoom`. */
export const numberFont = (layout: KeyLayout, e: number, zoom: number): number =>
  Math.min(layout.font[e] as number, Math.floor(LARGEST_NUMBER_PX / zoom));

/**
 * The numbers to draw: one for each keyed region not done yet, readable at `zoom` and inside
 * `view` (document px) when given; in layout order (largest font first).
 */
export const overlayNumbers = (
  layout: KeyLayout,
  done: Uint8Array,
  zoom: number,
  swatch: number | null,
  view?: Rect,
): OverlayNumber[] => {
  const out: OverlayNumber[] = [];
  for (let e = 0; e < layout.count; e++) {
    if (done[e] || !numberShown(layout, e, zoom)) continue;
    const x = (layout.x[e] as number) + 0.5;
    const y = (layout.y[e] as number) + 0.5;
    const font = numberFont(layout, e, zoom);
    if (
      view &&
      (x + font < view.x ||
        x - font > view.x + view.width ||
        y + font < view.y ||
        y - font > view.y + view.height)
    )
      continue;
    const color = layout.color[e] as number;
    out.push({ entry: e, text: String(color + 1), x, y, font, highlighted: color === swatch });
  }
  return out;
};

/** The highlight's two tones: hatching and a faint wash between the hatches. */
const HATCH = packRgba([55, 65, 81, 110]);
const WASH = packRgba([55, 65, 81, 36]);
const HATCH_PERIOD = 8;
const HATCH_WIDTH = 3;

/**
 * The hatching over regions still to colour with the chosen swatch, as overlay pixels. Kept from
 * draw to draw: a new swatch or a region done changes only the regions it concerns (the open
 * pixels of regions never overlap, so clearing one leaves its neighbours' hatching intact).
 */
export class HighlightMask {
  readonly width: number;
  readonly height: number;
  /** RGBA overlay pixels (straight alpha, as ImageData), transparent where nothing is highlighted. */
  readonly pixels: Uint8ClampedArray;
  private readonly words: Uint32Array;
  /** One row of hatching, a period longer than the page, for runs to copy from. */
  private readonly hatchRow: Uint32Array;
  /** Per entry of the layout last drawn: 1 while hatched. */
  private hatched = new Uint8Array(0);
  private layout: KeyLayout | null = null;

  constructor(width: number, height: number) {
    this.width = width;
    this.height = height;
    this.pixels = new Uint8ClampedArray(width * height * 4);
    this.words = new Uint32Array(this.pixels.buffer);
    this.hatchRow = Uint32Array.from({ length: width + HATCH_PERIOD }, (_, x) =>
      x % HATCH_PERIOD < HATCH_WIDTH ? HATCH : WASH,
    );
  }

  /** True when some region is hatched. */
  get any(): boolean {
    return this.hatched.includes(1);
  }

  /**
   * Hatches the regions of palette colour `swatch` (none when null) not done yet, un-hatches the
   * rest; returns the box that changed, or null.
   */
  update(map: RegionMap, layout: KeyLayout, done: Uint8Array, swatch: number | null): Rect | null {
    // Another layout (another page or key): start from nothing.
    let cleared = false;
    if (layout !== this.layout) {
      cleared = this.any;
      if (cleared) this.words.fill(0);
      this.layout = layout;
      this.hatched = new Uint8Array(layout.count);
    }
    let x0 = this.width;
    let y0 = this.height;
    let x1 = 0;
    let y1 = 0;
    for (let e = 0; e < layout.count; e++) {
      const want = swatch !== null && layout.color[e] === swatch && !done[e] ? 1 : 0;
      if (want === this.hatched[e]) continue;
      this.hatched[e] = want;
      const r = layout.region[e] as number;
      this.paint(map, r, want === 1);
      const rx = map.rects[r * 4] as number;
      const ry = map.rects[r * 4 + 1] as number;
      x0 = Math.min(x0, rx);
      y0 = Math.min(y0, ry);
      x1 = Math.max(x1, rx + (map.rects[r * 4 + 2] as number));
      y1 = Math.max(y1, ry + (map.rects[r * 4 + 3] as number));
    }
    if (cleared) return { x: 0, y: 0, width: this.width, height: this.height };
    return x1 > x0 ? { x: x0, y: y0, width: x1 - x0, height: y1 - y0 } : null;
  }

  private paint(map: RegionMap, r: number, on: boolean): void {
    const { runs, width } = map;
    const { words, hatchRow } = this;
    const end = (map.regionRunFirst[r + 1] as number) * 2;
    for (let j = (map.regionRunFirst[r] as number) * 2; j < end; j += 2) {
      const start = runs[j] as number;
      const length = runs[j + 1] as number;
      if (!on) {
        words.fill(0, start, start + length);
        continue;
      }
      // Diagonal hatching: a run copies the hatched row from the phase of (x + y) at its start.
      const y = (start / width) | 0;
      const phase = (start - y * width + y) % HATCH_PERIOD;
      words.set(hatchRow.subarray(phase, phase + length), start);
    }
  }
}
