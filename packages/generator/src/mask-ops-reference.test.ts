import { describe, expect, it } from 'vitest';
import { dilate, erode, floodFromBorder, removeSmallComponents } from './mask-ops';

// The fast paths (four pixels to a word, runs, scanlines) against plain per-pixel definitions,
// on random masks of many shapes: widths that are and are not whole words, values other than 1.
const randomFor = (seed: number) => () => {
  seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
  return seed / 2 ** 32;
};
const masks = (() => {
  const random = randomFor(20261127);
  return Array.from({ length: 120 }, (_, k) => {
    const width = k % 2 ? 4 * (1 + Math.floor(random() * 12)) : 1 + Math.floor(random() * 45);
    const height = 1 + Math.floor(random() * 45);
    const share = random();
    const values = k % 5 === 0 ? [1, 7, 255] : [1];
    const mask = Uint8Array.from({ length: width * height }, () =>
      random() < share ? (values[Math.floor(random() * values.length)] as number) : 0,
    );
    return { mask, width, height };
  });
})();

const near = (mask: Uint8Array, width: number, height: number, i: number, test: (v: number) => boolean) => {
  const x = i % width;
  const y = (i - x) / width;
  const found: boolean[] = [];
  for (let dy = -1; dy <= 1; dy++)
    for (let dx = -1; dx <= 1; dx++) {
      const [px, py] = [x + dx, y + dy];
      if (px >= 0 && py >= 0 && px < width && py < height) found.push(test(mask[py * width + px] as number));
    }
  return found;
};

/** Components of `value`, 8-connected, by a plain flood: the area of each pixel's component. */
const componentAreas = (mask: Uint8Array, width: number, height: number, value: number) => {
  const area = new Int32Array(mask.length);
  const seen = new Uint8Array(mask.length);
  for (let start = 0; start < mask.length; start++) {
    if (seen[start] || mask[start] !== value) continue;
    const members = [start];
    seen[start] = 1;
    for (let k = 0; k < members.length; k++) {
      const i = members[k] as number;
      const x = i % width;
      const y = (i - x) / width;
      for (let dy = -1; dy <= 1; dy++)
        for (let dx = -1; dx <= 1; dx++) {
          const [px, py] = [x + dx, y + dy];
          const j = py * width + px;
          if (px < 0 || py < 0 || px >= width || py >= height || seen[j] || mask[j] !== value) continue;
          seen[j] = 1;
          members.push(j);
        }
    }
    for (const i of members) area[i] = members.length;
  }
  return area;
};

describe('mask operations match their definitions', { timeout: 60_000 }, () => {
  it('dilates and erodes by one pixel (beyond the border: empty for dilation, set for erosion)', () => {
    for (const { mask, width, height } of masks) {
      const grown = dilate(mask, width, height, 1);
      const shrunk = erode(mask, width, height, 1);
      for (let i = 0; i < mask.length; i++) {
        const all = near(mask, width, height, i, (v) => v !== 0);
        expect(grown[i] !== 0).toBe(all.some(Boolean));
        expect(shrunk[i]).toBe(all.every(Boolean) ? 1 : 0);
      }
    }
  });

  it('removes exactly the 8-connected groups smaller than the area', () => {
    for (const { mask, width, height } of masks)
      for (const [minArea, value] of [
        [10, 0],
        [40, 1],
        [3, 1],
      ] as const) {
        const areas = componentAreas(mask, width, height, value);
        const cleaned = new Uint8Array(mask);
        removeSmallComponents(cleaned, width, height, minArea, value);
        for (let i = 0; i < mask.length; i++) {
          const small = mask[i] === value && (areas[i] as number) < minArea;
          expect(cleaned[i]).toBe(small ? 1 - value : mask[i]);
        }
      }
  });

  it('floods from the border through 4-connected empty pixels', () => {
    for (const { mask, width, height } of masks) {
      const outside = floodFromBorder(mask, width, height);
      // Reference: repeat until nothing changes.
      const expected = new Uint8Array(mask.length);
      for (let changed = true; changed; ) {
        changed = false;
        for (let i = 0; i < mask.length; i++) {
          if (mask[i] || expected[i]) continue;
          const x = i % width;
          const y = (i - x) / width;
          const edge = x === 0 || y === 0 || x === width - 1 || y === height - 1;
          const next =
            (x > 0 && expected[i - 1]) ||
            (x < width - 1 && expected[i + 1]) ||
            (y > 0 && expected[i - width]) ||
            (y < height - 1 && expected[i + width]);
          if (edge || next) {
            expected[i] = 1;
            changed = true;
          }
        }
      }
      expect(Array.from(outside)).toEqual(Array.from(expected));
    }
  });
});
