import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { type LineArtEntry, openmojiFolder } from './line-art-library';
import { chamferDistance, chessboardDistance, floodFromBorder } from './mask-ops';
import { OWN_DRAWINGS } from './own-drawings';
import { outlinePath } from './silhouette-path';
import { CARTOON_OUTLINE } from './style-marks';
import { twemojiDrawing, type VectorDrawing } from './twemoji';

/**
 * A drawing ready to place: its markup (in `view`×`view` units) and where the ink really is.
 * OpenMoji's black line files are strokes; Twemoji's drawings (twemoji.ts) are shapes filled
 * white and outlined, kept as drawn.
 */
export interface LineArt {
  /** The OpenMoji hexcode. */
  id: string;
  /** Black strokes or white shapes with black outlines, no stroke widths (the page sets one). */
  ink: string;
  /** The view box's side in drawing units: 72 for OpenMoji, 36 for Twemoji. */
  view: number;
  /** Where the drawing comes from: Twemoji's shapes need no silhouette drawn under them. */
  source: 'openmoji' | 'twemoji';
  box: { x: number; y: number; width: number; height: number };
  /** The closed silhouette's outline (path data in drawing units), drawn white under the ink. */
  outline: string;
  /** The top of the drawing's head (or its topmost part), in drawing units. */
  head: { x: number; y: number };
  /**
   * The widest gap in the drawing's outline to bridge, in drawing units: the least that closes
   * its outline, so open drawings (the dragon) get a solid silhouette and closed ones keep
   * their notches (the space between a horse's legs).
   */
  bridge: number;
  /**
   * Whether the silhouette holds the whole drawing: no part of the ink (a sauropod's neck and
   * tail drawn as open lines) lies outside it. Only then may its outline be drawn bold.
   */
  complete: boolean;
}

const cache = new Map<string, Promise<LineArt>>();
const MEASURE_SCALE = 4;
/** About the page's line width in drawing units, so gaps are measured as they will look. */
const MEASURE_STROKE = 0.8;
/** Bridging radii tried, in drawing units, smallest first. */
const BRIDGES = [0.5, 0.75, 1, 1.5, 2, 3, 4.5];
/** A silhouette is complete when this share of the ink lies inside its drawn outline or on it. */
const COMPLETE_SHARE = 0.97;
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

async function rasterInk(ink: string, scale: number): Promise<Uint8Array> {
  const size = 72 * scale;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 72 72"><g fill="none" stroke="#000" stroke-width="${MEASURE_STROKE}" stroke-linecap="round" stroke-linejoin="round">${ink}</g></svg>`;
  const { data } = await sharp(Buffer.from(svg))
    .flatten({ background: '#ffffff' })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const solid = new Uint8Array(size * size);
  for (let i = 0; i < solid.length; i++) solid[i] = (data[i] ?? 255) < 160 ? 1 : 0;
  return solid;
}

/**
 * Where the ink is, and how widely its outline must be bridged to enclose a solid silhouette:
 * the smallest radius whose enclosed area comes near the area enclosed with the widest one.
 */
async function analyse(ink: string): Promise<Pick<LineArt, 'box' | 'bridge'> & { solid: Uint8Array }> {
  const size = 72 * MEASURE_SCALE;
  const solid = await rasterInk(ink, MEASURE_SCALE);
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
  const closed = new Uint8Array(dist.length);
  const enclosedAt = (units: number) => {
    const radius = units * MEASURE_SCALE;
    for (let i = 0; i < dist.length; i++) closed[i] = (dist[i] as number) <= radius ? 1 : 0;
    const toOutside = chessboardDistance(floodFromBorder(closed, size, size), size, size);
    let area = 0;
    for (let i = 0; i < toOutside.length; i++) if ((toOutside[i] as number) > radius) area++;
    return area;
  };
  // The widest radius first, then the smallest ones up to the first that comes near it: most
  // drawings settle on one of the first few, so the rest are never measured.
  const last = BRIDGES.length - 1;
  const widest = enclosedAt(BRIDGES[last] as number);
  const index = BRIDGES.findIndex(
    (units, i) => (i === last ? widest : enclosedAt(units)) >= widest * SOLID_SHARE,
  );
  return {
    box: {
      x: minX / MEASURE_SCALE,
      y: minY / MEASURE_SCALE,
      width: (maxX - minX + 1) / MEASURE_SCALE,
      height: (maxY - minY + 1) / MEASURE_SCALE,
    },
    bridge: BRIDGES[Math.max(0, index)] ?? 2,
    solid,
  };
}

