import { describe, expect, it } from 'vitest';
import { TileHistory } from './history';
import { blank, noise, paint, paintRect, SIZE, same } from './history-test-layers';

describe('TileHistory: keeping tiles as a painter reaches them (touch)', () => {
  const sharing = (layer: Uint8ClampedArray) =>
    TileHistory.sharing(layer, { width: SIZE, height: SIZE, tileSize: 32 });
  type Box = { x: number; y: number; width: number; height: number };
  /** Per 32-px tile, the rows where `after` differs from `before`: what the stroke raster reports. */
  const changedTiles = (before: Uint8ClampedArray, after: Uint8ClampedArray) => {
    const rows = new Uint32Array((SIZE / 32) ** 2);
    for (let i = 0; i < before.length; i += 4) {
      if (before.subarray(i, i + 4).every((v, c) => v === after[i + c])) continue;
      const pixel = i / 4;
      const y = Math.floor(pixel / SIZE);
      const tile = Math.floor(y / 32) * (SIZE / 32) + Math.floor((pixel % SIZE) / 32);
      rows[tile] = (rows[tile] as number) | (1 << (y % 32));
    }
    return rows;
  };

  it('keeps the same states and undo/redo results as capture and commit, in less memory', () => {
    let seed = 5;
    const rand = (n: number) => {
      seed = (seed * 1103515245 + 12345) >>> 0;
      return Math.floor((seed / 2 ** 32) * n);
    };
    const a = blank();
    const b = blank();
    const c = blank();
    const viaCapture = sharing(a);
    const viaTouch = sharing(b);
    const viaFlags = sharing(c);
    const states = [blank()];
    for (let step = 0; step < 16; step++) {
      // A change made of a few boxes, some repainting what is already there.
      const boxes: Box[] = Array.from({ length: 1 + rand(3) }, () => {
        const x = rand(SIZE - 8);
        const y = rand(SIZE - 8);
        const side = 1 + rand(Math.min(50, SIZE - x, SIZE - y));
        return { x, y, width: side, height: side };
      });
      const values = boxes.map(() => rand(4) * 60);
      let next = new Uint8ClampedArray(a);
      boxes.forEach((box, k) => {
        next = paint(next, box.x, box.y, box.width, values[k] as number);
      });
      viaCapture.capture(boxes);
      a.set(next);
      const added = viaCapture.commit();
      // Box by box, each touched just before it is painted, as strokes go.
      const before = new Uint8ClampedArray(c);
      boxes.forEach((box, k) => {
        viaTouch.touch(box);
        b.set(paint(b, box.x, box.y, box.width, values[k] as number));
        viaFlags.touch(box);
        c.set(paint(c, box.x, box.y, box.width, values[k] as number));
      });
      expect(viaTouch.commit()).toBe(added);
      expect(viaFlags.commit(changedTiles(before, c))).toBe(added);
      for (const [layer, h] of [
        [b, viaTouch],
        [c, viaFlags],
      ] as const) {
        expect(same(layer, a)).toBe(true);
        expect(h.count).toBe(viaCapture.count);
        // Only the rows the boxes reached are kept: never more than whole tiles.
        expect(h.byteSize).toBeLessThanOrEqual(viaCapture.byteSize);
      }
      if (added) states.push(new Uint8ClampedArray(a));
    }
    for (let i = states.length - 2; i >= 0; i--) {
      viaTouch.undo();
      viaFlags.undo();
      expect(same(b, states[i])).toBe(true);
      expect(same(c, states[i])).toBe(true);
    }
    expect(viaTouch.canUndo).toBe(false);
    while (viaTouch.redo());
    expect(same(b, states[states.length - 1])).toBe(true);
  });

  it('keeps only the rows a change reached, and undoes, redoes, saves and loads them exactly', () => {
    const layer = noise(11);
    const h = sharing(layer);
    const states = [new Uint8ClampedArray(layer)];
    // Rows 20–25 of the first tile row, then rows 60–70 (two tile rows), then a taller box
    // over the first one's tiles (more rows of tiles already kept in that change).
    for (const boxes of [
      [{ x: 4, y: 20, width: 50, height: 6 }],
      [{ x: 40, y: 60, width: 30, height: 11 }],
      [
        { x: 10, y: 22, width: 8, height: 4 },
        { x: 10, y: 10, width: 8, height: 30 },
      ],
    ]) {
      for (const box of boxes) {
        h.touch(box);
        layer.set(paintRect(layer, box, 50 + states.length));
      }
      expect(h.commit()).toBe(true);
      states.push(new Uint8ClampedArray(layer));
    }
    expect(h.byteSize).toBeLessThan(3 * 4 * 32 * 32 * 4);
    const saved = h.save();
    for (let i = states.length - 2; i >= 0; i--) {
      h.undo();
      expect(same(layer, states[i])).toBe(true);
    }
    while (h.redo());
    expect(same(layer, states[states.length - 1])).toBe(true);
    const again = sharing(layer);
    expect(again.load(saved)).toBe(true);
    for (let i = states.length - 2; i >= 0; i--) {
      again.undo();
      expect(same(layer, states[i])).toBe(true);
    }
    // A damaged row mask is refused.
    const damaged = again.save();
    const tile = damaged.entries[0]?.tiles[0];
    if (!tile) throw new Error('no tile');
    (damaged.entries[0]?.tiles as object[])[0] = { ...tile, rows: -3 };
    expect(sharing(layer).load(damaged)).toBe(false);
  });

  it('puts every kept tile back when the change is abandoned', () => {
    const layer = noise(4);
    const before = new Uint8ClampedArray(layer);
    const h = sharing(layer);
    for (const box of [
      { x: 30, y: 3, width: 7, height: 7 },
      { x: 90, y: 90, width: 20, height: 20 },
    ]) {
      h.touch(box);
      layer.set(paint(layer, box.x, box.y, box.width, 7));
    }
    expect(h.revert()).toEqual({ x: 0, y: 0, width: 128, height: 128 });
    expect(same(layer, before)).toBe(true);
    expect(h.commit()).toBe(false);
    expect(h.count).toBe(1);
  });

  it("trusts the painter's changed rows: a tile or row it did not change is not kept", () => {
    const layer = noise(9);
    const h = sharing(layer);
    h.touch({ x: 0, y: 0, width: 80, height: 20 });
    const before = new Uint8ClampedArray(layer);
    layer.set(paint(layer, 2, 2, 10, 200));
    expect(h.commit(changedTiles(before, layer))).toBe(true);
    // Rows 0–19 were copied; rows 2–11 changed.
    expect(h.save().entries[0]?.tiles.map((tile) => tile.rows)).toEqual([0xffc]);
    expect(h.undo()?.rect).toEqual({ x: 0, y: 0, width: 32, height: 32 });
    expect(same(layer, before)).toBe(true);
  });

  it('knows one-colour tiles without reading them, after opening, undo, redo and reset', () => {
    const layer = paint(blank(), 0, 0, 64, 33);
    const h = sharing(layer);
    const states = [new Uint8ClampedArray(layer)];
    for (const [x, value] of [
      [10, 120],
      [40, 0],
      [20, 255],
    ] as const) {
      h.touch({ x, y: x, width: 30, height: 30 });
      layer.set(paint(layer, x, x, 30, value));
      expect(h.commit()).toBe(true);
      states.push(new Uint8ClampedArray(layer));
    }
    h.undo();
    h.undo();
    expect(same(layer, states[1])).toBe(true);
    // Painting again over tiles an undo put back.
    h.touch({ x: 0, y: 0, width: 128, height: 128 });
    layer.set(paint(layer, 0, 0, 128, 9));
    expect(h.commit()).toBe(true);
    h.undo();
    expect(same(layer, states[1])).toBe(true);
    h.undo();
    expect(same(layer, states[0])).toBe(true);
    h.reset(noise(2));
    const noisy = new Uint8ClampedArray(layer);
    h.touch({ x: 5, y: 5, width: 100, height: 100 });
    layer.set(paint(layer, 5, 5, 100, 1));
    expect(h.commit()).toBe(true);
    h.undo();
    expect(same(layer, noisy)).toBe(true);
  });
});
