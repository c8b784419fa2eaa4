import { type LogOp, type LogSettings, POINT_SCALE, PRESSURE_SCALE } from './action-log';
import type { BrushTexture } from './brush-texture';
import type { PaintCoreOptions } from './engine-types';
import type { ColorKeyLike } from './key-layout';
import { PaintCore } from './paint-core';
import type { PointerSample } from './stroke';
import type { Symmetry } from './symmetry';
import type { Rect } from './types';

/** How long a fill, a clear or a colour-by-number action takes in a replay, in pointer samples. */
const STEP_WEIGHT = 8;
const UNDO_WEIGHT = 3;

const weightOf = (op: LogOp): number =>
  op.op === 'gesture'
    ? op.points.length / 3
    : op.op === 'set' || op.op === 'base' || op.op === 'key'
      ? 0
      : op.op === 'undo' || op.op === 'redo'
        ? UNDO_WEIGHT
        : STEP_WEIGHT;

const sampleAt = (points: readonly number[], i: number): PointerSample => ({
  x: (points[i * 3] as number) / POINT_SCALE,
  y: (points[i * 3 + 1] as number) / POINT_SCALE,
  pressure: (points[i * 3 + 2] as number) / PRESSURE_SCALE,
});

/**
 * Where a replay stood after its first `length` ops, to go back to (`rewindTo`): the picture and
 * the settings in force, which is all the ops after it read.
 */
export interface ReplayMark {
  readonly length: number;
  readonly pixels: Uint8ClampedArray;
  readonly settings: LogSettings;
}

export interface ReplayOptions extends Omit<PaintCoreOptions, 'initial' | 'history'> {
  /** The page's colour key, for an older log whose magic colours or hints carry no `key` op. */
  colorKey?: ColorKeyLike | null;
  /** Called with each box the replay changed (the DOM player copies it to its canvas). */
  onShow?: (rect: Rect) => void;
}

/**
 * Plays an action log through the engine's own core (the same strokes, fills, history), so its
 * last frame is the saved picture. Progress is counted in pointer samples (plus a fixed weight
 * per fill or undo), so a player can spread any log over the same few seconds. Seeking back
 * starts again from the blank page (the regions stay labelled).
 */
export class ReplayCore extends PaintCore {
  private sum: number;
  private readonly ops: LogOp[];
  /** Op index and samples done in it. */
  private index = 0;
  private inOp = 0;
  private done = 0;
  private readonly onShow?: (rect: Rect) => void;
  private keyReady: Promise<unknown> = Promise.resolve();

  constructor(ops: readonly LogOp[], options: ReplayOptions) {
    const { colorKey, onShow, ...rest } = options;
    super(rest);
    this.ops = [...ops];
    this.sum = ops.reduce((n, op) => n + weightOf(op), 0);
    this.onShow = onShow;
    if (colorKey) this.keyReady = this.setColorKey(colorKey);
  }

  /** Resolves once the colour key (if any) is laid out: magic colours and hints need it. */
  ready(): Promise<unknown> {
    return this.keyReady;
  }

  /** The log's length in pointer samples (plus the fixed weights): where `toEnd` goes. */
  get total(): number {
    return this.sum;
  }

  /** The ops in the log. */
  get length(): number {
    return this.ops.length;
  }

  /** Adds ops after the last (a live log's new actions); the next `toEnd` plays them. */
  append(more: readonly LogOp[]): void {
    this.ops.push(...more);
    this.sum += more.reduce((n, op) => n + weightOf(op), 0);
  }

  /**
   * Where the replay stands now, every op played (a picture to go back to without the ops before).
   * A mark given back is overwritten: its pixels are reused.
   */
  mark(reuse?: ReplayMark): ReplayMark {
    if (!this.finished || this.isDrawing) throw new Error('A replay is marked once its log is played.');
    const settings: LogSettings = {
      tool: this.tool,
      color: this.color,
      brushSize: this.brushSize,
      zoom: this.zoom,
      symmetry: this.symmetry,
      texture: this.texture,
      fillStyle: this.fillStyle,
      gapClose: this.gapClose ?? null,
    };
    const pixels = reuse ? reuse.pixels : new Uint8ClampedArray(this.layer.data.length);
    pixels.set(this.layer.data);
    return { length: this.ops.length, pixels, settings };
  }