/** Silhouettes are traced on the measuring raster (4 pixels per drawing unit). */
const TRACE_SCALE = MEASURE_SCALE;

/**
 * The drawing's closed silhouette as a vector outline, and the top of its head. The silhouette
 * is every pixel the ink encloses once gaps up to `bridge` are closed (fill from the border,
 * keep what is not reached, shrink back by the bridging radius and half a line, so its edge
 * runs along the middle of the outer lines). Drawn white with a black line under the ink, it
 * hides what is behind the subject, and where the drawing's own outline is open its line
 * bridges the gap, so the subject's inside is its own region to colour.
 */
function silhouette(solid: Uint8Array, bridge: number, box: LineArt['box']) {
  const size = 72 * TRACE_SCALE;
  const radius = bridge * TRACE_SCALE;
  const toInk = chamferDistance(solid, size, size);
  const closed = new Uint8Array(solid.length);
  for (let i = 0; i < closed.length; i++) closed[i] = (toInk[i] as number) <= radius ? 1 : 0;
  const toOutside = chamferDistance(floodFromBorder(closed, size, size), size, size);
  const edge = radius + (MEASURE_STROKE / 2) * TRACE_SCALE;
  const mask = new Uint8Array(solid.length);
  for (let i = 0; i < mask.length; i++) mask[i] = (toOutside[i] as number) > edge ? 1 : 0;
  return { outline: outlinePath(mask, size, size, TRACE_SCALE), head: headOf(mask, size, TRACE_SCALE, box) };
}

/** The top of a silhouette mask's head: the middle of what it holds in its top few rows. */
function headOf(mask: Uint8Array, size: number, scale: number, box: LineArt['box']) {
  const band = Math.max(2, Math.round(box.height * 0.06 * scale));
  let top = -1;
  let sum = 0;
  let count = 0;
  for (let y = 0; y < size && (top < 0 || y < top + band); y++) {
    for (let x = 0; x < size; x++) {
      if (!mask[y * size + x]) continue;
      if (top < 0) top = y;
      sum += x;
      count++;
    }
  }
  return count > 0
    ? { x: (sum / count + 0.5) / scale, y: top / scale }
    : { x: box.x + box.width / 2, y: box.y };
}

/**
 * Whether the outline as drawn (simplified and rounded, so thin parts may be cut off) holds the
 * whole drawing: every inked pixel inside it or within a line of its edge, bar a few.
 */
async function holdsAllInk(outline: string, solid: Uint8Array): Promise<boolean> {
  if (!outline) return false;
  const size = 72 * TRACE_SCALE;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 72 72"><path d="${outline}" fill="#000"/></svg>`;
  const { data } = await sharp(Buffer.from(svg))
    .flatten({ background: '#ffffff' })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const inside = new Uint8Array(size * size);
  for (let i = 0; i < inside.length; i++) inside[i] = (data[i] ?? 255) < 128 ? 1 : 0;
  const toInside = chamferDistance(inside, size, size);
  let ink = 0;
  let held = 0;
  for (let i = 0; i < solid.length; i++) {
    if (!solid[i]) continue;
    ink++;
    if ((toInside[i] as number) <= MEASURE_STROKE * TRACE_SCALE + 1) held++;
  }
  return ink > 0 && held >= ink * COMPLETE_SHARE;
}

/**
 * OpenMoji drawings kept although Twemoji has the emoji: where OpenMoji's reads better on a
 * colouring page (reviewed on the contact sheet, docs/decisions/0044).
 */
const OPENMOJI_PREFERRED = new Set<string>([
  // Twemoji's tree is a round spotted crown on a stub: it reads as a mushroom.
  '1F333',
]);

/** The share of the measuring raster a bold outline may fill solid before it is not drawn. */
const BOLD_SOLID_SHARE = 0.002;
/** The pixel side of the raster a vector drawing is measured on. */
const VECTOR_RASTER = 288;

/**
 * A Twemoji drawing measured: its shapes are closed, so the silhouette is simply where they
 * are (the raster's coverage), with no gaps to bridge. The outline of that coverage is kept
 * only as a white backing for the colour hint; the page draws the shapes' own outlines.
 */
async function loadVectorArt(id: string, drawing: VectorDrawing): Promise<LineArt> {
  const art = await measureVectorArt(id, drawing);
  return { ...art, complete: await boldOutlineStaysALine(art) };
}

