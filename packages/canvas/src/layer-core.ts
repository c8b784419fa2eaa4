import { ColorKeyState } from './color-key-state';
import { CANVAS_SIZE } from './constants';
import type { EngineChange, EngineChangeKind, PaintCoreOptions } from './engine-types';
import { pickColor } from './eyedropper';
import { type SavedHistory, TileHistory } from './history';
import type { ColorKeyLike, KeyLayout } from './key-layout';
import type { KeyProgressSummary } from './key-progress';
import { labelRegions, type RegionMap, regionAt } from './regions';
import { clipRect, createImage, type Rect, type RgbaImage } from './types';

/**
 * The colour layer under the line art, with its history, regions and colour key: what every
 * tool changes, and the changes that are not a tool's (undo, redo, clear, restore, magic
 * colours, hints). `PaintCore` adds the tools on top. Every change is made in `layer`, shown
 * through `show(rect)` (the DOM engine copies that box to its canvas) and then reported to the
 * listeners, with colour by number's progress when the page has a key.
 */
export class LayerCore {
  readonly size = CANVAS_SIZE;
  protected readonly lineArt: RgbaImage;
  /** The colour layer itself. Fill, strokes and history work on it. */
  protected readonly layer: RgbaImage;
  protected readonly history: TileHistory;
  /** The page's regions, labelled once; a tap paints one of them. */
  protected regions: RegionMap | null = null;
  private readonly labelled: Promise<RegionMap | null>;
  private readonly listeners = new Set<(change: EngineChange) => void>();
  private readonly key = new ColorKeyState();
  private keySource: ColorKeyLike | null = null;

  constructor(options: PaintCoreOptions) {
    if (options.lineArt.width !== this.size || options.lineArt.height !== this.size)
      throw new Error(`Line art must be ${this.size}×${this.size}`);
    this.lineArt = options.lineArt;
    // Once per page and off the main thread when the caller can, so a tap only paints.
    this.labelled = options.labelRegions
      ? options
          .labelRegions(this.lineArt)
          .then((regions) => {
            this.regions ??= regions;
            return this.regions;
          })
          .catch(() => null)
      : Promise.resolve(null);
    this.layer = createImage(this.size, this.size);
    if (options.initial) this.layer.data.set(options.initial);
    // The history keeps changed tiles over the layer itself, not a second copy of it.
    this.history = TileHistory.sharing(this.layer.data, {
      width: this.size,
      height: this.size,
      maxBytes: options.historyBytes,
    });
    if (options.initial && options.history) this.history.load(options.history);
  }

  get canUndo(): boolean {
    return this.history.canUndo;
  }
  get canRedo(): boolean {
    return this.history.canRedo;
  }
  get historyCount(): number {
    return this.history.count;
  }
  get historyCursor(): number {
    return this.history.cursor;
  }
  get historyBytes(): number {
    return this.history.byteSize;
  }
  /** True once the page's regions are labelled (a fill then costs only its painting). */
  get regionsReady(): boolean {
    return this.regions !== null;
  }
  /** The colour key's state (layout, progress) once `setColorKey` has laid one out. */
  get colorKey(): ColorKeyState {
    return this.key;
  }

