import {
  encodeLog,
  type LogOp,
  type LogSettings,
  POINT_SCALE,
  PRESSURE_SCALE,
  quantiseCoord,
  quantisePressure,
} from './action-log';
import type { EnginePointer } from './engine-types';
import type { ColorKeyLike } from './key-layout';
import type { PaintCore } from './paint-core';
import type { PointerSample } from './stroke';

/** How the recorder starts: a fresh page, a log carried on (from a draft), or a saved picture's log. */
export type RecorderStart =
  | { kind: 'blank' }
  | { kind: 'draft'; ops: LogOp[] }
  | { kind: 'saved'; ops: LogOp[] }
  /** The page holds paint no log explains (an older save): nothing is recorded until a clear. */
  | { kind: 'unknown' };

const settingsOf = (core: PaintCore): LogSettings => ({
  tool: core.tool,
  color: core.color,
  brushSize: core.brushSize,
  zoom: core.zoom,
  symmetry: core.symmetry,
  texture: core.texture,
  fillStyle: core.fillStyle,
  gapClose: core.gapClose ?? null,
});

const quantised = (s: PointerSample): PointerSample => {
  const q: PointerSample = { x: quantiseCoord(s.x) / POINT_SCALE, y: quantiseCoord(s.y) / POINT_SCALE };
  if (s.pressure !== undefined) q.pressure = quantisePressure(s.pressure) / PRESSURE_SCALE;
  return q;
};

/**
 * Records what the painter does to a PaintCore (or the DOM engine) as a LogOp list. It wraps the
 * core's public calls on the instance rather than changing the engine: the engine's own inner
 * calls (pointer down filling, a new down ending a gradient drag, a tool change cancelling a
 * stroke) go through the same wrappers, which a depth count keeps from being recorded twice.
 * Pointers are quantised before the engine sees them, so a replay reproduces every pixel.
 */
export class ActionRecorder {
  private ops: LogOp[];
  private valid: boolean;
  private last: Partial<LogSettings> = {};
  /** The gesture in progress: its points, and whether it is a gradient drag (aimed by the pointer only). */
  private gesture: { points: number[]; drag: boolean } | null = null;
  private depth = 0;
  /** The colour key the log last recorded (magic colours and hints need it). */
  private loggedKey: ColorKeyLike | null = null;
  private readonly restoreCalls: (() => void)[] = [];
  /** Bumped on every recorded op, so a draft knows its log changed. */
  version = 0;

  constructor(
    private readonly core: PaintCore,
    start: RecorderStart = { kind: 'blank' },
  ) {
    this.ops = start.kind === 'draft' || start.kind === 'saved' ? [...start.ops] : [];
    this.valid = start.kind !== 'unknown';
    // The live history restarts at the saved picture; the replay must too.
    if (start.kind === 'saved') this.ops.push({ op: 'base' });
    this.lastSettingsFrom(this.ops);
    this.wrap();
  }

  /** Whether the log explains the whole picture (false after an unexplained restore). */
  get replayable(): boolean {
    return (
      this.valid &&
      this.ops.some(
        (op) =>
          op.op === 'gesture' ||
          op.op === 'fill' ||
          op.op === 'region' ||
          op.op === 'magic' ||
          op.op === 'hint',
      )
    );
  }
  get actions(): readonly LogOp[] {
    return this.ops;
  }
  /** The log as bytes (null when it does not explain the picture). */
  encode(): Uint8Array | null {
    return this.valid ? encodeLog(this.ops) : null;
  }

  /** Puts the engine's own methods back. */
  detach(): void {
    for (const undo of this.restoreCalls) undo();
    this.restoreCalls.length = 0;
  }

  private lastSettingsFrom(ops: readonly LogOp[]) {
    for (const op of ops) if (op.op === 'set') Object.assign(this.last, op.settings);
  }

  private push(op: LogOp) {
    if (!this.valid) return;
    this.ops.push(op);
    this.version++;
  }

  /** Magic colours or a hint, after the key they used when the log does not hold it yet. */
  private pushKeyed(op: LogOp) {
    const key = this.core.colorKeySource;
    if (key && !this.keyLogged(key)) {
      this.push({
        op: 'key',
        key: { palette: [...key.palette], regions: key.regions.map(({ x, y, c }) => ({ x, y, c })) },
      });
      this.loggedKey = key;
    }
    this.push(op);
  }

  private keyLogged(key: ColorKeyLike): boolean {
    if (this.loggedKey === key) return true;
    // A log carried on from a draft or a save: its last key may be this one.
    let last: ColorKeyLike | null = null;
    for (const op of this.ops) if (op.op === 'key') last = op.key;
    if (!last) return false;
    const same =
      JSON.stringify({ p: last.palette, r: last.regions.map(({ x, y, c }) => [x, y, c]) }) ===
      JSON.stringify({ p: key.palette, r: key.regions.map(({ x, y, c }) => [x, y, c]) });
    if (same) this.loggedKey = key;
    return same;
  }

  /** A `set` op with what changed since the last one, before an action that depends on settings. */
  private syncSettings() {
    const now = settingsOf(this.core);
    const changed: Partial<LogSettings> = {};
    let any = false;
    for (const key of Object.keys(now) as (keyof LogSettings)[]) {
      if (JSON.stringify(now[key]) !== JSON.stringify(this.last[key])) {
        (changed as Record<string, unknown>)[key] = now[key];
        any = true;
      }
    }
    if (!any) return;
    Object.assign(this.last, changed);
    this.push({ op: 'set', settings: changed });
  }

