import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { type LineArtEntry, openmojiFolder } from './line-art-library';
import { dilate, floodFromBorder } from './mask-ops';

/** An OpenMoji drawing ready to place: its markup (72×72 units) and where the ink really is. */
export interface LineArt {
  /** Black strokes, no fills, no stroke widths (the page sets one width for everything). */
  ink: string;
  /** The same shapes filled and stroked white: drawn first, it hides whatever lies behind. */
  knockout: string;
  box: { x: number; y: number; width: number; height: number };
  /** PNG data URI covering `box`: white inside the drawing's outline, transparent outside. */
  silhouette: string;
}

const cache = new Map<string, Promise<LineArt>>();
const MEASURE_SCALE = 4;

/**
 * OpenMoji's black set is already line art, but a few shapes (eyes, noses, wheels) are filled
 * black. Filled areas cannot be coloured, so they become outlines; tiny dots stay dots because
 * their outline covers them.
 */
export function toInk(svg: string): string {
  const body = svg.replace(/^[\s\S]*?<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
  return body
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/\s(?:id|stroke-width|stroke-miterlimit)="[^"]*"/g, '')
    .replace(/<(\w+)([^>]*?)\sfill="#(?:000|000000)"([^>]*?)(\/?)>/gi, (_m, tag, before, after, close) => {
      const rest = `${before}${after}`.replace(/\sstroke="[^"]*"/g, '');
      return `<${tag}${rest} fill="none" stroke="#000"${close}>`;
    })
    .replace(/\sfill="(?!none)[^"]*"/g, ' fill="none"')
    .replace(/\sstroke="(?!none)[^"]*"/g, ' stroke="#000"')
    .trim();
}

const toKnockout = (ink: string) =>
  ink.replace(/\sfill="none"/g, ' fill="#fff"').replace(/\sstroke="#000"/g, ' stroke="#fff"');

/**
 * Where the ink is, and a white silhouette of the drawing: every pixel enclosed by its lines once
 * small gaps are bridged. Drawn under the lines, it hides the scene behind the subject, which
 * OpenMoji's open paths could not do on their own.
 */
async function analyse(ink: string): Promise<{ box: LineArt['box']; silhouette: string }> {
  const size = 72 * MEASURE_SCALE;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 72 72"><g fill="none" stroke="#000" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${ink}</g></svg>`;
  const { data } = await sharp(Buffer.from(svg))
    .flatten({ background: '#ffffff' })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const solid = new Uint8Array(size * size);
  for (let i = 0; i < solid.length; i++) solid[i] = (data[i] ?? 255) < 160 ? 1 : 0;
  let [minX, minY, maxX, maxY] = [size, size, -1, -1];
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      if (!solid[y * size + x]) continue;
      minX = Math.min(minX, x);
      maxX = Math.max(maxX, x);
      minY = Math.min(minY, y);
      maxY = Math.max(maxY, y);
    }
  }
  if (maxX < 0) throw new Error('line art without ink');
  const bridged = dilate(solid, size, size, 2 * MEASURE_SCALE);
  const outside = floodFromBorder(bridged, size, size);
  const width = maxX - minX + 1;
  const height = maxY - minY + 1;
  const rgba = Buffer.alloc(width * height * 4, 255);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      rgba[(y * width + x) * 4 + 3] = outside[(y + minY) * size + x + minX] ? 0 : 255;
    }
  }
  const png = await sharp(rgba, { raw: { width, height, channels: 4 } })
    .png()
    .toBuffer();
  return {
    box: {
      x: minX / MEASURE_SCALE,
      y: minY / MEASURE_SCALE,
      width: width / MEASURE_SCALE,
      height: height / MEASURE_SCALE,
    },
    silhouette: `data:image/png;base64,${png.toString('base64')}`,
  };
}

/** Loaded and measured once per drawing, then shared by every page that uses it. */
export function loadLineArt(entry: Pick<LineArtEntry, 'hexcode'>): Promise<LineArt> {
  let art = cache.get(entry.hexcode);
  if (!art) {
    art = (async () => {
      const file = path.join(openmojiFolder(), 'black', 'svg', `${entry.hexcode}.svg`);
      const ink = toInk(await readFile(file, 'utf8'));
      return { ink, knockout: toKnockout(ink), ...(await analyse(ink)) };
    })();
    art.catch(() => cache.delete(entry.hexcode));
    cache.set(entry.hexcode, art);
  }
  return art;
}

export interface Placement {
  /** Centre of the drawing's ink, in page pixels. */
  cx: number;
  cy: number;
  /** The ink's longest side, in page pixels. */
  size: number;
  /** Line width on the page, in pixels, whatever the scale. */
  stroke: number;
  flip?: boolean;
}

/** The drawing scaled and moved into place, with its white knockout under it. */
export function placeLineArt(art: LineArt, placement: Placement): string {
  const { box } = art;
  const scale = placement.size / Math.max(box.width, box.height);
  const sx = placement.flip ? -scale : scale;
  const tx = placement.cx - sx * (box.x + box.width / 2);
  const ty = placement.cy - scale * (box.y + box.height / 2);
  const transform = `matrix(${sx.toFixed(4)} 0 0 ${scale.toFixed(4)} ${tx.toFixed(2)} ${ty.toFixed(2)})`;
  const stroke = placement.stroke / scale;
  // The knockout's wider stroke leaves a white margin, so background lines stop short of the subject.
  return (
    `<g transform="${transform}" stroke-linecap="round" stroke-linejoin="round">` +
    `<image href="${art.silhouette}" x="${box.x}" y="${box.y}" width="${box.width}" height="${box.height}" preserveAspectRatio="none"/>` +
    `<g stroke-width="${(stroke * 2.4).toFixed(3)}">${art.knockout}</g>` +
    `<g stroke-width="${stroke.toFixed(3)}">${art.ink}</g></g>`
  );
}

/** The page-pixel size of a placed drawing, to lay out what goes around it. */
export function placedSize(art: LineArt, size: number) {
  const scale = size / Math.max(art.box.width, art.box.height);
  return { width: art.box.width * scale, height: art.box.height * scale };
}
