import { parseHex } from './color';
import { type ColorKeyLike, type KeyLayout, layoutColorKey } from './key-layout';
import { KeyProgress, type KeyProgressSummary } from './key-progress';
import { paintRegion, regionRect } from './region-pixels';
import { type RegionMap, regionCount } from './regions';
import { type Rect, type RgbaImage, unionRect } from './types';

/**
 * Fewer keyed regions than this and a page offers no colour by number (the contract's
 * COLOR_KEY_MIN_REGIONS; this package depends on no other).
 */
export const MIN_KEYED_REGIONS = 3;

/**
 * One page's colour key in the engine: its layout on the page's regions and the progress the
 * colour layer shows, with what magic colours and hints paint. Empty until `set`.
 */
export class ColorKeyState {
  private map: RegionMap | null = null;
  private current: { layout: KeyLayout; progress: KeyProgress } | null = null;

  get layout(): KeyLayout | null {
    return this.current?.layout ?? null;
  }
  get progress(): KeyProgress | null {
    return this.current?.progress ?? null;
  }
  get regions(): RegionMap | null {
    return this.current ? this.map : null;
  }
  get summary(): KeyProgressSummary | null {
    return this.current?.progress.summary ?? null;
  }

  /**
   * Lays the key out on `map` (or takes a layout made for it elsewhere, such as the labelling
   * worker) and counts what `layer` already shows. Null, keeping nothing, when the key keys
   * fewer than MIN_KEYED_REGIONS regions or the layout was made for another map.
   */
  set(
    map: RegionMap,
    key: ColorKeyLike,
    layout: KeyLayout | undefined,
    layer: RgbaImage,
  ): KeyProgressSummary | null {
    const laid = layout ?? layoutColorKey(map, key);
    if (laid.entryOf.length !== regionCount(map) || laid.count < MIN_KEYED_REGIONS) {
      this.drop();
      return null;
    }
    const progress = new KeyProgress(map, laid);
    progress.update(layer);
    this.map = map;
    this.current = { layout: laid, progress };
    return progress.summary;
  }

  drop(): void {
    this.map = null;
    this.current = null;
  }

  /** Recounts the keyed regions a change in `rect` reached. */
  update(layer: RgbaImage, rect: Rect): void {
    this.current?.progress.update(layer, rect);
  }

  /** Everything magic colours may paint, or null without a key. */
  allBox(): Rect | null {
    const { current, map } = this;
    if (!current || !map) return null;
    let box: Rect | null = null;
    for (let e = 0; e < current.layout.count; e++)
      box = unionRect(box, regionRect(map, current.layout.region[e] as number));
    return box;
  }

  /** Paints every keyed region in its key colour. */
  paintAll(layer: RgbaImage): void {
    const count = this.current?.layout.count ?? 0;
    for (let e = 0; e < count; e++) this.paintEntry(layer, e);
  }

  paintEntry(layer: RgbaImage, entry: number): void {
    const { current, map } = this;
    if (!current || !map) return;
    const { layout } = current;
    const hex = layout.palette[layout.color[entry] as number] as string;
    paintRegion(map, layer, layout.region[entry] as number, parseHex(hex));
  }

  /** The region a hint colours: the largest not done yet, with its box and its number's place. */
  nextHint(): { entry: number; rect: Rect; x: number; y: number } | null {
    const { current, map } = this;
    if (!current || !map) return null;
    const entry = current.progress.pending()[0];
    if (entry === undefined) return null;
    const { layout } = current;
    return {
      entry,
      rect: regionRect(map, layout.region[entry] as number),
      x: layout.x[entry] as number,
      y: layout.y[entry] as number,
    };
  }
}
