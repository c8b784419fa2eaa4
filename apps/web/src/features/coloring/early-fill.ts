import { parseHex } from '@colorbook/canvas/color';
import { DEFAULT_COLOR } from '@colorbook/canvas/constants';
import { forEachRegionPixel, regionRect } from '@colorbook/canvas/region-pixels';
import { NO_REGION, type RegionMap, regionAt, UNKNOWN_REGION } from '@colorbook/canvas/regions';
import { openRunsFromStored } from '@colorbook/canvas/stored-regions';
import { earlyReadHeaders, regionsPath, storedProfileId, storedToken } from '../../lib/early-reads';
import { regionsFromStoredInWorker } from './region-labeller';

/*
 * The first paint's fill (docs/decisions/0043): the picture takes the page's stored region map
 * (read from the head with the page read), rebuilds it in a worker (the app's own, region-worker.ts) and paints a
 * tap with the Fill tool at once, in the colour and flat style every visit starts with, the same
 * pixels the engine's fill paints. The tap is kept as any other and replayed by the app, which
 * takes this map too (region-map-api.ts), so the fill it draws for real is the one on screen.
 */

/**
 * The page's map from its early read (lib/early-reads.ts starts it with the page read), rebuilt
 * in the region worker; the app's engine takes the same promise (region-map-api.ts).
 */
export function fetchEarlyRegions(pageId: number): {
  map: Promise<RegionMap | null>;
  /** The stored bytes themselves, which fill a tap's open pixels before the map is rebuilt. */
  stored: Promise<Uint8Array | null>;
} {
  const url = `/api${regionsPath(pageId)}`;
  const reads = window.__earlyReads ?? [];
  const index = reads.findIndex((read) => read.url === url);
  // Taken, so the app never reads a body handed over here: the bytes as they came, not a copy
  // through a Response (each copy of the megabyte cost a phone's main thread ~0.1 s).
  const early = index >= 0 ? reads.splice(index, 1)[0]?.bytes : undefined;
  const token = storedToken();
  const buffer =
    early ??
    fetch(url, { headers: earlyReadHeaders(token, token ? storedProfileId(localStorage, token) : '') }).then(
      async (got) => (got.ok ? got.arrayBuffer() : null),
    );
  // The one copy stays here: the worker is handed the buffer itself (transferred, so no longer readable).
  const bytes = buffer
    .then((got) => (got ? { buffer: got, copy: new Uint8Array(got.slice(0)) } : null))
    .catch(() => null);
  const map = regionsFromStoredInWorker(bytes.then((got) => got?.buffer ?? null));
  window.__earlyRegions = { pageId, map };
  return { map, stored: bytes.then((got) => got?.copy ?? null) };
}

/**
 * Paints the region a tap at (x, y) (page pixels) fills on the picture's colour canvas. False
 * when the tap fills nothing or the map cannot tell (a channel thinner than the gap closing):
 * the app's fill decides those when it replays the tap.
 */
export function fillOnPicture(map: RegionMap, canvas: HTMLCanvasElement, x: number, y: number): boolean {
  if (map.width !== canvas.width || map.height !== canvas.height) return false;
  const region = regionAt(map, x, y);
  if (region === NO_REGION || region === UNKNOWN_REGION) return false;
  return paintInBox(canvas, regionRect(map, region), (paint) => forEachRegionPixel(map, region, paint));
}

/**
 * Paints the open pixels a tap at (x, y) reaches, from the stored bytes alone (the region's runs:
 * openRunsFromStored), while the map is still being rebuilt: on a phone's CPU that takes a
 * second or more after the page shows. The band along the lines follows with the map
 * (fillOnPicture), in the same colour. False when the tap is not on an open pixel.
 */
export function fillOpenOnPicture(
  stored: Uint8Array,
  canvas: HTMLCanvasElement,
  x: number,
  y: number,
): boolean {
  const open = openRunsFromStored(stored, x, y, { width: canvas.width, height: canvas.height });
  if (!open) return false;
  return paintInBox(canvas, open.box, (paint) => {
    for (let j = 0; j < open.runs.length; j += 2) {
      const start = open.runs[j] as number;
      const stop = start + (open.runs[j + 1] as number);
      for (let pixel = start; pixel < stop; pixel++) paint(pixel);
    }
  });
}

/**
 * Paints, in the colour every visit starts with, the pixels (page indexes) `each` names, all
 * inside `box`: one read and one write of the box. False without a 2D context.
 */
function paintInBox(
  canvas: HTMLCanvasElement,
  box: { x: number; y: number; width: number; height: number },
  each: (paint: (pixel: number) => void) => void,
): boolean {
  const context = canvas.getContext('2d');
  if (!context) return false;
  const image = context.getImageData(box.x, box.y, box.width, box.height);
  const [r, g, b, a] = parseHex(DEFAULT_COLOR);
  each((pixel) => {
    const py = (pixel / canvas.width) | 0;
    const o = ((py - box.y) * box.width + (pixel - py * canvas.width - box.x)) * 4;
    image.data[o] = r;
    image.data[o + 1] = g;
    image.data[o + 2] = b;
    image.data[o + 3] = a;
  });
  context.putImageData(image, box.x, box.y);
  return true;
}
