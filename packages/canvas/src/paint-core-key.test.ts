import { beforeAll, describe, expect, it } from 'vitest';
import { parseHex } from './color';
import { layoutColorKey } from './key-layout';
import { KEY_PALETTE, keyTestPage, POINTS, testKey } from './key-test-page.testing';
import { type EngineChange, PaintCore } from './paint-core';
import { labelRegions, type RegionMap } from './regions';
import type { RgbaImage } from './types';

const SIZE = 1024;
let page: RgbaImage;
let map: RegionMap;
beforeAll(() => {
  page = keyTestPage();
  map = labelRegions(page);
});

const keyed = async () => {
  const engine = new PaintCore({ lineArt: page, labelRegions: async () => map });
  const changes: EngineChange[] = [];
  engine.onChange((change) => changes.push(change));
  const progress = await engine.setColorKey(testKey());
  return { engine, changes, progress };
};
const rgbAt = (layer: Uint8ClampedArray, point: { x: number; y: number }) => {
  const o = (point.y * SIZE + point.x) * 4;
  return [...layer.subarray(o, o + 4)];
};
const keyColor = (c: number) => [...parseHex(KEY_PALETTE[c] as string)];

describe('colour key in the engine', () => {
  it('lays the key out once the regions are labelled, and puts nothing in the colour layer', async () => {
    const { engine, progress } = await keyed();
    expect(progress).toEqual({ done: 0, total: 5 });
    expect(engine.colorKey.layout?.count).toBe(5);
    expect(engine.snapshot().some((v) => v !== 0)).toBe(false);
  });

  it('counts a right fill, not a wrong one, in the change it reports', async () => {
    const { engine, changes } = await keyed();
    engine.setColor(KEY_PALETTE[1]);
    engine.fillAt(POINTS.left.x, POINTS.left.y);
    expect(changes.at(-1)?.progress).toEqual({ done: 0, total: 5 });
    engine.setColor(KEY_PALETTE[0]);
    engine.fillAt(POINTS.left.x, POINTS.left.y);
    expect(changes.at(-1)).toMatchObject({ kind: 'fill', progress: { done: 1, total: 5 } });
    engine.undo();
    expect(changes.at(-1)).toMatchObject({ kind: 'undo', progress: { done: 0, total: 5 } });
  });

  it('magic colours the whole page by its key as one state, and one undo takes it all back', async () => {
    const { engine, changes } = await keyed();
    expect(engine.magicColor()).toBe(true);
    const layer = engine.snapshot();
    expect(rgbAt(layer, POINTS.left)).toEqual(keyColor(0));
    expect(rgbAt(layer, POINTS.right)).toEqual(keyColor(1));
    expect(rgbAt(layer, POINTS.disc)).toEqual(keyColor(2));
    expect(rgbAt(layer, POINTS.background)).toEqual(keyColor(3));
    expect(rgbAt(layer, POINTS.small)).toEqual(keyColor(1));
    // Outside the frame is no keyed region: left alone.
    expect(rgbAt(layer, { x: 5, y: 5 })).toEqual([0, 0, 0, 0]);
    expect(changes.at(-1)).toMatchObject({ kind: 'magic', count: 2, progress: { done: 5, total: 5 } });
    expect(engine.colorKey.progress?.complete).toBe(true);
    expect(engine.undo()).toBe(true);
    expect(engine.snapshot().some((v) => v !== 0)).toBe(false);
    expect(changes.at(-1)?.progress).toEqual({ done: 0, total: 5 });
    expect(engine.canUndo).toBe(false);
  });

  it('gives hints one region at a time, largest first, one state each, until none is left', async () => {
    const { engine, changes } = await keyed();
    engine.setColor(KEY_PALETTE[0]);
    engine.fillAt(POINTS.left.x, POINTS.left.y);
    const first = engine.hint();
    const background =
      engine.colorKey.layout?.entryOf[
        (map.owner[POINTS.background.y * SIZE + POINTS.background.x] as number) - 1
      ];
    expect(first).toEqual({
      x: engine.colorKey.layout?.x[background as number],
      y: engine.colorKey.layout?.y[background as number],
    });
    expect(rgbAt(engine.snapshot(), POINTS.background)).toEqual(keyColor(3));
    expect(changes.at(-1)).toMatchObject({ kind: 'hint', count: 3, progress: { done: 2, total: 5 } });
    const hints = [engine.hint(), engine.hint(), engine.hint()];
    expect(hints.every((h) => h !== null)).toBe(true);
    expect(engine.colorKey.summary).toEqual({ done: 5, total: 5 });
    expect(engine.hint()).toBeNull();
    expect(engine.historyCount).toBe(6);
  });

  it('offers no colour by number for a key with fewer than three regions', async () => {
    const engine = new PaintCore({ lineArt: page, labelRegions: async () => map });
    const key = testKey();
    expect(await engine.setColorKey({ ...key, regions: key.regions.slice(0, 2) })).toBeNull();
    expect(engine.colorKey.layout).toBeNull();
    expect(engine.magicColor()).toBe(false);
    expect(engine.hint()).toBeNull();
    expect(engine.historyCount).toBe(1);
  });

  it('takes a layout made elsewhere (the labelling worker) for the same regions', async () => {
    const engine = new PaintCore({ lineArt: page, labelRegions: async () => map });
    const layout = layoutColorKey(map, testKey());
    expect(await engine.setColorKey(testKey(), layout)).toEqual({ done: 0, total: 5 });
    expect(engine.colorKey.layout).toBe(layout);
  });

  it('counts what a restored colouring already shows', async () => {
    const { engine } = await keyed();
    engine.magicColor();
    const saved = engine.snapshot();
    const other = new PaintCore({ lineArt: page, labelRegions: async () => map, initial: saved });
    expect(await other.setColorKey(testKey())).toEqual({ done: 5, total: 5 });
  });
});
