/**
 * Runs in Chromium (bundled by history.ts): draws strokes through the real engine and times what
 * the tile history costs per stroke — the copies it keeps as the stroke first reaches each tile,
 * plus pointer up — against `canvas.toDataURL()`, the snapshot the spec's original editor keeps,
 * on the same canvas in the same state.
 */
import { ColoringEngine, DEFAULT_BRUSH_SIZE, DEFAULT_ZOOM, PALETTE, StrokeSmoother } from '@colorbook/canvas';
import { drawCanvas2d } from './canvas2d-stroke';

export interface StrokeTimes {
  /**
   * The copies the history keeps while the stroke is drawn (pointer down and moves, less the
   * timer's own cost) plus the whole pointer up (the last piece drawn, the commit, the stroke's
   * end), as the readback engine's pointer up was timed.
   */
  withPointerUp: number[];
  /**
   * History cost per stroke, the figure judged: the time spent in the history's own calls, the
   * copies during the whole stroke plus the commit (less the timer's own cost).
   */
  inHistory: number[];
  /** The same before the timer's own cost was taken off. */
  raw: number[];
  /** Timed calls in the last stroke, and what timing one costs by itself (ms). */
  timedCalls: number;
  timerOverhead: number;
  /** Of which the copies kept while drawing, and the commit (timer included). */
  touches: number[];
  commits: number[];
  /** Drawing per stroke (pointer down and moves: rasterising, showing it, the copies). */
  draws: number[];
  /** The same strokes on an engine whose history keeps nothing (its copies are no-ops). */
  drawsBare: number[];
  /** The same strokes drawn with Canvas2D as the readback engine did: the calls, then the flush. */
  drawsCanvas2d: number[];
  flushesCanvas2d: number[];
  dataUrls: number[];
  tileBytes: number;
  dataUrlBytes: number;
  historyCount: number;
  /**
   * Whether the canvas shows exactly the engine's layer after the strokes (untimed check): equal
   * once premultiplied, the form the canvas stores pixels in.
   */
  mirrorExact: boolean;
}

declare global {
  interface Window {
    runHistoryBench: (strokes: number) => StrokeTimes;
    dropDataUrls: () => void;
    clearHistory: () => void;
    dropEngine: () => void;
  }
}

const SIZE = 1024;

type HistoryCalls = { touch: (rect: unknown) => void; commit: (changed?: Uint32Array) => boolean };
let urls: string[] = [];
let engine: ColoringEngine | null = null;

const lineArt = (): ImageData => {
  const canvas = document.createElement('canvas');
  canvas.width = SIZE;
  canvas.height = SIZE;
  const ctx = canvas.getContext('2d') as CanvasRenderingContext2D;
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, SIZE, SIZE);
  ctx.strokeStyle = '#000';
  ctx.lineWidth = 4;
  for (let r = 80; r < 500; r += 70) {
    ctx.beginPath();
    ctx.arc(SIZE / 2, SIZE / 2, r, 0, Math.PI * 2);
    ctx.stroke();
  }
  return ctx.getImageData(0, 0, SIZE, SIZE);
};

type Sample = { x: number; y: number; pressure: number };

/** A scribble of about 40 pointer samples wandering across a few hundred pixels. */
const scribble = (rand: () => number): Sample[] => {
  let x = 100 + rand() * 824;
  let y = 100 + rand() * 824;
  let heading = rand() * Math.PI * 2;
  const points = [{ x, y, pressure: 0.5 }];
  for (let i = 0; i < 40; i++) {
    heading += (rand() - 0.5) * 0.8;
    x = Math.min(SIZE - 1, Math.max(0, x + Math.cos(heading) * 12));
    y = Math.min(SIZE - 1, Math.max(0, y + Math.sin(heading) * 12));
    points.push({ x, y, pressure: 0.5 });
  }
  return points;
};

