import { parseHex } from './color';
import { CANVAS_SIZE, DEFAULT_BRUSH_SIZE, DEFAULT_COLOR, DEFAULT_ZOOM } from './constants';
import type { Tool } from './editor-state';
import { compositeLayers } from './export';
import { pickColor } from './eyedropper';
import { type SavedHistory, TileHistory } from './history';
import { fillBoxAt, fillKnownRegion, labelRegions, type RegionMap } from './regions';
import { type PointerSample, type StrokeSegment, StrokeSmoother, segmentBounds } from './stroke';
import { type RasterInk, StrokeRaster } from './stroke-raster';
import { clipRect, type Rect, unionRect } from './types';

/** A pointer event reduced to what the engine needs, in document (1024²) coordinates. */
export interface EnginePointer extends PointerSample {
  /** `PointerEvent.getCoalescedEvents()` mapped to document coordinates, when available. */
  coalesced?: readonly PointerSample[];
}

export type EngineChangeKind = 'stroke' | 'fill' | 'pick' | 'undo' | 'redo' | 'clear' | 'restore';

export interface EngineChange {
  kind: EngineChangeKind;
  canUndo: boolean;
  canRedo: boolean;
  /** States in history, the first being the page as opened (or last cleared / restored). */
  count: number;
  cursor: number;
  /** The picked colour, for 'pick'. */
  color?: string;
}

export interface ColoringEngineOptions {
  /** The visible colour layer; the engine sizes it to the document and owns its pixels. */
  colorCanvas: HTMLCanvasElement;
  /** The page's line art: pixels, or an image (loaded, same-origin or CORS) to rasterise. */
  lineArt: ImageData | CanvasImageSource;
  tool?: Tool;
  color?: string;
  brushSize?: number;
  zoom?: number;
  /** Widest line gap (px) the fill does not leak through. */
  gapClose?: number;
  /** History memory cap in bytes. */
  historyBytes?: number;
  /** Work in progress to start from (from `snapshot()`). */
  initial?: Uint8ClampedArray;
  /** Its undo history (from `savedHistory()`), kept with it across a reload. */
  history?: SavedHistory;
  /**
   * Labels the page's regions off the main thread (the web app posts the pixels to a worker).
   * Without it, or when it fails, or when a fill comes before it answers, the engine labels
   * them itself on first fill.
   */
  labelRegions?: (lineArt: ImageData) => Promise<RegionMap>;
}

const context = (canvas: HTMLCanvasElement): CanvasRenderingContext2D => {
  // The engine only puts pixels (and reads line art back once): nothing reads the colour canvas
  // back, but a CPU-backed canvas keeps small puts cheap, with no upload to the GPU for each. In
  // headless Chromium with a (SwiftShader) GPU canvas, a stroke's 41 puts cost 0.4–0.8 ms plus
  // 3.4 ms at the next flush, against 0.1 ms and nothing with this option.
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  if (!ctx) throw new Error('2D canvas is not available');
  return ctx;
};

const rasterise = (source: ImageData | CanvasImageSource, size: number): ImageData => {
  if (source instanceof ImageData && source.width === size && source.height === size) return source;
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const ctx = context(canvas);
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, size, size);
  if (source instanceof ImageData) {
    const temp = document.createElement('canvas');
    temp.width = source.width;
    temp.height = source.height;
    context(temp).putImageData(source, 0, 0);
    ctx.drawImage(temp, 0, 0, size, size);
  } else {
    ctx.drawImage(source, 0, 0, size, size);
  }
  return ctx.getImageData(0, 0, size, size);
};

/**
 * The colouring engine bound to a canvas: a thin DOM shell around the tested core (fill,
 * history, stroke smoothing and rasterising, compositing). The colour canvas is the colour layer
 * only; the screen shows the line art above it (CSS `mix-blend-mode: multiply`, no pointer
 * events), so nothing painted can cover a line and the eraser never touches one.
 *
 * Every change is made in the engine's layer (`layer`) and then shown by putting the changed box
 * on the canvas: strokes are rasterised in JS (stroke-raster.ts), so nothing is ever read back
 * from the canvas, and the history keeps each tile a stroke reaches as the stroke first reaches it.
 */
