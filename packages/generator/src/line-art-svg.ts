import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { type LineArtEntry, openmojiFolder } from './line-art-library';
import { chamferDistance, chessboardDistance, floodFromBorder } from './mask-ops';

/** An OpenMoji drawing ready to place: its markup (72×72 units) and where the ink really is. */
export interface LineArt {
  /** The OpenMoji hexcode. */
  id: string;
  /** Black strokes, no fills, no stroke widths (the page sets one width for everything). */
  ink: string;
  box: { x: number; y: number; width: number; height: number };
  /**
   * The widest gap in the drawing's outline to bridge, in drawing units: the least that closes
   * its outline, so open drawings (the dragon) get a solid silhouette and closed ones keep
   * their notches (the space between a horse's legs).
   */
  bridge: number;
}

const cache = new Map<string, Promise<LineArt>>();
const MEASURE_SCALE = 4;
/** About the page's line width in drawing units, so gaps are measured as they will look. */
const MEASURE_STROKE = 0.8;
/** Bridging radii tried, in drawing units, smallest first. */
const BRIDGES = [0.5, 0.75, 1, 1.5, 2, 3, 4.5];
/** A radius is enough once the silhouette has this share of the area the widest one gives. */
const SOLID_SHARE = 0.8;

/**
 * OpenMoji's black set is already line art, but a few shapes (eyes, noses, wheels) are filled
 * black, explicitly or by SVG's default. Filled areas cannot be coloured, so they become outlines; tiny dots stay dots because
 * their outline covers them.
 */
