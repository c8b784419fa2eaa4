import { beforeAll, describe, expect, it } from 'vitest';
import { keyTestPage, POINTS } from './key-test-page.testing';
import { PaintCore } from './paint-core';
import { fillKnownRegion, labelRegions, type RegionMap } from './regions';
import { createImage, type RgbaImage } from './types';

const SIZE = 1024;
let page: RgbaImage;
let map: RegionMap;
beforeAll(() => {
  page = keyTestPage();
  map = labelRegions(page);
});

/** An engine on the test page that reuses the labelled regions (labelling takes a while). */
const core = () => new PaintCore({ lineArt: page, labelRegions: async () => map });
const ready = async () => {
  const engine = core();
  await engine.whenRegions();
  return engine;
};
const alpha = (layer: Uint8ClampedArray, x: number, y: number) => layer[(y * SIZE + x) * 4 + 3] as number;
const rgbAt = (layer: Uint8ClampedArray, x: number, y: number) => [
  ...layer.subarray((y * SIZE + x) * 4, (y * SIZE + x) * 4 + 3),
];
const drag = (engine: PaintCore, points: [number, number][]) => {
  const [first, ...rest] = points as [[number, number], ...[number, number][]];
  engine.pointerDown({ x: first[0], y: first[1] });
  for (const [x, y] of rest) engine.pointerMove({ x, y });
  return engine.pointerUp();
};
/** The pixels a plain fill tapped at the point paints, as a 0/1 mask. */
const fillMask = (point: { x: number; y: number }) => {
  const layer = createImage(SIZE, SIZE);
  fillKnownRegion(map, layer, point.x, point.y, [1, 2, 3, 255]);
  return Uint8Array.from({ length: SIZE * SIZE }, (_, i) => (layer.data[i * 4 + 3] ? 1 : 0));
};

describe('symmetry', () => {
  it('paints a mirrored stroke’s mirror image, as one history state that undo takes away', async () => {
    const engine = await ready();
    engine.setSymmetry('mirror');
    expect(
      drag(engine, [
        [150, 200],
        [250, 230],
        [330, 300],
      ]),
    ).toBe(true);
    const layer = engine.snapshot();
    let painted = 0;
    for (let y = 0; y < SIZE; y++) {
      for (let x = 0; x < SIZE / 2; x++) {
        const a = alpha(layer, x, y);
        if (a) painted++;
        if (Math.abs(a - alpha(layer, SIZE - 1 - x, y)) > 1) expect.fail(`${x},${y} is not mirrored`);
      }
    }
    expect(painted).toBeGreaterThan(1000);
    expect(engine.historyCount).toBe(2);
    engine.undo();
    expect(engine.snapshot().some((v) => v !== 0)).toBe(false);
  });

  it('repeats a dab eight times around the centre for radial8', async () => {
    const engine = await ready();
    engine.setSymmetry('radial8');
    engine.setBrushSize(10);
    drag(engine, [[812, 512]]);
    const layer = engine.snapshot();
    for (let k = 0; k < 8; k++) {
      const angle = (k * Math.PI) / 4;
      const x = Math.floor(512 + 300 * Math.cos(angle));
      const y = Math.floor(512 + 300 * Math.sin(angle));
      expect([k, alpha(layer, x, y)]).toEqual([k, 255]);
    }
    expect(engine.historyCount).toBe(2);
  });

  it('mirrors a fill into the mirrored region, and paints a region on the axis once', async () => {
    const engine = await ready();
    engine.setSymmetry('mirror');
    engine.setColor('#ef4444');
    engine.fillAt(POINTS.left.x, POINTS.left.y);
    const layer = engine.snapshot();
    expect(rgbAt(layer, 774, 250)).toEqual([239, 68, 68]);
    expect(alpha(layer, 60, 900)).toBe(0);
    expect(engine.historyCount).toBe(2);
    engine.fillAt(POINTS.disc.x - 40, POINTS.disc.y);
    expect(rgbAt(engine.snapshot(), 512, 700)).toEqual([239, 68, 68]);
    expect(engine.historyCount).toBe(3);
    engine.setSymmetry('off');
    engine.undo();
    engine.undo();
    engine.setColor('#22c55e');
    engine.fillAt(POINTS.left.x, POINTS.left.y);
    expect(alpha(engine.snapshot(), 774, 250)).toBe(0);
  });
});