export class ColoringEngine {
  readonly size = CANVAS_SIZE;
  tool: Tool;
  color: string;
  brushSize: number;
  zoom: number;
  gapClose: number | undefined;
  private readonly canvas: HTMLCanvasElement;
  private readonly ctx: CanvasRenderingContext2D;
  private readonly lineArt: ImageData;
  /** The page's regions, labelled once; a tap paints one of them. */
  private regions: RegionMap | null = null;
  /** The colour layer itself; the canvas shows it. Fill, strokes and history work on it. */
  private readonly layer: ImageData;
  private readonly history: TileHistory;
  private readonly listeners = new Set<(change: EngineChange) => void>();
  private smoother: StrokeSmoother | null = null;
  private readonly raster: StrokeRaster;
  /** The current stroke's ink (its colour, or the eraser), fixed when it starts. */
  private ink: RasterInk = { erase: true };

  constructor(options: ColoringEngineOptions) {
    this.canvas = options.colorCanvas;
    this.canvas.width = this.size;
    this.canvas.height = this.size;
    this.ctx = context(this.canvas);
    this.tool = options.tool ?? 'brush';
    this.color = options.color ?? DEFAULT_COLOR;
    this.brushSize = options.brushSize ?? DEFAULT_BRUSH_SIZE;
    this.zoom = options.zoom ?? DEFAULT_ZOOM;
    this.gapClose = options.gapClose;
    this.lineArt = rasterise(options.lineArt, this.size);
    // Once per page and off the main thread when the caller can, so a tap only paints.
    options
      .labelRegions?.(this.lineArt)
      .then((regions) => {
        this.regions ??= regions;
      })
      .catch(() => undefined);
    this.layer = new ImageData(this.size, this.size);
    if (options.initial) this.layer.data.set(options.initial);
    this.ctx.putImageData(this.layer, 0, 0);
    // The history keeps changed tiles over the layer itself, not a second copy of it.
    this.history = TileHistory.sharing(this.layer.data, {
      width: this.size,
      height: this.size,
      maxBytes: options.historyBytes,
    });
    if (options.initial && options.history) this.history.load(options.history);
    this.raster = new StrokeRaster(this.size, this.history.tileSize);
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
  get isDrawing(): boolean {
    return this.smoother !== null;
  }

  setTool(tool: Tool): void {
    this.cancelStroke();
    this.tool = tool;
  }
  setColor(color: string): void {
    parseHex(color);
    this.color = color;
  }
  setBrushSize(size: number): void {
    this.brushSize = size;
  }
  setZoom(zoom: number): void {
    this.zoom = zoom;
  }

  onChange(listener: (change: EngineChange) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Starts a stroke, or fills / picks for those tools. */
  pointerDown(pointer: EnginePointer): void {
    if (this.smoother) return;
    if (this.tool === 'fill') {
      this.fillAt(pointer.x, pointer.y);
      return;
    }
    if (this.tool === 'eyedropper') {
      const color = this.pickAt(pointer.x, pointer.y);
      if (color) {
        this.color = color;
        this.emit('pick', color);
      }
      return;
    }
    this.smoother = new StrokeSmoother({ brushSize: this.brushSize, zoom: this.zoom });
    const [r, g, b] = parseHex(this.color);
    this.ink = this.tool === 'eraser' ? { erase: true } : { erase: false, rgb: [r, g, b] };
    this.raster.begin();
    this.draw(this.smoother.begin(pointer));
  }

  pointerMove(pointer: EnginePointer): void {
    if (!this.smoother) return;
    const samples = pointer.coalesced?.length ? pointer.coalesced : [pointer];
    this.draw(this.smoother.add(samples));
  }

  /** Ends the stroke and records it; true when the layer changed. */
  pointerUp(pointer?: EnginePointer): boolean {
    if (!this.smoother) return false;
    if (pointer) this.draw(this.smoother.add(pointer.coalesced?.length ? pointer.coalesced : [pointer]));
    this.draw(this.smoother.end());
    this.smoother = null;
    // The stroke is already in the layer: the history keeps the old rows it changed (nothing,
    // and no new state, when it painted nowhere).
    return this.commit('stroke', this.raster.changed);
  }

  /** Abandons the stroke in progress (a second finger started a pinch), leaving no trace. */
  cancelStroke(): void {
    if (!this.smoother) return;
    this.smoother = null;
    const rect = this.history.revert();
    if (rect) this.ctx.putImageData(this.layer, 0, 0, rect.x, rect.y, rect.width, rect.height);
  }

  fillAt(x: number, y: number): Rect | null {
    this.regions ??= labelRegions(this.lineArt);
    const options = { gapClose: this.gapClose };
    const box = fillBoxAt(this.regions, x, y, options);
    if (!box) return null;
    this.history.capture(box);
    const rect = fillKnownRegion(this.regions, this.layer, x, y, parseHex(this.color), options);
    if (!rect) return null;
    this.ctx.putImageData(this.layer, 0, 0, rect.x, rect.y, rect.width, rect.height);
    this.commit('fill');
    return rect;
  }

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
    this.ctx.clearRect(0, 0, this.size, this.size);
    this.history.reset(this.layer.data);
    this.emit('clear');
  }

  /** A copy of the colour layer, for keeping work in progress locally. */
  snapshot(): Uint8ClampedArray {
    return new Uint8ClampedArray(this.layer.data);
  }

  /** The undo history as data, to keep beside `snapshot()` (they belong together). */
  savedHistory(): SavedHistory {
    return this.history.save();
  }

  /** Puts saved work back; it becomes the first history state. */
  restore(pixels: Uint8ClampedArray): void {
    this.cancelStroke();
    this.layer.data.set(pixels);
    this.ctx.putImageData(this.layer, 0, 0);
    this.history.reset(this.layer.data);
    this.emit('restore');
  }

  /** The finished page: line art multiplied over the colours on white, as pixels. */
  compositeImageData(): ImageData {
    const image = new ImageData(this.size, this.size);
    image.data.set(compositeLayers(this.layer, this.lineArt));
    return image;
  }

  /** The finished page as a 1024×1024 PNG, for download, print and upload (as `image.png`). */
  toPngBlob(): Promise<Blob> {
    const canvas = document.createElement('canvas');
    canvas.width = this.size;
    canvas.height = this.size;
    context(canvas).putImageData(this.compositeImageData(), 0, 0);
    return new Promise((resolve, reject) => {
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('PNG export failed'))), 'image/png');
    });
  }

  private draw(segments: StrokeSegment[]): void {
    let box: Rect | null = null;
    for (const segment of segments) {
      const bounds = segmentBounds(segment);
      const clipped = clipRect(
        bounds.x,
        bounds.y,
        bounds.x + bounds.width,
        bounds.y + bounds.height,
        this.size,
        this.size,
      );
      if (!clipped) continue;
      // Copy-on-write: the tiles this segment reaches are kept before it paints them.
      this.history.touch(clipped);
      this.raster.paint(this.layer.data, segment, this.ink);
      box = unionRect(box, clipped);
    }
    if (!box) return;
    this.ctx.putImageData(this.layer, 0, 0, box.x, box.y, box.width, box.height);
  }

  private commit(kind: EngineChangeKind, changed?: Uint32Array): boolean {
    const added = this.history.commit(changed);
    if (added) this.emit(kind);
    return added;
  }

  private apply(restore: ReturnType<TileHistory['undo']>, kind: EngineChangeKind): boolean {
    if (!restore) return false;
    this.cancelStroke();
    // The history swapped the tiles in the layer itself; show them.
    const { rect } = restore;
    this.ctx.putImageData(this.layer, 0, 0, rect.x, rect.y, rect.width, rect.height);
    this.emit(kind);
    return true;
  }

  private emit(kind: EngineChangeKind, color?: string): void {
    const change: EngineChange = {
      kind,
      canUndo: this.history.canUndo,
      canRedo: this.history.canRedo,
      count: this.history.count,
      cursor: this.history.cursor,
      ...(color ? { color } : {}),
    };
    for (const listener of this.listeners) listener(change);
  }
}
