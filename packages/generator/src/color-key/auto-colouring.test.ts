import { COLOR_KEY_MAX_COLORS, type ColorKey, colorKeySchema } from '@colorbook/contract';
import { syntheticLineArt } from '@colorbook/test-servers/test-pictures';
import { beforeAll, describe, expect, it } from 'vitest';
import { cleanUpLineArt } from '../clean-up';
import { createPageGenerator } from '../generator';
import { labOfHex } from './colour-space';
import { automaticColorKey } from './make-color-key';
import { NAMED_COLOURS } from './named-colours';
import {
  clientRegionsOf,
  GRID,
  greyUnder,
  gridCellAt,
  gridPage,
  LANDSCAPE,
  landscapePage,
} from './test-pages';

/** Palette indexes of the grid's cells, [col][row], from the key's points. */
function cellColours(key: ColorKey, n: number): number[][] {
  const colours = Array.from({ length: n }, () => new Array<number>(n).fill(-1));
  for (const { x, y, c } of key.regions) {
    const cell = gridCellAt(n, x, y);
    if (cell) (colours[cell[0]] as number[])[cell[1]] = c;
  }
  return colours;
}

/** Cells that share a side and have the same colour. */
function sameColouredNeighbours(colours: number[][]): string[] {
  const clashes: string[] = [];
  const n = colours.length;
  for (let col = 0; col < n; col++)
    for (let row = 0; row < n; row++) {
      const own = colours[col]?.[row];
      if (col + 1 < n && colours[col + 1]?.[row] === own) clashes.push(`${col},${row}|${col + 1},${row}`);
      if (row + 1 < n && colours[col]?.[row + 1] === own) clashes.push(`${col},${row}|${col},${row + 1}`);
    }
  return clashes;
}

let offlinePage: Buffer;
let providerPage: Buffer;
beforeAll(async () => {
  offlinePage = (
    await createPageGenerator().generate({
      prompt: 'a cat in a garden',
      seed: 5,
      style: 'cartoon',
      difficulty: 'medium',
    })
  ).illustration;
  // What the OpenAI stand-in answers, through the same clean-up as a provider's page.
  providerPage = (await cleanUpLineArt(await syntheticLineArt(1024, 1024))).illustration;
}, 60_000);

/** Image work on a busy machine: the bound is for a hang, not for speed (that lives in bench/). */
describe('automaticColorKey', { timeout: 60_000 }, () => {
  it('keys every cell of a grid once, at its centre, and gives neighbouring cells different colours', async () => {
    const n = 4;
    const key = await automaticColorKey(await gridPage(n));
    const colours = cellColours(key, n);
    expect(colours.flat().filter((c) => c < 0)).toEqual([]);
    expect(sameColouredNeighbours(colours)).toEqual([]);
    // One point per cell (plus the margin round the grid), each at the cell's centre.
    expect(key.regions).toHaveLength(n * n + 1);
    const cell = GRID.size / n;
    for (const { x, y } of key.regions) {
      const at = gridCellAt(n, x, y);
      if (!at) continue;
      expect(Math.abs(x - (GRID.margin + cell * (at[0] + 0.5)))).toBeLessThanOrEqual(2);
      expect(Math.abs(y - (GRID.margin + cell * (at[1] + 0.5)))).toBeLessThanOrEqual(2);
    }
  });

  it('stays within 24 named colours on a busy page, neighbours still different', async () => {
    const n = 16;
    const key = await automaticColorKey(await gridPage(n, 4));
    expect(key.regions.length).toBe(n * n + 1);
    expect(key.palette.length).toBeLessThanOrEqual(COLOR_KEY_MAX_COLORS);
    expect(key.palette.length).toBeGreaterThanOrEqual(12);
    expect(sameColouredNeighbours(cellColours(key, n))).toEqual([]);
    const named = new Map(NAMED_COLOURS.map((colour) => [colour.hex, colour.name]));
    expect(key.names).toEqual(key.palette.map((hex) => named.get(hex)));
    expect(new Set(key.palette).size).toBe(key.palette.length);
  });

  it('colours the sky blue and the ground green or brown', async () => {
    const key = await automaticColorKey(await landscapePage());
    const sky = key.regions.find(
      (r) => r.y < LANDSCAPE.horizon - 60 && Math.hypot(r.x - LANDSCAPE.sun.cx, r.y - LANDSCAPE.sun.cy) > 120,
    );
    const ground = key.regions.find((r) => r.y > LANDSCAPE.horizon + 60 && (r.x < 180 || r.x > 460));
    const role = (c: number) => NAMED_COLOURS.find((colour) => colour.hex === key.palette[c])?.role;
    expect(role(sky?.c ?? -1)).toBe('sky');
    expect(['green', 'earth']).toContain(role(ground?.c ?? -1));
    // Blue: b* well below zero.
    expect(labOfHex(key.palette[sky?.c ?? 0] ?? '#000000')[2]).toBeLessThan(-15);
  });

  it('is the same key for the same page, every time', async () => {
    const first = await automaticColorKey(offlinePage);
    const second = await automaticColorKey(Buffer.from(offlinePage));
    expect(second).toEqual(first);
    // A different page gets its own colours, not a fixed sequence.
    const other = await automaticColorKey(providerPage);
    expect(other.palette).not.toEqual(first.palette.slice(0, other.palette.length));
  });

  it('puts every point on an open pixel of its own region, as the colouring screen labels the page', async () => {
    for (const page of [offlinePage, providerPage]) {
      const key = colorKeySchema.parse(await automaticColorKey(page));
      expect(key.regions.length).toBeGreaterThanOrEqual(3);
      expect((await greyUnder(page, key)).filter((grey) => grey < 250)).toEqual([]);
      const { open, matched } = await clientRegionsOf(page, key);
      expect(open.filter((region) => region < 0)).toEqual([]);
      expect(matched).toEqual(open);
      // No two points name one region: each region has one colour.
      expect(new Set(open).size).toBe(open.length);
    }
  });
});