  onChange(listener: (change: EngineChange) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Abandons a gesture in progress; the tools override it. */
  cancelStroke(): void {}

  pickAt(x: number, y: number): string | null {
    return pickColor(this.layer, this.lineArt, x, y);
  }

  undo(): boolean {
    return this.apply(this.history.undo(), 'undo');
  }

  redo(): boolean {
    return this.apply(this.history.redo(), 'redo');
  }

  /** Wipes the colour layer and starts the history again from the blank page. */
  clear(): void {
    this.cancelStroke();
    this.layer.data.fill(0);
    this.history.reset(this.layer.data);
    this.show(this.page());
    this.emit('clear', this.page());
  }

  /** A copy of the colour layer, for keeping work in progress locally. */
  snapshot(): Uint8ClampedArray {
    return new Uint8ClampedArray(this.layer.data);
  }

  /** The undo history as data, to keep beside `snapshot()` (they belong together). */
  savedHistory(): SavedHistory {
    return this.history.save();
  }

  /**
   * Puts saved work back; it becomes the first history state. With `rect`, only that box is taken
   * from `pixels` (a whole layer) and shown: the caller knows the rest is the same already.
   */
  restore(pixels: Uint8ClampedArray, rect: Rect = this.page()): void {
    this.cancelStroke();
    const box = clipRect(rect.x, rect.y, rect.x + rect.width, rect.y + rect.height, this.size, this.size);
    if (box && box.width === this.size && box.height === this.size) this.layer.data.set(pixels);
    else if (box)
      for (let y = box.y; y < box.y + box.height; y++) {
        const start = (y * this.size + box.x) * 4;
        this.layer.data.set(pixels.subarray(start, start + box.width * 4), start);
      }
    this.history.reset(this.layer.data, box ?? { x: 0, y: 0, width: 0, height: 0 });
    if (!box) return;
    this.show(box);
    this.emit('restore', box);
  }

  /**
   * Lays out the page's colour key (its points matched to regions, its numbers placed) once the
   * regions are labelled, and follows progress from then on; null drops it. A layout made in the
   * labelling worker may be passed in. Resolves to k of N, or to null when the key keys fewer
   * than MIN_KEYED_REGIONS regions (then the page offers no colour by number).
   */
  async setColorKey(key: ColorKeyLike | null, layout?: KeyLayout): Promise<KeyProgressSummary | null> {
    if (!key) {
      this.key.drop();
      this.keySource = null;
      return null;
    }
    const summary = this.key.set(await this.whenRegions(), key, layout, this.layer);
    this.keySource = summary ? key : null;
    return summary;
  }

  /** The colour key laid out now, as it was given (what a replay needs to lay it out again). */
  get colorKeySource(): ColorKeyLike | null {
    return this.keySource;
  }

  /** Whether (x, y) lies in a region the laid-out colour key numbers (colour by number's taps fill those). */
  isKeyedAt(x: number, y: number): boolean {
    const layout = this.key.layout;
    const map = this.key.regions;
    const px = Math.floor(x);
    const py = Math.floor(y);
    if (!layout || !map || px < 0 || py < 0 || px >= map.width || py >= map.height) return false;
    const region = regionAt(map, px, py);
    return region >= 0 && (layout.entryOf[region] ?? -1) >= 0;
  }

  /** Colours every keyed region in its key colour: one history state. False without a key. */
  magicColor(): boolean {
    const box = this.key.allBox();
    if (!box) return false;
    this.cancelStroke();
    this.history.capture(box);
    this.key.paintAll(this.layer);
    this.show(box);
    return this.commit('magic', box);
  }

  /**
   * Colours one keyed region not done yet (the largest) in its key colour: one history state.
   * Returns where its number was, for the screen to point at, or null when none is left.
   */
  hint(): { x: number; y: number } | null {
    const next = this.key.nextHint();
    if (!next) return null;
    this.cancelStroke();
    this.history.capture(next.rect);
    this.key.paintEntry(this.layer, next.entry);
    this.show(next.rect);
    this.commit('hint', next.rect);
    return { x: next.x, y: next.y };
  }

  /**
   * Lays `key` out at once on the regions (labelling them here if need be): a replay's own key,
   * recorded in its log before the magic colours or hint that used it.
   */
  protected setColorKeyNow(key: ColorKeyLike): KeyProgressSummary | null {
    const summary = this.key.set(this.ensureRegions(), key, undefined, this.layer);
    this.keySource = summary ? key : null;
    return summary;
  }

  /** The page's regions: the labeller's answer, or labelled here when it has none. */
  async whenRegions(): Promise<RegionMap> {
    return (await this.labelled) ?? this.ensureRegions();
  }

  /** The region map, labelled here (synchronously) when the worker has not answered yet. */
  protected ensureRegions(): RegionMap {
    this.regions ??= labelRegions(this.lineArt);
    return this.regions;
  }

  /** Shows a changed box of the layer; the DOM engine copies it to its canvas. */
  protected show(_rect: Rect): void {}

  /** Records the layer as a history state (when it changed) and reports it. */
  protected commit(kind: EngineChangeKind, rect: Rect | null, changed?: Uint32Array): boolean {
    const added = this.history.commit(changed);
    if (added) this.emit(kind, rect);
    return added;
  }

  protected emit(kind: EngineChangeKind, rect: Rect | null, color?: string): void {
    if (rect) this.key.update(this.layer, rect);
    const progress = this.key.summary;
    const change: EngineChange = {
      kind,
      canUndo: this.history.canUndo,
      canRedo: this.history.canRedo,
      count: this.history.count,
      cursor: this.history.cursor,
      ...(color ? { color } : {}),
      ...(rect ? { rect } : {}),
      ...(progress ? { progress } : {}),
    };
    for (const listener of this.listeners) listener(change);
  }

  protected page(): Rect {
    return { x: 0, y: 0, width: this.size, height: this.size };
  }

  private apply(restore: ReturnType<TileHistory['undo']>, kind: EngineChangeKind): boolean {
    if (!restore) return false;
    this.cancelStroke();
    // The history swapped the tiles in the layer itself; show them.
    this.show(restore.rect);
    this.emit(kind, restore.rect);
    return true;
  }
}