const newCanvas = (): HTMLCanvasElement => {
  const canvas = document.createElement('canvas');
  document.body.append(canvas);
  return canvas;
};

window.runHistoryBench = (strokes) => {
  const colorCanvas = newCanvas();
  engine = new ColoringEngine({ colorCanvas, lineArt: lineArt() });
  const flush = colorCanvas.getContext('2d') as CanvasRenderingContext2D;
  // What the history costs is the time spent in it: the copies it keeps while the stroke is drawn
  // (touch) and recording the stroke at pointer up (commit). The rest of a stroke is drawing.
  const history = (engine as unknown as { history: HistoryCalls }).history;
  const { touch, commit } = history;
  let touchMs = 0;
  let commitMs = 0;
  let calls = 0;
  history.touch = (rect) => {
    const start = performance.now();
    touch.call(history, rect);
    touchMs += performance.now() - start;
    calls++;
  };
  history.commit = (changed) => {
    const start = performance.now();
    const added = commit.call(history, changed);
    commitMs += performance.now() - start;
    calls++;
    return added;
  };
  // The same strokes without a history (its copies do nothing), and drawn with Canvas2D as the
  // readback engine drew them, for the drawing cost alone.
  const bareCanvas = newCanvas();
  const bare = new ColoringEngine({ colorCanvas: bareCanvas, lineArt: lineArt() });
  const bareHistory = (bare as unknown as { history: HistoryCalls }).history;
  bareHistory.touch = () => undefined;
  bareHistory.commit = () => false;
  const oldCanvas = newCanvas();
  oldCanvas.width = SIZE;
  oldCanvas.height = SIZE;
  const old = oldCanvas.getContext('2d', { willReadFrequently: true }) as CanvasRenderingContext2D;
  const overhead = timerOverhead();
  let seed = 7;
  const rand = () => {
    seed = (seed * 1103515245 + 12345) >>> 0;
    return seed / 2 ** 32;
  };
  const times: StrokeTimes = {
    withPointerUp: [],
    inHistory: [],
    raw: [],
    timedCalls: 0,
    timerOverhead: 0,
    touches: [],
    commits: [],
    draws: [],
    drawsBare: [],
    drawsCanvas2d: [],
    flushesCanvas2d: [],
    dataUrls: [],
    tileBytes: 0,
    dataUrlBytes: 0,
    historyCount: 0,
    mirrorExact: false,
  };
  const scribbles = Array.from({ length: strokes }, () => scribble(rand) as [Sample, ...Sample[]]);
  for (let s = 0; s < strokes; s++) {
    const color = PALETTE[s % PALETTE.length] as string;
    engine.setColor(color);
    const [first, ...moves] = scribbles[s] as [Sample, ...Sample[]];
    touchMs = 0;
    commitMs = 0;
    calls = 0;
    const drawStart = performance.now();
    engine.pointerDown(first);
    for (const move of moves) engine.pointerMove(move);
    // The browser applies queued canvas work at the next frame, long before a finger lifts;
    // reading one pixel does that here, so neither side below is billed for drawing.
    flush.getImageData(0, 0, 1, 1);
    const t0 = performance.now();
    const movesTouchMs = touchMs;
    const movesCalls = calls;
    engine.pointerUp();
    const t1 = performance.now();
    urls.push(colorCanvas.toDataURL());
    const t2 = performance.now();
    times.draws.push(t0 - drawStart);
    times.withPointerUp.push(movesTouchMs - movesCalls * overhead + (t1 - t0));
    // About forty timed calls a stroke: what the timer itself adds to them is taken off.
    times.raw.push(touchMs + commitMs);
    times.inHistory.push(touchMs + commitMs - calls * overhead);
    times.touches.push(touchMs);
    times.commits.push(commitMs);
    times.timedCalls = calls;
    times.dataUrls.push(t2 - t1);
  }
  times.timerOverhead = overhead;
  // The drawing-only runs come after, so they do not change what the timed strokes find in cache.
  for (let s = 0; s < strokes; s++) {
    const color = PALETTE[s % PALETTE.length] as string;
    const [first, ...moves] = scribbles[s] as [Sample, ...Sample[]];
    times.drawsBare.push(drawBare(bare, color, first, moves));
    const [calls2d, flush2d] = drawOld(old, color, first, moves);
    times.drawsCanvas2d.push(calls2d);
    times.flushesCanvas2d.push(flush2d);
  }
  times.tileBytes = engine.historyBytes;
  times.dataUrlBytes = urls.reduce((sum, url) => sum + url.length, 0);
  times.historyCount = engine.historyCount;
  // The layer (what fill, undo and export use) must be what the user sees.
  times.mirrorExact = sameOnScreen(flush.getImageData(0, 0, SIZE, SIZE).data, engine.snapshot());
  bareCanvas.remove();
  oldCanvas.remove();
  return times;
};