  private addSamples(samples: readonly PointerSample[]) {
    const g = this.gesture;
    if (!g) return;
    for (const s of samples)
      g.points.push(quantiseCoord(s.x), quantiseCoord(s.y), quantisePressure(s.pressure));
  }

  private endGesture() {
    const g = this.gesture;
    this.gesture = null;
    if (g && g.points.length > 0) this.push({ op: 'gesture', points: g.points });
  }

  /** The samples the engine uses from a pointer: a drag aims at the pointer, a stroke takes coalesced ones. */
  private quantisePointer(pointer: EnginePointer): EnginePointer {
    const q: EnginePointer = quantised(pointer);
    if (pointer.coalesced?.length) q.coalesced = pointer.coalesced.map(quantised);
    return q;
  }
  private samplesOf(q: EnginePointer, drag: boolean): readonly PointerSample[] {
    return !drag && q.coalesced?.length ? q.coalesced : [q];
  }

  private replace<K extends keyof PaintCore>(name: K, make: (original: PaintCore[K]) => PaintCore[K]) {
    const core = this.core as unknown as Record<string, unknown>;
    const original = (core[name] as (...args: unknown[]) => unknown).bind(this.core) as PaintCore[K];
    core[name] = make(original);
    this.restoreCalls.push(() => delete core[name]);
  }

  /** Runs an engine call with recording off for the calls it makes itself. */
  private inner<T>(call: () => T): T {
    this.depth++;
    try {
      return call();
    } finally {
      this.depth--;
    }
  }

  private wrap() {
    const core = this.core;
    this.replace('pointerDown', (down) => (pointer) => {
      if (this.depth > 0) return down(pointer);
      const q = this.quantisePointer(pointer);
      if (core.isDrawing) {
        // A gradient drag whose up never came: the engine ends it now. A stroke ignores the down.
        if (this.gesture?.drag) this.endGesture();
        else return this.inner(() => down(q));
      }
      if (core.tool !== 'eyedropper') {
        this.syncSettings();
        const drag = core.tool === 'fill' && core.fillStyle.kind === 'gradient';
        this.gesture = { points: [], drag };
        this.addSamples([q]);
      }
      this.inner(() => down(q));
      // A tap fill is done at the down; strokes and drags go on.
      if (!core.isDrawing) this.endGesture();
    });
    this.replace('pointerMove', (move) => (pointer) => {
      if (this.depth > 0 || !this.gesture) return move(pointer);
      const q = this.quantisePointer(pointer);
      if (core.isDrawing) this.addSamples(this.samplesOf(q, this.gesture.drag));
      this.inner(() => move(q));
    });
    this.replace('pointerUp', (up) => (pointer) => {
      if (this.depth > 0 || !this.gesture) return up(pointer);
      const q = pointer ? this.quantisePointer(pointer) : undefined;
      if (q && core.isDrawing) this.addSamples(this.samplesOf(q, this.gesture.drag));
      const changed = this.inner(() => up(q));
      this.endGesture();
      return changed;
    });
    this.replace('cancelStroke', (cancel) => () => {
      // Abandoned (a pinch, a tool change, an undo meanwhile): the engine leaves no trace, nor does the log.
      this.gesture = null;
      cancel();
    });
    this.replace('fillAt', (fill) => (x, y) => {
      if (this.depth > 0) return fill(x, y);
      this.syncSettings();
      const qx = quantiseCoord(x);
      const qy = quantiseCoord(y);
      const rect = this.inner(() => fill(qx / POINT_SCALE, qy / POINT_SCALE));
      this.push({ op: 'fill', x: qx, y: qy });
      return rect;
    });
    this.replace('fillRegion', (fill) => (x, y) => {
      if (this.depth > 0) return fill(x, y);
      this.syncSettings();
      const qx = quantiseCoord(x);
      const qy = quantiseCoord(y);
      const rect = this.inner(() => fill(qx / POINT_SCALE, qy / POINT_SCALE));
      if (rect) this.push({ op: 'region', x: qx, y: qy });
      return rect;
    });
    for (const name of ['undo', 'redo'] as const) {
      this.replace(name, (call) => () => {
        if (this.depth > 0) return call();
        const done = this.inner(call);
        if (done) this.push({ op: name });
        return done;
      });
    }
    this.replace('magicColor', (magic) => () => {
      if (this.depth > 0) return magic();
      const done = this.inner(magic);
      if (done) this.pushKeyed({ op: 'magic' });
      return done;
    });
    this.replace('hint', (hint) => () => {
      if (this.depth > 0) return hint();
      const at = this.inner(hint);
      if (at) this.pushKeyed({ op: 'hint' });
      return at;
    });
    this.replace('clear', (clear) => () => {
      this.inner(clear);
      if (this.depth > 0) return;
      // A cleared page is blank: whatever came before, the log explains it from here on.
      if (!this.valid) {
        this.valid = true;
        this.ops = [];
        this.last = {};
        this.loggedKey = null;
      }
      this.push({ op: 'clear' });
    });
    this.replace('restore', (restore) => (pixels, rect) => {
      this.inner(() => restore(pixels, rect));
      if (this.depth > 0) return;
      // Pixels from elsewhere: the log no longer explains the picture.
      this.valid = false;
      this.ops = [];
      this.loggedKey = null;
      this.version++;
    });
  }
}
