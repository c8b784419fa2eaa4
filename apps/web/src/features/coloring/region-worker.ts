/**
 * Labels a page's regions off the main thread: the colouring screen posts the page's stored
 * region map (docs/decisions/0043) or, for a page without one, the line art's pixels, and gets
 * the region map back (its arrays transferred, not copied), so the labelling never stalls a
 * stroke and every tap afterwards only paints.
 */
import { labelRegions, type RegionMap, regionMapBuffers, regionMapFromStored } from '@colorbook/canvas';

export type RegionRequest =
  | { kind: 'pixels'; width: number; height: number; pixels: Uint8ClampedArray }
  | { kind: 'stored'; bytes: Uint8Array };
export type RegionReply = { regions: RegionMap } | { error: string };

const regionsOf = (request: RegionRequest): RegionMap => {
  if (request.kind === 'pixels') {
    const { width, height, pixels } = request;
    return labelRegions({ data: pixels, width, height });
  }
  const map = regionMapFromStored(request.bytes);
  if (!map) throw new Error('Not a region map this version reads');
  return map;
};

self.onmessage = (event: MessageEvent<RegionRequest>) => {
  try {
    const regions = regionsOf(event.data);
    const reply: RegionReply = { regions };
    self.postMessage(reply, { transfer: regionMapBuffers(regions) });
  } catch (error) {
    const reply: RegionReply = { error: error instanceof Error ? error.message : String(error) };
    self.postMessage(reply);
  }
};
