// Subpaths, not the index: the index also brings the DOM engine, which this package does not type.
import { matchKeyPoints } from '@colorbook/canvas/key-match';
import { labelRegions } from '@colorbook/canvas/regions';
import type { ColorKey } from '@colorbook/contract';
import sharp from 'sharp';

/**
 * Line-art pages of known geometry for the colour-key tests (tests only): what each region is
 * and which regions touch is known from the drawing, not from the code under test.
 */

/** A grid of `n`×`n` cells inside a margin, lines `stroke` px wide, on a 1024² page. */
export const GRID = { margin: 64, size: 896 };

export function gridCellAt(n: number, x: number, y: number): [number, number] | null {
  const cell = GRID.size / n;
  const col = Math.floor((x - GRID.margin) / cell);
  const row = Math.floor((y - GRID.margin) / cell);
  return col >= 0 && row >= 0 && col < n && row < n ? [col, row] : null;
}

export function gridPage(n: number, stroke = 6): Promise<Buffer> {
  const { margin, size } = GRID;
  const lines: string[] = [];
  for (let i = 0; i <= n; i++) {
    const at = margin + (size / n) * i;
    lines.push(`<line x1="${at}" y1="${margin}" x2="${at}" y2="${margin + size}"/>`);
    lines.push(`<line x1="${margin}" y1="${at}" x2="${margin + size}" y2="${at}"/>`);
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="1024">
    <rect width="1024" height="1024" fill="#fff"/>
    <g stroke="#000" stroke-width="${stroke}" stroke-linecap="square">${lines.join('')}</g></svg>`;
  return sharp(Buffer.from(svg)).greyscale().png().toBuffer();
}

/** A landscape: a sky band on top, ground below, a sun in the sky and a house on the ground. */
export const LANDSCAPE = { horizon: 600, sun: { cx: 780, cy: 200, r: 80 } };

export function landscapePage(): Promise<Buffer> {
  const { horizon, sun } = LANDSCAPE;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="1024">
    <rect width="1024" height="1024" fill="#fff"/>
    <g fill="none" stroke="#000" stroke-width="8">
      <path d="M0,${horizon} C300,${horizon - 40} 700,${horizon + 40} 1024,${horizon}"/>
      <circle cx="${sun.cx}" cy="${sun.cy}" r="${sun.r}"/>
      <rect x="200" y="680" width="220" height="200"/><path d="M180,690 L310,560 L440,690"/>
    </g></svg>`;
  return sharp(Buffer.from(svg)).greyscale().png().toBuffer();
}

/**
 * For each key point, the region the colouring screen's own labeller (packages/canvas) puts that
 * very pixel in (-1 on a line or the band along it), and the region its key matching names.
 */
export async function clientRegionsOf(page: Buffer, key: ColorKey) {
  const { data, info } = await sharp(page).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const map = labelRegions({ data: new Uint8ClampedArray(data), width: info.width, height: info.height });
  return {
    open: key.regions.map(({ x, y }) => (map.owner[y * info.width + x] as number) - 1),
    matched: [...matchKeyPoints(map, key.regions)],
  };
}

/** The page's grey value under every key point. */
export async function greyUnder(page: Buffer, key: ColorKey): Promise<number[]> {
  const { data, info } = await sharp(page).greyscale().raw().toBuffer({ resolveWithObject: true });
  return key.regions.map(({ x, y }) => data[y * info.width + x] as number);
}
