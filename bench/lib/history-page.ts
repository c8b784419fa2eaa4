/**
 * Runs in Chromium (bundled by history.ts): draws strokes through the real engine and times what
 * the tile history costs per stroke — the copies it keeps as the stroke first reaches each tile,
 * plus pointer up — against `canvas.toDataURL()`, the snapshot the spec's original editor keeps,
 * on the same canvas in the same state.
 */
import { ColoringEngine, PALETTE } from '@colorbook/canvas';

export interface StrokeTimes {
  /** History cost per stroke: the time spent in it, copies during the stroke plus the commit. */
  tiles: number[];
  /** The same before the timer's own cost was taken off. */
  raw: number[];
  /** Timed calls in the last stroke, and what timing one costs by itself (ms). */
  timedCalls: number;
  timerOverhead: number;
  /** Of which the copies kept while drawing, and the commit (timer included). */
  touches: number[];
  commits: number[];
  /** Pointer up as a whole: the last piece of the stroke drawn, the commit, the stroke's end. */
  pointerUps: number[];
  /** Drawing per stroke (pointer down and moves: rasterising, showing it, the copies). */
  draws: number[];
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

type HistoryCalls = { touch: (rect: unknown) => void; commit: (changed?: Uint8Array) => boolean };
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

window.runHistoryBench = (strokes) => {
  const colorCanvas = document.createElement('canvas');
  document.body.append(colorCanvas);
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
  const overhead = timerOverhead();
  let seed = 7;
  const rand = () => {
    seed = (seed * 1103515245 + 12345) >>> 0;
    return seed / 2 ** 32;
  };
  const times: StrokeTimes = {
    tiles: [],
    raw: [],
    timedCalls: 0,
    timerOverhead: 0,
    touches: [],
    commits: [],
    pointerUps: [],
    draws: [],
    dataUrls: [],
    tileBytes: 0,
    dataUrlBytes: 0,
    historyCount: 0,
    mirrorExact: false,
  };
  for (let s = 0; s < strokes; s++) {
    engine.setColor(PALETTE[s % PALETTE.length] as string);
    // A scribble of about 40 pointer samples wandering across a few hundred pixels.
    let x = 100 + rand() * 824;
    let y = 100 + rand() * 824;
    let heading = rand() * Math.PI * 2;
    touchMs = 0;
    commitMs = 0;
    calls = 0;
    const drawStart = performance.now();
    engine.pointerDown({ x, y, pressure: 0.5 });
    for (let i = 0; i < 40; i++) {
      heading += (rand() - 0.5) * 0.8;
      x = Math.min(SIZE - 1, Math.max(0, x + Math.cos(heading) * 12));
      y = Math.min(SIZE - 1, Math.max(0, y + Math.sin(heading) * 12));
      engine.pointerMove({ x, y, pressure: 0.5 });
    }
    // The browser applies queued canvas work at the next frame, long before a finger lifts;
    // reading one pixel does that here, so neither side below is billed for drawing.
    flush.getImageData(0, 0, 1, 1);
    const t0 = performance.now();
    engine.pointerUp();
    const t1 = performance.now();
    urls.push(colorCanvas.toDataURL());
    const t2 = performance.now();
    times.draws.push(t0 - drawStart);
    times.pointerUps.push(t1 - t0);
    // About forty timed calls a stroke: what the timer itself adds to them is taken off.
    times.raw.push(touchMs + commitMs);
    times.tiles.push(touchMs + commitMs - calls * overhead);
    times.touches.push(touchMs);
    times.commits.push(commitMs);
    times.timedCalls = calls;
    times.timerOverhead = overhead;
    times.dataUrls.push(t2 - t1);
  }
  times.tileBytes = engine.historyBytes;
  times.dataUrlBytes = urls.reduce((sum, url) => sum + url.length, 0);
  times.historyCount = engine.historyCount;
  // The layer (what fill, undo and export use) must be what the user sees.
  times.mirrorExact = sameOnScreen(flush.getImageData(0, 0, SIZE, SIZE).data, engine.snapshot());
  return times;
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
