/**
 * Runs in Chromium (bundled by history.ts): draws strokes through the real engine and, after
 * each, times recording it in the tile history (pointer up) against `canvas.toDataURL()`, the
 * snapshot the spec's original editor keeps, on the same canvas in the same state.
 */
import { ColoringEngine, PALETTE } from '@colorbook/canvas';

export interface StrokeTimes {
  tiles: number[];
  dataUrls: number[];
  tileBytes: number;
  dataUrlBytes: number;
  historyCount: number;
  /** Whether the engine's layer mirror still equals the canvas after the strokes (untimed check). */
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
  let seed = 7;
  const rand = () => {
    seed = (seed * 1103515245 + 12345) >>> 0;
    return seed / 2 ** 32;
  };
  const times: StrokeTimes = {
    tiles: [],
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
    engine.pointerDown({ x, y, pressure: 0.5 });
    for (let i = 0; i < 40; i++) {
      heading += (rand() - 0.5) * 0.8;
      x = Math.min(SIZE - 1, Math.max(0, x + Math.cos(heading) * 12));
      y = Math.min(SIZE - 1, Math.max(0, y + Math.sin(heading) * 12));
      engine.pointerMove({ x, y, pressure: 0.5 });
    }
    // The browser rasterises queued canvas drawing at the next frame, long before a finger
    // lifts; reading one pixel does that here, so neither side below is billed for drawing.
    flush.getImageData(0, 0, 1, 1);
    const t0 = performance.now();
    engine.pointerUp();
    const t1 = performance.now();
    urls.push(colorCanvas.toDataURL());
    const t2 = performance.now();
    times.tiles.push(t1 - t0);
    times.dataUrls.push(t2 - t1);
  }
  times.tileBytes = engine.historyBytes;
  times.dataUrlBytes = urls.reduce((sum, url) => sum + url.length, 0);
  times.historyCount = engine.historyCount;
  // Reading back less must not lose paint: the mirror (what fill, undo and export use) must still
  // be exactly the canvas.
  const shown = flush.getImageData(0, 0, SIZE, SIZE).data;
  const mirror = engine.snapshot();
  times.mirrorExact = shown.length === mirror.length && shown.every((v, i) => v === mirror[i]);
  return times;
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