async function measureVectorArt(id: string, drawing: VectorDrawing): Promise<LineArt> {
  const size = VECTOR_RASTER;
  const scale = size / drawing.view;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${drawing.view} ${drawing.view}"><g stroke-width="${(MEASURE_STROKE * drawing.view) / 72}" stroke-linejoin="round">${drawing.ink}</g></svg>`;
  const { data } = await sharp(Buffer.from(svg)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const mask = new Uint8Array(size * size);
  let [minX, minY, maxX, maxY] = [size, size, -1, -1];
  for (let i = 0; i < mask.length; i++) {
    if ((data[i * 4 + 3] ?? 0) < 128) continue;
    mask[i] = 1;
    const x = i % size;
    const y = (i - x) / size;
    minX = Math.min(minX, x);
    maxX = Math.max(maxX, x);
    minY = Math.min(minY, y);
    maxY = Math.max(maxY, y);
  }
  if (maxX < 0) throw new Error('vector drawing without shapes');
  const box = {
    x: minX / scale,
    y: minY / scale,
    width: (maxX - minX + 1) / scale,
    height: (maxY - minY + 1) / scale,
  };
  return {
    id,
    // White first where the pieces stand apart: drawn again over a bold outline's wide lines,
    // it also keeps those out of the gaps.
    ink: drawing.gaps ? gapFill(mask, scale, drawing) + drawing.ink : drawing.ink,
    view: drawing.view,
    source: 'twemoji',
    box,
    outline: outlinePath(mask, size, size, scale),
    head: headOf(mask, size, scale, box),
    bridge: 0,
    complete: false,
  };
}

/**
 * White behind a drawing whose pieces stand apart (Game Icons' frog: thighs, feet and back with
 * narrow gaps between them): its coverage closed over gaps up to `gaps` drawing units, holes
 * filled, then shrunk back past its edge by half the measuring line and a pixel, so the white
 * ends under the drawing's own outer line and never leaves a pale margin round it (a margin
 * would join the scenery's regions on either side of the subject). Only the gaps, then, are
 * white that would otherwise show the scenery.
 */
function gapFill(mask: Uint8Array, scale: number, drawing: Pick<VectorDrawing, 'gaps' | 'view'>): string {
  const size = VECTOR_RASTER;
  const radius = ((drawing.gaps ?? 0) / 2) * scale;
  const toShape = chamferDistance(mask, size, size);
  const closed = new Uint8Array(mask.length);
  for (let i = 0; i < closed.length; i++) closed[i] = (toShape[i] as number) <= radius ? 1 : 0;
  const toOutside = chamferDistance(floodFromBorder(closed, size, size), size, size);
  const edge = radius + ((MEASURE_STROKE * drawing.view) / 72 / 2) * scale + 1;
  const fill = new Uint8Array(mask.length);
  for (let i = 0; i < fill.length; i++) fill[i] = (toOutside[i] as number) > edge ? 1 : 0;
  return `<path fill="#fff" stroke="none" d="${outlinePath(fill, size, size, scale)}"/>`;
}

/**
 * Whether a bold outline round a drawing stays a line: drawn as cartoon pages draw it (for a
 * subject of about 450 page pixels on a medium page), no black thicker than the bold line
 * appears. A monkey's curled tail or a lighthouse's base have gaps narrower than the bold
 * line, which it would fill solid black; such drawings keep the one line.
 */
async function boldOutlineStaysALine(
  art: Pick<LineArt, 'ink' | 'view' | 'box' | 'outline' | 'source'>,
): Promise<boolean> {
  const size = VECTOR_RASTER;
  const scale = size / art.view;
  const pagePixel = Math.max(art.box.width, art.box.height) / 450;
  const [line, bold] = [8 * pagePixel, 8 * CARTOON_OUTLINE * pagePixel];
  const group = (w: number) =>
    `<g fill="none" stroke="#000" stroke-width="${w}" stroke-linejoin="round" stroke-linecap="round">${art.ink}</g>`;
  const drawn =
    art.source === 'twemoji'
      ? group(2 * bold - line) + group(line)
      : `<path d="${art.outline}" fill="#fff" stroke="#000" stroke-width="${bold}" stroke-linejoin="round"/>${group(line)}`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${art.view} ${art.view}">${drawn}</svg>`;
  const { data } = await sharp(Buffer.from(svg))
    .flatten({ background: '#ffffff' })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const white = new Uint8Array(size * size);
  for (let i = 0; i < white.length; i++) white[i] = (data[i] ?? 255) >= 128 ? 1 : 0;
  const toWhite = chessboardDistance(white, size, size);
  const reach = Math.ceil((bold * scale) / 2);
  let solid = 0;
  for (let i = 0; i < toWhite.length; i++) if ((toWhite[i] as number) > reach) solid++;
  return solid <= size * size * BOLD_SOLID_SHARE;
}

/** Loaded and measured once per drawing, then shared by every page that uses it. */
export function loadLineArt(entry: Pick<LineArtEntry, 'hexcode'>): Promise<LineArt> {
  let art = cache.get(entry.hexcode);
  if (!art) {
    art = (async () => {
      const own = OWN_DRAWINGS[entry.hexcode];
      const vector = own || OPENMOJI_PREFERRED.has(entry.hexcode) ? undefined : twemojiDrawing(entry.hexcode);
      if (vector) return loadVectorArt(entry.hexcode, vector);
      const file = path.join(openmojiFolder(), 'black', 'svg', `${entry.hexcode}.svg`);
      const ink = toInk(own ? own.black : await readFile(file, 'utf8'));
      const { solid, ...measured } = await analyse(ink);
      const shape = silhouette(solid, measured.bridge, measured.box);
      const art: LineArt = {
        id: entry.hexcode,
        ink,
        view: 72,
        source: 'openmoji',
        ...measured,
        ...shape,
        complete: await holdsAllInk(shape.outline, solid),
      };
      return art.complete ? { ...art, complete: await boldOutlineStaysALine(art) } : art;
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
  /** Degrees clockwise about the centre: a dancer leans. */
  rotate?: number;
  /**
   * Width (page pixels) of the line around the drawing's closed silhouette, `stroke` when
   * absent or when the silhouette is not complete: a cartoon subject's bold outer outline
   * (style-marks.ts CARTOON_OUTLINE).
   */
  outline?: number;
}

const f = (n: number) => Number(n.toFixed(3));

/** The SVG transform that puts a drawing's ink box at a placement, and its scale. */
export function placementTransform(art: LineArt, placement: Omit<Placement, 'stroke'>) {
  const { box } = art;
  const scale = placement.size / Math.max(box.width, box.height);
  const sx = placement.flip ? -scale : scale;
  const turn = placement.rotate ? ` rotate(${f(placement.rotate)})` : '';
  const transform = `translate(${f(placement.cx)} ${f(placement.cy)})${turn} scale(${f(sx)} ${f(scale)}) translate(${f(-(box.x + box.width / 2))} ${f(-(box.y + box.height / 2))})`;
  return { transform, scale };
}

/**
 * The drawing scaled and moved into place over its closed white silhouette, as one group: the
 * silhouette path (white, with a line as wide as the ink's) and then the ink. All vector, so the
 * page prints sharp at any size.
 */
export function placeLineArt(art: LineArt, placement: Placement): string {
  const { transform, scale } = placementTransform(art, placement);
  const width = f(placement.stroke / scale);
  const outline = f((placement.outline ?? placement.stroke) / scale);
  if (art.source === 'twemoji') {
    // The shapes as drawn; a bolder outline is the same shapes drawn once more underneath with
    // a wider line, of which only the outer half shows, round the drawing's edge: with the
    // shapes' own line over it, the edge is `outline` wide.
    const lines = (w: number) =>
      `<g stroke-width="${f(w)}" stroke-linecap="round" stroke-linejoin="round">${art.ink}</g>`;
    const bold = art.complete && outline > width ? lines(2 * outline - width) : '';
    return `<g data-art="${art.id}" transform="${transform}">${bold}${lines(width)}</g>`;
  }
  return (
    `<g data-art="${art.id}" transform="${transform}">` +
    (art.outline
      ? `<path d="${art.outline}" fill="#fff" stroke="#000" stroke-width="${art.complete ? outline : width}" stroke-linejoin="round"/>`
      : '') +
    `<g fill="none" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round">${art.ink}</g></g>`
  );
}

/** The page-pixel size of a placed drawing, to lay out what goes around it. */
export function placedSize(art: LineArt, size: number) {
  const scale = size / Math.max(art.box.width, art.box.height);
  return { width: art.box.width * scale, height: art.box.height * scale };
}

/** Where the top of the drawing's head lands on the page for a placement (before rotation). */
export function placedHead(art: LineArt, placement: Pick<Placement, 'cx' | 'cy' | 'size' | 'flip'>) {
  const { box } = art;
  const scale = placement.size / Math.max(box.width, box.height);
  const dx = (art.head.x - (box.x + box.width / 2)) * scale;
  return {
    x: placement.cx + (placement.flip ? -dx : dx),
    y: placement.cy + (art.head.y - (box.y + box.height / 2)) * scale,
  };
}
