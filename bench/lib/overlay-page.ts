/**
 * Runs in Chromium (bundled by overlay.ts): draws colour by number's overlay through the real
 * NumberOverlay on the bench page and times each draw including the canvas's own rasterising
 * (a one-pixel read flushes it), against a naive overlay drawn the obvious way in the same run.
 */
import {
  type ColorKeyLike,
  ColorKeyState,
  createImage,
  type KeyLayout,
  labelRegions,
  layoutColorKey,
  NumberOverlay,
  numberFont,
  numberShown,
  paintRegion,
  parseHex,
  type RegionMap,
} from '@colorbook/canvas';

export interface OverlayTimes {
  /** A new swatch chosen: its hatching made, then the numbers. */
  swatch: number[];
  /** The zoom changed: the numbers again over the kept hatching. */
  zoom: number[];
  /** A region coloured: its number and hatching gone. */
  done: number[];
  /** The obvious way: hatching rebuilt and put whole, a font set per number. */
  naive: number[];
  numbers: number;
  /** The first layout on the page, then ten more. */
  layoutMs: number;
  layouts: number[];
  labelMs: number;
  /** Overlay pixels that are not transparent after a draw (numbers and hatching are there). */
  inked: number;
}

declare global {
  interface Window {
    runOverlayBench: (pixels: string, key: ColorKeyLike, rounds: number) => OverlayTimes;
  }
}

const SIZE = 1024;

const decode = (base64: string): Uint8ClampedArray => {
  const binary = atob(base64);
  const out = new Uint8ClampedArray(binary.length);
  for (let i = 0; i < binary.length; i++) out[i] = binary.charCodeAt(i);
  return out;
};

/** The naive overlay: every region's hatching written and put whole, then each number with its own font. */
const naiveDraw = (
  ctx: CanvasRenderingContext2D,
  map: RegionMap,
  layout: KeyLayout,
  swatch: number,
  zoom: number,
): void => {
  const image = new ImageData(SIZE, SIZE);
  const words = new Uint32Array(image.data.buffer);
  for (let e = 0; e < layout.count; e++) {
    if (layout.color[e] !== swatch) continue;
    const r = layout.region[e] as number;
    const end = (map.regionRunFirst[r + 1] as number) * 2;
    for (let j = (map.regionRunFirst[r] as number) * 2; j < end; j += 2) {
      const start = map.runs[j] as number;
      for (let i = start; i < start + (map.runs[j + 1] as number); i++)
        words[i] = (i + ((i / SIZE) | 0)) % 8 < 3 ? 0x6e514137 : 0x24514137;
    }
  }
  ctx.putImageData(image, 0, 0);
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  for (let e = 0; e < layout.count; e++) {
    if (!numberShown(layout, e, zoom)) continue;
    ctx.font = `600 ${numberFont(layout, e, zoom)}px sans-serif`;
    ctx.lineWidth = 3;
    ctx.strokeStyle = 'white';
    ctx.fillStyle = layout.color[e] === swatch ? '#111827' : '#4b5563';
    const text = String((layout.color[e] as number) + 1);
    ctx.strokeText(text, (layout.x[e] as number) + 0.5, (layout.y[e] as number) + 0.5);
    ctx.fillText(text, (layout.x[e] as number) + 0.5, (layout.y[e] as number) + 0.5);
  }
};

const newCanvas = (): HTMLCanvasElement => {
  const canvas = document.createElement('canvas');
  document.body.append(canvas);
  return canvas;
};

window.runOverlayBench = (pixels, key, rounds) => {
  const lineArt = { data: decode(pixels), width: SIZE, height: SIZE };
  const l0 = performance.now();
  const map = labelRegions(lineArt);
  const l1 = performance.now();
  let layout = layoutColorKey(map, key);
  const l2 = performance.now();
  // The layout again, as a worker would make it once per page: ten times, for a median.
  const layouts: number[] = [];
  for (let round = 0; round < 10; round++) {
    const t0 = performance.now();
    layout = layoutColorKey(map, key);
    layouts.push(performance.now() - t0);
  }
  const layer = createImage(SIZE, SIZE);
  const state = new ColorKeyState();
  state.set(map, key, layout, layer);
  const overlayCanvas = newCanvas();
  const overlay = new NumberOverlay(overlayCanvas);
  const read = overlayCanvas.getContext('2d') as CanvasRenderingContext2D;
  const naiveCanvas = newCanvas();
  naiveCanvas.width = SIZE;
  naiveCanvas.height = SIZE;
  const naive = naiveCanvas.getContext('2d') as CanvasRenderingContext2D;
  // The swatch whose regions cover the most: the worst hatching to make.
  const areaOf = new Float64Array(key.palette.length);
  for (let e = 0; e < layout.count; e++) {
    const c = layout.color[e] as number;
    areaOf[c] = (areaOf[c] as number) + (layout.area[e] as number);
  }
  const order = [...areaOf.keys()].sort((a, b) => (areaOf[b] as number) - (areaOf[a] as number));
  const times: OverlayTimes = {
    swatch: [],
    zoom: [],
    done: [],
    naive: [],
    numbers: 0,
    layoutMs: l2 - l1,
    layouts,
    labelMs: l1 - l0,
    inked: 0,
  };
  const timed = (draw: () => void, ctx: CanvasRenderingContext2D): number => {
    const t0 = performance.now();
    draw();
    // Rasterising what the draw queued happens at the next flush: reading a pixel forces it.
    ctx.getImageData(0, 0, 1, 1);
    return performance.now() - t0;
  };
  for (let round = 0; round < rounds; round++) {
    // Alternate the largest swatch with another, so each draw makes the big hatching anew.
    const swatch = (round % 2 === 0 ? order[0] : order[1]) as number;
    times.swatch.push(timed(() => overlay.draw(state, { zoom: 1, swatch }), read));
    times.zoom.push(timed(() => overlay.draw(state, { zoom: round % 2 ? 1 : 0.9, swatch }), read));
    times.naive.push(timed(() => naiveDraw(naive, map, layout, swatch, 1), naive));
  }
  // Colouring regions one by one, each followed by a draw.
  const swatch = order[0] as number;
  overlay.draw(state, { zoom: 1, swatch });
  for (let e = 0; e < Math.min(rounds, layout.count); e++) {
    const hex = key.palette[layout.color[e] as number] as string;
    const rect = paintRegion(map, layer, layout.region[e] as number, parseHex(hex));
    state.update(layer, rect);
    times.done.push(timed(() => overlay.draw(state, { zoom: 1, swatch }), read));
  }
  times.numbers = layout.count;
  state.drop();
  state.set(map, key, layout, createImage(SIZE, SIZE));
  overlay.draw(state, { zoom: 1, swatch });
  const drawn = read.getImageData(0, 0, SIZE, SIZE).data;
  for (let i = 3; i < drawn.length; i += 4) if (drawn[i]) times.inked++;
  return times;
};
