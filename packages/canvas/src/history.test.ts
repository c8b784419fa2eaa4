import { describe, expect, it } from 'vitest';
import { TileHistory } from './history';
import { blank, noise, paint, SIZE, same } from './history-test-layers';

const history = (maxBytes?: number) =>
  new TileHistory(blank(), { width: SIZE, height: SIZE, tileSize: 32, maxBytes });

describe('TileHistory', () => {
  it('starts with one state and both undo and redo disabled', () => {
    const h = history();
    expect([h.count, h.cursor, h.canUndo, h.canRedo]).toEqual([1, 0, false, false]);
    expect(h.undo()).toBeNull();
    expect(h.redo()).toBeNull();
  });

  it('adds a changed state, enabling undo but not redo', () => {
    const h = history();
    expect(h.record(paint(blank(), 10, 10, 5, 200))).toBe(true);
    expect([h.count, h.cursor, h.canUndo, h.canRedo]).toEqual([2, 1, true, false]);
  });

  it('does not add an identical state', () => {
    const h = history();
    const one = paint(blank(), 10, 10, 5, 200);
    h.record(one);
    expect(h.record(new Uint8ClampedArray(one))).toBe(false);
    expect(h.record(blank().fill(0))).toBe(true);
    expect(h.record(blank(), { x: 0, y: 0, width: 20, height: 20 })).toBe(false);
    expect(h.count).toBe(3);
  });

  it('undoes and redoes to the exact states, disabled at the first and the last', () => {
    const h = history();
    const states = [blank()];
    for (let i = 0; i < 4; i++) {
      const next = paint(states[i] as Uint8ClampedArray, 8 + i * 25, 8 + i * 20, 30, 40 + i * 50);
      states.push(next);
      h.record(next, { x: 8 + i * 25, y: 8 + i * 20, width: 30, height: 30 });
    }
    for (let i = 3; i >= 0; i--) {
      const restored = h.undo();
      expect(same(restored?.pixels, states[i])).toBe(true);
      expect(h.cursor).toBe(i);
    }
    expect(h.canUndo).toBe(false);
    expect(h.undo()).toBeNull();
    for (let i = 1; i <= 4; i++) expect(same(h.redo()?.pixels, states[i])).toBe(true);
    expect(h.canRedo).toBe(false);
    expect(h.redo()).toBeNull();
  });

  it('reports the tile-aligned box to redraw', () => {
    const h = history();
    h.record(paint(blank(), 40, 70, 4, 99));
    expect(h.undo()?.rect).toEqual({ x: 32, y: 64, width: 32, height: 32 });
    expect(h.redo()?.rect).toEqual({ x: 32, y: 64, width: 32, height: 32 });
  });

  it('discards everything after the cursor when a state is added', () => {
    const h = history();
    const a = paint(blank(), 0, 0, 10, 50);
    const b = paint(a, 50, 50, 10, 60);
    const c = paint(a, 90, 90, 10, 70);
    h.record(a);
    h.record(b);
    h.undo();
    expect(h.canRedo).toBe(true);
    h.record(c);
    expect([h.count, h.cursor, h.canRedo]).toEqual([3, 2, false]);
    expect(h.redo()).toBeNull();
    expect(same(h.undo()?.pixels, a)).toBe(true);
    expect(same(h.redo()?.pixels, c)).toBe(true);
  });

  it('stores changed tiles only, so a small change costs far less than a full copy', () => {
    const h = history();
    const before = h.byteSize;
    h.record(paint(blank(), 5, 5, 3, 255));
    expect(h.byteSize - before).toBeLessThan(SIZE * SIZE);
    h.record(noise(1));
    // The entry holds the tiles it replaced: blank ones compress to almost nothing, noise does not.
    expect(h.byteSize - before).toBeLessThan(SIZE * SIZE);
    h.record(noise(2));
    expect(h.byteSize - before).toBeGreaterThan(SIZE * SIZE * 4);
  });

  it('drops the oldest states to stay under the memory cap and still restores the ones kept', () => {
    const cap = SIZE * SIZE * 4 * 3.5;
    const h = history(cap);
    const states = [blank()];
    for (let i = 1; i <= 8; i++) {
      states.push(noise(i));
      h.record(states[i] as Uint8ClampedArray);
      expect(h.byteSize).toBeLessThanOrEqual(cap);
    }
    expect(h.count).toBeLessThan(9);
    expect(h.count).toBeGreaterThan(1);
    const oldest = 9 - h.count;
    let restored: Uint8ClampedArray | undefined;
    while (h.canUndo) restored = h.undo()?.pixels;
    expect(same(restored, states[oldest])).toBe(true);
    expect(h.cursor).toBe(0);
  });

  it('keeps the state at the cursor even when it alone exceeds the cap', () => {
    const h = history(1024);
    expect(h.record(noise(3))).toBe(true);
    expect([h.count, h.canUndo]).toEqual([1, false]);
    expect(same(h.current, noise(3))).toBe(true);
  });

  it('reset forgets every state and starts from the given pixels', () => {
    const h = history();
    h.record(noise(1));
    h.record(noise(2));
    h.reset(blank());
    expect([h.count, h.cursor, h.canUndo, h.canRedo]).toEqual([1, 0, false, false]);
    expect(same(h.current, blank())).toBe(true);
    expect(h.byteSize).toBe(SIZE * SIZE * 4);
  });

  describe("sharing the caller's layer", () => {
    const paintInPlace = (layer: Uint8ClampedArray, x: number, y: number, side: number, value: number) =>
      layer.set(paint(layer, x, y, side, value));

    it('keeps no second copy of the layer and restores it in place', () => {
      const layer = blank();
      const h = TileHistory.sharing(layer, { width: SIZE, height: SIZE, tileSize: 32 });
      expect(h.byteSize).toBe(0);
      const states = [blank()];
      for (let i = 0; i < 3; i++) {
        const box = { x: 10 + i * 30, y: 20, width: 12, height: 12 };
        h.capture(box);
        paintInPlace(layer, box.x, box.y, 12, 60 + i * 40);
        expect(h.commit()).toBe(true);
        states.push(new Uint8ClampedArray(layer));
      }
      expect(h.byteSize).toBeLessThan(SIZE * SIZE);
      for (let i = 2; i >= 0; i--) {
        expect(h.undo()?.pixels).toBe(layer);
        expect(same(layer, states[i])).toBe(true);
      }
      expect(h.canUndo).toBe(false);
      h.redo();
      expect(same(layer, states[1])).toBe(true);
    });

    it('works on a layer that sits at an offset in a larger buffer', () => {
      const buffer = new ArrayBuffer(SIZE * SIZE * 4 + 64);
      const layer = new Uint8ClampedArray(buffer, 32, SIZE * SIZE * 4);
      const h = TileHistory.sharing(layer, { width: SIZE, height: SIZE, tileSize: 32 });
      // Against a tile's right edge, so that a view 8 pixels off would miss it.
      h.capture({ x: 58, y: 40, width: 6, height: 6 });
      paintInPlace(layer, 58, 40, 6, 90);
      expect(h.commit()).toBe(true);
      h.undo();
      expect(same(layer, blank())).toBe(true);
      expect(new Uint8Array(buffer, 0, 32).every((v) => v === 0)).toBe(true);
    });

    it('adds nothing for an identical state and discards redo states when a new one is added', () => {
      const layer = blank();
      const h = TileHistory.sharing(layer, { width: SIZE, height: SIZE, tileSize: 32 });
      h.capture({ x: 0, y: 0, width: 40, height: 40 });
      expect(h.commit()).toBe(false);
      h.capture({ x: 0, y: 0, width: 8, height: 8 });
      paintInPlace(layer, 0, 0, 8, 200);
      h.commit();
      h.capture({ x: 64, y: 64, width: 8, height: 8 });
      paintInPlace(layer, 64, 64, 8, 100);
      h.commit();
      h.undo();
      h.capture({ x: 100, y: 0, width: 8, height: 8 });
      paintInPlace(layer, 100, 0, 8, 50);
      h.commit();
      expect([h.count, h.cursor, h.canRedo]).toEqual([3, 2, false]);
      // Painting the same colour again changes nothing.
      h.capture({ x: 100, y: 0, width: 8, height: 8 });
      paintInPlace(layer, 100, 0, 8, 50);
      expect(h.commit()).toBe(false);
      h.reset(layer.fill(0));
      expect([h.count, h.canUndo, h.canRedo]).toEqual([1, false, false]);
    });
  });

  it('saves its states as data that a new history over the same layer takes back', () => {
    const layer = blank();
    const h = TileHistory.sharing(layer, { width: SIZE, height: SIZE, tileSize: 32 });
    const states = [blank()];
    for (let i = 0; i < 3; i++) {
      h.capture({ x: i * 40, y: 10, width: 20, height: 20 });
      layer.set(paint(layer, i * 40, 10, 20, 50 + i * 60));
      h.commit();
      states.push(new Uint8ClampedArray(layer));
    }
    h.undo();
    // As IndexedDB stores it: a structured clone, after a reload.
    const saved = structuredClone(h.save());
    const reloaded = new Uint8ClampedArray(layer);
    const again = TileHistory.sharing(reloaded, { width: SIZE, height: SIZE, tileSize: 32 });
    expect(again.load(saved)).toBe(true);
    expect([again.count, again.cursor, again.canUndo, again.canRedo]).toEqual([4, 2, true, true]);
    again.redo();
    expect(same(reloaded, states[3])).toBe(true);
    again.undo();
    again.undo();
    again.undo();
    expect(same(reloaded, states[0])).toBe(true);
    expect(again.canUndo).toBe(false);
  });

  it('ignores a saved history of another size or damaged, and keeps the cap when loading', () => {
    const h = history();
    h.record(noise(1));
    h.record(noise(2));
    const saved = h.save();
    const other = new TileHistory(blank(), { width: SIZE, height: SIZE, tileSize: 64 });
    expect(other.load(saved)).toBe(false);
    expect(other.count).toBe(1);
    const fresh = history();
    expect(fresh.load({ ...saved, position: 7 })).toBe(false);
    expect(
      fresh.load({
        ...saved,
        entries: [{ indices: new Int32Array([999]), tiles: [], rect: { x: 0, y: 0, width: 1, height: 1 } }],
      }),
    ).toBe(false);
    const small = history(SIZE * SIZE * 4 * 1.5);
    expect(small.load(saved)).toBe(true);
    expect(small.byteSize).toBeLessThanOrEqual(SIZE * SIZE * 4 * 1.5);
    expect(small.count).toBeLessThan(3);
  });
});
