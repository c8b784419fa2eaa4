import type { RegionMap } from '@colorbook/canvas';
import type { RegionReply, RegionRequest } from './region-worker';

/**
 * Labels the line art's regions in a one-off worker. Rejects when workers are unavailable or
 * the worker fails; the engine then labels on the main thread at the first fill, so colouring
 * never depends on the worker.
 */
export function labelRegionsInWorker(lineArt: ImageData): Promise<RegionMap> {
  return new Promise((resolve, reject) => {
    let worker: Worker;
    try {
      worker = new Worker(new URL('./region-worker.ts', import.meta.url), { type: 'module' });
    } catch (error) {
      reject(error);
      return;
    }
    worker.onmessage = (event: MessageEvent<RegionReply>) => {
      worker.terminate();
      if ('regions' in event.data) resolve(event.data.regions);
      else reject(new Error(event.data.error));
    };
    worker.onerror = (event) => {
      worker.terminate();
      reject(new Error(event.message || 'Region worker failed'));
    };
    // A copy goes over, so the engine keeps its own line art.
    const pixels = new Uint8ClampedArray(lineArt.data);
    const request: RegionRequest = { width: lineArt.width, height: lineArt.height, pixels };
    worker.postMessage(request, [pixels.buffer]);
  });
}
