/**
 * Labels a page's regions off the main thread: the colouring screen posts the line art's pixels
 * when a page opens and gets the region map back (its arrays transferred, not copied), so the
 * one-time labelling never stalls a stroke and every tap afterwards only paints.
 */
import { labelRegions, type RegionMap, regionMapBuffers } from '@colorbook/canvas';

export type RegionRequest = { width: number; height: number; pixels: Uint8ClampedArray };
export type RegionReply = { regions: RegionMap } | { error: string };

self.onmessage = (event: MessageEvent<RegionRequest>) => {
  const { width, height, pixels } = event.data;
  try {
    const regions = labelRegions({ data: pixels, width, height });
    const reply: RegionReply = { regions };
    self.postMessage(reply, { transfer: regionMapBuffers(regions) });
  } catch (error) {
    const reply: RegionReply = { error: error instanceof Error ? error.message : String(error) };
    self.postMessage(reply);
  }
};