describe('gradient fill', () => {
  it('fills exactly the plain fill’s pixels, from the colour at the drag’s start to the second at its end', async () => {
    const engine = await ready();
    engine.setTool('fill');
    engine.setColor('#ff0000');
    engine.setFillStyle({ kind: 'gradient', to: '#0000ff' });
    expect(
      drag(engine, [
        [110, 250],
        [200, 250],
        [390, 250],
      ]),
    ).toBe(true);
    const layer = engine.snapshot();
    const mask = fillMask(POINTS.left);
    for (let i = 0; i < SIZE * SIZE; i++)
      if ((layer[i * 4 + 3] === 255 ? 1 : 0) !== mask[i]) expect.fail(`pixel ${i % SIZE},${(i / SIZE) | 0}`);
    expect(rgbAt(layer, 105, 300)).toEqual([255, 0, 0]);
    expect(rgbAt(layer, 395, 120)).toEqual([0, 0, 255]);
    const middle = rgbAt(layer, 250, 380);
    expect(Math.abs((middle[0] as number) - (middle[2] as number))).toBeLessThan(8);
    expect(engine.historyCount).toBe(2);
    engine.undo();
    expect(engine.snapshot().some((v) => v !== 0)).toBe(false);
  });

  it('gives a tap a top-to-bottom gradient, and a cancelled drag leaves nothing', async () => {
    const engine = await ready();
    engine.setTool('fill');
    engine.setColor('#ff0000');
    engine.setFillStyle({ kind: 'gradient', to: '#0000ff' });
    engine.pointerDown({ x: 250, y: 250 });
    engine.pointerUp({ x: 251, y: 251 });
    const layer = engine.snapshot();
    const [r0 = 0, , b0 = 0] = rgbAt(layer, 250, 99);
    const [r1 = 0, , b1 = 0] = rgbAt(layer, 250, 400);
    expect([r0 > 245, b0 < 10, r1 < 10, b1 > 245]).toEqual([true, true, true, true]);
    engine.pointerDown({ x: POINTS.right.x, y: POINTS.right.y });
    engine.pointerMove({ x: 900, y: 380 });
    expect(alpha(engine.snapshot(), 774, 250)).toBe(255);
    engine.cancelStroke();
    expect(alpha(engine.snapshot(), 774, 250)).toBe(0);
    expect(engine.historyCount).toBe(2);
  });
});

describe('gradient fill on a screen that only taps', () => {
  it('gives fillAt the tap gradient, and ends a drag left open at the next pointer down', async () => {
    const engine = await ready();
    engine.setTool('fill');
    engine.setColor('#ff0000');
    engine.setFillStyle({ kind: 'gradient', to: '#0000ff' });
    expect(engine.fillAt(POINTS.left.x, POINTS.left.y)).toMatchObject({ y: 98, height: 304 });
    expect(engine.historyCount).toBe(2);
    expect((rgbAt(engine.snapshot(), 250, 380)[2] as number) > 200).toBe(true);
    // A pointer down without its pointer up, then another: the first drag is kept as a state.
    engine.pointerDown({ x: POINTS.right.x, y: POINTS.right.y });
    engine.pointerDown({ x: POINTS.disc.x, y: POINTS.disc.y });
    expect(engine.historyCount).toBe(3);
    expect(engine.isDrawing).toBe(true);
    expect(engine.pointerUp()).toBe(true);
    expect(engine.historyCount).toBe(4);
    expect(alpha(engine.snapshot(), 774, 250)).toBe(255);
  });
});

describe('pattern fill', () => {
  it('lays the pattern only on the plain fill’s pixels, over a background or the paint there', async () => {
    const engine = await ready();
    engine.setTool('fill');
    engine.setColor('#000000');
    engine.setFillStyle({ kind: 'pattern', pattern: 'stripes' });
    engine.fillAt(POINTS.left.x, POINTS.left.y);
    const mask = fillMask(POINTS.left);
    let ink = 0;
    let bare = 0;
    const layer = engine.snapshot();
    for (let i = 0; i < SIZE * SIZE; i++) {
      const a = layer[i * 4 + 3] as number;
      if (a && !mask[i]) expect.fail(`pixel ${i} outside the region`);
      if (mask[i]) a === 255 ? ink++ : a === 0 && bare++;
    }
    expect(ink / (ink + bare)).toBeGreaterThan(0.3);
    expect(bare / (ink + bare)).toBeGreaterThan(0.3);
    engine.setFillStyle({ kind: 'pattern', pattern: 'dots', background: '#ffff00' });
    engine.fillAt(POINTS.right.x, POINTS.right.y);
    const right = fillMask(POINTS.right);
    const after = engine.snapshot();
    for (let i = 0; i < SIZE * SIZE; i++) if (right[i] && after[i * 4 + 3] !== 255) expect.fail(`pixel ${i}`);
  });
});

describe('history and textures through the engine', () => {
  it('adds no state for a fill that changes nothing and discards redo after a new change', async () => {
    const engine = await ready();
    engine.setColor('#ef4444');
    engine.fillAt(250, 250);
    engine.fillAt(260, 260);
    expect(engine.historyCount).toBe(2);
    expect(engine.undo()).toBe(true);
    expect(engine.undo()).toBe(false);
    engine.setBrushTexture('watercolor');
    drag(engine, [
      [700, 200],
      [800, 220],
    ]);
    expect(engine.canRedo).toBe(false);
    const a = alpha(engine.snapshot(), 750, 210);
    expect(a).toBeGreaterThan(50);
    expect(a).toBeLessThan(200);
  });
});
