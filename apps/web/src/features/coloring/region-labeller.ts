import type { RegionMap } from '@colorbook/canvas';
import type { RegionReply, RegionRequest } from './region-worker';

/** A one-off region worker, started now so its script loads while what it works on is on the way. */
function startWorker(): Worker {
  return new Worker(new URL('./region-worker.ts', import.meta.url), { type: 'module' });
}

/** One request to a started worker; rejects when it fails. The worker ends with the answer. */
function ask(worker: Worker, request: RegionRequest, transfer: ArrayBuffer[]): Promise<RegionMap> {
  return new Promise((resolve, reject) => {
    worker.onmessage = (event: MessageEvent<RegionReply>) => {
      worker.terminate();
      if ('regions' in event.data) resolve(event.data.regions);
      else reject(new Error(event.data.error));
    };
    worker.onerror = (event) => {
      worker.terminate();
      reject(new Error(event.message || 'Region worker failed'));
    };
    worker.postMessage(request, transfer);
  });
}

/**
 * Labels the line art's regions in a one-off worker. Rejects when workers are unavailable or
 * the worker fails; the engine then labels on the main thread at the first fill, so colouring
 * never depends on the worker.
 */
export async function labelRegionsInWorker(lineArt: ImageData): Promise<RegionMap> {
  const worker = startWorker();
  // A copy goes over, so the engine keeps its own line art.
  const pixels = new Uint8ClampedArray(lineArt.data);
  return ask(worker, { kind: 'pixels', width: lineArt.width, height: lineArt.height, pixels }, [
    pixels.buffer,
  ]);
}

/**
 * The region map from the page's stored bytes (GET /pages/{id}/regions), rebuilt in a worker
 * started at once, so its script has loaded by the time the bytes come. Null when there are no
 * bytes, or they cannot be read (the caller labels the line art instead).
 */
export async function regionsFromStoredInWorker(
  bytes: Promise<ArrayBuffer | null>,
): Promise<RegionMap | null> {
  let worker: Worker | null = null;
  try {
    worker = startWorker();
  } catch {
    // No workers here: the caller labels as before.
  }
  const stored = await bytes.catch(() => null);
  if (!worker) return null;
  if (!stored) {
    worker.terminate();
    return null;
  }
  return ask(worker, { kind: 'stored', bytes: new Uint8Array(stored) }, [stored]).catch(() => null);
}
