import { darknessAt, type RegionMap, type RgbaImage, regionCount } from '@colorbook/canvas';
import { random } from './page-fixture';

/** 24 colours around the hue circle, as a generated key's palette might be. */
const PALETTE = Array.from({ length: 24 }, (_, i) => {
  const hue = (i * 360) / 24;
  const c = (n: number) => Math.round(255 * (0.5 + 0.4 * Math.cos(((hue + n) * Math.PI) / 180)));
  return `#${[c(0), c(120), c(240)].map((v) => v.toString(16).padStart(2, '0')).join('')}`;
});

/**
 * A colour key for the bench page: one point in every region (a random pixel of it, or, one time
 * in ten, the line pixel to its left, as a key made on another rasterisation of the page may put
 * it), colours cycling through a 24-colour palette. Deterministic.
 */
export const benchKey = (page: RgbaImage, map: RegionMap) => {
  const next = random(20261123);
  const regions: { x: number; y: number; c: number }[] = [];
  for (let r = 0; r < regionCount(map); r++) {
    const first = map.regionRunFirst[r] as number;
    const last = map.regionRunFirst[r + 1] as number;
    const j = first + Math.floor(next() * (last - first));
    const offset = (map.runs[j * 2] as number) + Math.floor(next() * (map.runs[j * 2 + 1] as number));
    let x = offset % page.width;
    const y = Math.floor(offset / page.width);
    if (next() < 0.1) while (x > 0 && darknessAt(page.data, (y * page.width + x) * 4) < 100) x--;
    regions.push({ x, y, c: r % PALETTE.length });
  }
  return { palette: PALETTE, regions };
};