export function toInk(svg: string): string {
  const body = svg.replace(/^[\s\S]*?<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
  return (
    body
      .replace(/<!--[\s\S]*?-->/g, '')
      .replace(/\s(?:id|stroke-width|stroke-miterlimit)="[^"]*"/g, '')
      .replace(/<(\w+)([^>]*?)\sfill="#(?:000|000000)"([^>]*?)(\/?)>/gi, (_m, tag, before, after, close) => {
        const rest = `${before}${after}`.replace(/\sstroke="[^"]*"/g, '');
        return `<${tag}${rest} fill="none" stroke="#000"${close}>`;
      })
      // A shape with neither fill nor stroke is filled black by SVG's default (OpenMoji's eyes):
      // under the page's fill="none" it would vanish, so it becomes an outline too. Faces keep eyes.
      .replace(
        /<(path|circle|ellipse|rect|polygon)\b((?:(?!\s(?:fill|stroke)=)[^>])*?)(\/?)>/g,
        '<$1$2 fill="none" stroke="#000"$3>',
      )
      .replace(/\sfill="(?!none)[^"]*"/g, ' fill="none"')
      .replace(/\sstroke="(?!none)[^"]*"/g, ' stroke="#000"')
      .trim()
  );
}

/**
 * Where the ink is, and how widely its outline must be bridged to enclose a solid silhouette:
 * the smallest radius whose enclosed area comes near the area enclosed with the widest one.
 */
async function analyse(ink: string): Promise<{ box: LineArt['box']; bridge: number }> {
  const size = 72 * MEASURE_SCALE;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 72 72"><g fill="none" stroke="#000" stroke-width="${MEASURE_STROKE}" stroke-linecap="round" stroke-linejoin="round">${ink}</g></svg>`;
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
  const dist = chessboardDistance(solid, size, size);
  const enclosed = BRIDGES.map((units) => {
    const radius = units * MEASURE_SCALE;
    const closed = dist.map((d) => (d <= radius ? 1 : 0));
    const toOutside = chessboardDistance(floodFromBorder(closed, size, size), size, size);
    let area = 0;
    for (const d of toOutside) if (d > radius) area++;
    return area;
  });
  const widest = enclosed[enclosed.length - 1] ?? 0;
  const index = enclosed.findIndex((area) => area >= widest * SOLID_SHARE);
  return {
    box: {
      x: minX / MEASURE_SCALE,
      y: minY / MEASURE_SCALE,
      width: (maxX - minX + 1) / MEASURE_SCALE,
      height: (maxY - minY + 1) / MEASURE_SCALE,
    },
    bridge: BRIDGES[Math.max(0, index)] ?? 2,
  };
}

/** Loaded and measured once per drawing, then shared by every page that uses it. */
export function loadLineArt(entry: Pick<LineArtEntry, 'hexcode'>): Promise<LineArt> {
  let art = cache.get(entry.hexcode);
  if (!art) {
    art = (async () => {
      const file = path.join(openmojiFolder(), 'black', 'svg', `${entry.hexcode}.svg`);
      const ink = toInk(await readFile(file, 'utf8'));
      return { id: entry.hexcode, ink, ...(await analyse(ink)) };
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

export interface Shape {
  /** Size of the cut-out in page pixels and the cut-out itself, a PNG data URI. */
  width: number;
  height: number;
  href: string;
  /** Where the drawing's ink centre sits inside the cut-out. */
  cx: number;
  cy: number;
  /** The ink's transform for a cut-out whose corner is at the page origin. */
  sx: number;
  scale: number;
}

const shapes = new Map<string, Promise<Shape>>();

/**
 * The drawing's closed silhouette at its page size, as an image to lay under its ink: white
 * inside, with a black outline along its edge, transparent outside. The silhouette is every
 * pixel the ink encloses once gaps up to `bridge` are closed (fill from the border, keep what
 * is not reached, then shrink back by the bridging radius), so its edge runs along the ink.
 * Drawn over the scene it hides the lines behind the subject, and those lines end on its
 * outline instead of short of it; where the drawing's own outline is open, the black edge
 * bridges the gap, so the subject's inside is its own region to colour.
 */
export function shapeLineArt(art: LineArt, placement: Omit<Placement, 'cx' | 'cy'>): Promise<Shape> {
  const key = `${art.id}:${placement.size}:${placement.stroke}:${placement.flip ? 1 : 0}`;
  let shape = shapes.get(key);
  if (!shape) {
    shape = makeShape(art, placement);
    shape.catch(() => shapes.delete(key));
    if (shapes.size > 256) shapes.clear();
    shapes.set(key, shape);
  }
  return shape;
}

async function makeShape(art: LineArt, placement: Omit<Placement, 'cx' | 'cy'>): Promise<Shape> {
  const { box } = art;
  const scale = placement.size / Math.max(box.width, box.height);
  const radius = Math.max(2, Math.round(art.bridge * scale));
  const pad = radius + Math.ceil(placement.stroke) + 4;
  const width = Math.ceil(box.width * scale) + 2 * pad;
  const height = Math.ceil(box.height * scale) + 2 * pad;
  const cx = width / 2;
  const cy = height / 2;
  const sx = placement.flip ? -scale : scale;
  const transform = inkTransform(box, sx, scale, cx, cy);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><g transform="${transform}" fill="none" stroke="#000" stroke-width="${(placement.stroke / scale).toFixed(3)}" stroke-linecap="round" stroke-linejoin="round">${art.ink}</g></svg>`;
  const { data } = await sharp(Buffer.from(svg))
    .flatten({ background: '#ffffff' })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const size = width * height;
  const ink = new Uint8Array(size);
  for (let i = 0; i < size; i++) ink[i] = (data[i] ?? 255) < 128 ? 1 : 0;
  // Round distances, so bridged gaps end in round caps rather than square notches.
  const toInk = chamferDistance(ink, width, height);
  const closed = new Uint8Array(size);
  for (let i = 0; i < size; i++) closed[i] = (toInk[i] as number) <= radius ? 1 : 0;
  const outside = floodFromBorder(closed, width, height);
  const toOutside = chamferDistance(outside, width, height);
  // The edge is a little thinner than the page's lines, so it hides under the ink it follows.
  const edge = radius + Math.max(2, Math.round(placement.stroke * 0.7));
  const rgba = Buffer.alloc(size * 4, 0);
  for (let i = 0; i < size; i++) {
    const d = toOutside[i] as number;
    if (d <= radius) continue;
    const v = d <= edge ? 0 : 255;
    rgba[i * 4] = v;
    rgba[i * 4 + 1] = v;
    rgba[i * 4 + 2] = v;
    rgba[i * 4 + 3] = 255;
  }
  const png = await sharp(rgba, { raw: { width, height, channels: 4 } })
    .png({ compressionLevel: 6 })
    .toBuffer();
  return { width, height, href: `data:image/png;base64,${png.toString('base64')}`, cx, cy, sx, scale };
}

const inkTransform = (box: LineArt['box'], sx: number, scale: number, cx: number, cy: number) =>
  `matrix(${sx.toFixed(4)} 0 0 ${scale.toFixed(4)} ${(cx - sx * (box.x + box.width / 2)).toFixed(2)} ${(cy - scale * (box.y + box.height / 2)).toFixed(2)})`;

/** A shaped drawing at a page position: its silhouette image, then its ink on top. */
export function placeShape(art: LineArt, shape: Shape, stroke: number, cx: number, cy: number): string {
  // Whole pixels, so the cut-out is drawn one to one and its edge stays under the ink.
  const x = Math.round(cx - shape.cx);
  const y = Math.round(cy - shape.cy);
  const transform = inkTransform(art.box, shape.sx, shape.scale, x + shape.cx, y + shape.cy);
  return (
    `<image href="${shape.href}" x="${x}" y="${y}" width="${shape.width}" height="${shape.height}"/>` +
    `<g transform="${transform}" fill="none" stroke-width="${(stroke / shape.scale).toFixed(3)}" stroke-linecap="round" stroke-linejoin="round">${art.ink}</g>`
  );
}

/** The drawing scaled and moved into place over its closed white silhouette. */
export async function placeLineArt(art: LineArt, placement: Placement): Promise<string> {
  const shape = await shapeLineArt(art, placement);
  return placeShape(art, shape, placement.stroke, placement.cx, placement.cy);
}

/** The page-pixel size of a placed drawing, to lay out what goes around it. */
export function placedSize(art: LineArt, size: number) {
  const scale = size / Math.max(art.box.width, art.box.height);
  return { width: art.box.width * scale, height: art.box.height * scale };
}