/** Pointer down and moves on the engine without a history (ms); its pointer up is not timed. */
const drawBare = (bare: ColoringEngine, color: string, first: Sample, moves: Sample[]): number => {
  bare.setColor(color);
  const start = performance.now();
  bare.pointerDown(first);
  for (const move of moves) bare.pointerMove(move);
  const ms = performance.now() - start;
  bare.pointerUp();
  return ms;
};

/**
 * The same stroke drawn with Canvas2D as the readback engine drew it (ms): the calls for pointer
 * down and moves, then the flush that rasterises what they queued.
 */
const drawOld = (
  ctx: CanvasRenderingContext2D,
  color: string,
  first: Sample,
  moves: Sample[],
): [number, number] => {
  const start = performance.now();
  const smoother = new StrokeSmoother({ brushSize: DEFAULT_BRUSH_SIZE, zoom: DEFAULT_ZOOM });
  drawCanvas2d(ctx, smoother.begin(first), color, false);
  for (const move of moves) drawCanvas2d(ctx, smoother.add([move]), color, false);
  const drawn = performance.now();
  ctx.getImageData(0, 0, 1, 1);
  const flushed = performance.now();
  drawCanvas2d(ctx, smoother.end(), color, false);
  return [drawn - start, flushed - drawn];
};

/**
 * What timing one call costs by itself (ms): the same wrapper around a call that does nothing.
 * `performance.now()` takes about 0.2 µs here, and a stroke times about forty calls.
 */
const timerOverhead = (): number => {
  const sink: number[] = [];
  const nothing = (value: number) => {
    sink[0] = value;
  };
  const rounds: number[] = [];
  for (let round = 0; round < 200; round++) {
    let total = 0;
    for (let i = 0; i < 50; i++) {
      const start = performance.now();
      nothing(i);
      total += performance.now() - start;
    }
    rounds.push(total / 50);
  }
  rounds.sort((a, b) => a - b);
  return rounds[rounds.length >> 1] as number;
};

/**
 * The canvas keeps premultiplied pixels, so a pixel put with a low alpha reads back with its
 * colour rounded: compare both premultiplied (±1 for rounding), alpha exactly.
 */
const sameOnScreen = (shown: Uint8ClampedArray, layer: Uint8ClampedArray): boolean => {
  if (shown.length !== layer.length) return false;
  for (let i = 0; i < shown.length; i += 4) {
    const alpha = layer[i + 3] as number;
    if (shown[i + 3] !== alpha) return false;
    for (let c = 0; c < 3; c++) {
      const a = ((shown[i + c] as number) * alpha) / 255;
      const b = ((layer[i + c] as number) * alpha) / 255;
      if (Math.abs(a - b) > 1) return false;
    }
  }
  return true;
};

window.dropDataUrls = () => {
  urls = [];
};
/** Clearing leaves one state (the blank layer copy), so what is freed is the stored tiles. */
window.clearHistory = () => {
  engine?.clear();
};
window.dropEngine = () => {
  engine = null;
  document.body.replaceChildren();
};