  /**
   * Goes back to `mark` of this replay: the ops after it are dropped, its picture and settings put
   * back, so playing other ops from there paints what a replay of the whole log would. `changed`
   * (when the caller knows it) bounds what was painted since the mark: only that is put back.
   */
  rewindTo(mark: ReplayMark, changed: Rect = this.page()): void {
    if (mark.length > this.ops.length) throw new Error('The mark is past the end of this replay.');
    this.ops.length = mark.length;
    this.sum = this.ops.reduce((n, op) => n + weightOf(op), 0);
    this.restore(mark.pixels, changed);
    this.applyOp({ op: 'set', settings: mark.settings });
    this.index = mark.length;
    this.inOp = 0;
    this.done = this.sum;
  }

  /** The colour layer (live: it changes as the replay advances). */
  get pixels(): Uint8ClampedArray {
    return this.layer.data;
  }
  get position(): number {
    return this.done;
  }
  get finished(): boolean {
    return this.index >= this.ops.length;
  }

  /** Moves the replay to `position` (0 … total) samples; back means from the blank page again. */
  seek(position: number): void {
    const target = Math.max(0, Math.min(this.total, position));
    if (target < this.done) this.rewind();
    while (this.index < this.ops.length && this.done < target) this.step(target - this.done);
    // Ops that take no time (settings) at the end are applied too, so a full seek leaves nothing.
    if (target >= this.total) while (this.index < this.ops.length) this.step(Number.POSITIVE_INFINITY);
  }

  /** Plays the whole log. */
  toEnd(): void {
    this.seek(this.total);
  }

  private rewind() {
    super.cancelStroke();
    this.clear();
    this.index = 0;
    this.inOp = 0;
    this.done = 0;
  }

  /** Advances through the current op by at most `budget` samples. */
  private step(budget: number) {
    const op = this.ops[this.index] as LogOp;
    if (op.op === 'gesture') {
      const n = op.points.length / 3;
      const end = Math.min(n, this.inOp + Math.max(1, Math.floor(budget)));
      for (let i = this.inOp; i < end; i++) {
        if (i === 0) this.pointerDown(sampleAt(op.points, 0));
        else this.pointerMove(sampleAt(op.points, i));
      }
      this.done += end - this.inOp;
      this.inOp = end;
      if (end < n) return;
      this.pointerUp();
      this.next();
      return;
    }
    const weight = weightOf(op);
    this.applyOp(op);
    this.done += weight;
    this.next();
  }

  private next() {
    this.index++;
    this.inOp = 0;
  }

  private applyOp(op: Exclude<LogOp, { op: 'gesture' }>) {
    switch (op.op) {
      case 'set': {
        const s = op.settings;
        if (s.tool !== undefined) this.setTool(s.tool);
        if (s.color !== undefined) this.setColor(s.color);
        if (s.brushSize !== undefined) this.setBrushSize(s.brushSize);
        if (s.zoom !== undefined) this.setZoom(s.zoom);
        if (s.symmetry !== undefined) this.setSymmetry(s.symmetry as Symmetry);
        if (s.texture !== undefined) this.setBrushTexture(s.texture as BrushTexture);
        if (s.fillStyle !== undefined) this.setFillStyle(s.fillStyle);
        if (s.gapClose !== undefined) this.gapClose = s.gapClose ?? undefined;
        return;
      }
      case 'fill':
        this.fillAt(op.x / POINT_SCALE, op.y / POINT_SCALE);
        return;
      case 'region':
        this.fillRegion(op.x / POINT_SCALE, op.y / POINT_SCALE);
        return;
      case 'key':
        // The key the painter's magic colours and hints used, laid out now (the regions are labelled).
        this.setColorKeyNow(op.key);
        return;
      case 'undo':
        this.undo();
        return;
      case 'redo':
        this.redo();
        return;
      case 'clear':
        this.clear();
        return;
      case 'magic':
        this.magicColor();
        return;
      case 'hint':
        this.hint();
        return;
      case 'base':
        // The painter's later session started its history at the saved picture.
        this.restore(this.snapshot());
        return;
    }
  }

  protected override show(rect: Rect): void {
    this.onShow?.(rect);
  }
}
