import sharp, { type Sharp } from 'sharp';

/*
 * Pictures prepared for print (issue 22): every picture is made at the pixel size its printed
 * size needs at PRINT_DPI, never placed as the 1024-pixel screen image.
 *
 * - Line art from a raster page is upscaled with a smooth kernel, softened a little and
 *   re-thresholded: the steps of the small image become clean black curves, not a blur.
 * - Line art from a vector source (an offline page's SVG) is rendered at print resolution.
 * - A colouring is upscaled smoothly and kept in colour (no threshold).
 */

export const PRINT_DPI = 300;
/** Grey values at or above this become white paper: keeps thin lines, drops anti-alias haze. */
const LINE_THRESHOLD = 170;

/** Raw 8-bit greyscale pixels, one byte each, rows top to bottom. */
export interface GreyImage {
  kind: 'grey';
  width: number;
  height: number;
  pixels: Buffer;
}
export interface JpegImage {
  kind: 'jpeg';
  width: number;
  height: number;
  bytes: Buffer;
}
export type PrintImage = GreyImage | JpegImage;

/** Pixels needed to print `points` (1/72 in) at PRINT_DPI. */
export const printPixels = (points: number): number => Math.ceil((points / 72) * PRINT_DPI);

/** The largest size with the picture's aspect inside a box, in the box's units. */
export function fitInside(aspect: number, boxWidth: number, boxHeight: number) {
  return aspect >= boxWidth / boxHeight
    ? { width: boxWidth, height: boxWidth / aspect }
    : { width: boxHeight * aspect, height: boxHeight };
}

/** Width / height of an image file (raster or SVG). */
export async function aspectOf(bytes: Buffer): Promise<number> {
  const { width, height } = await sharp(bytes).metadata();
  return width && height ? width / height : 1;
}

async function toGrey(pipeline: Sharp): Promise<GreyImage> {
  const { data, info } = await pipeline.raw().toBuffer({ resolveWithObject: true });
  return { kind: 'grey', width: info.width, height: info.height, pixels: data };
}

/** A raster page's line art at `width`×`height` pixels, upscaled, smoothed and re-thresholded. */
export async function lineArtForPrint(png: Buffer, width: number, height: number): Promise<GreyImage> {
  const smooth = await toGrey(
    sharp(png)
      .flatten({ background: '#ffffff' })
      .greyscale()
      .resize(width, height, { fit: 'fill', kernel: 'lanczos3' })
      // Rounds the upscaled staircase before the threshold cuts it into a clean edge.
      .blur(Math.max(0.6, width / 2400))
      .extractChannel(0),
  );
  // Here, not as sharp's threshold(): sharp runs that before the resize in its pipeline, which
  // would leave the upscaled edges grey again.
  const { pixels } = smooth;
  for (let i = 0; i < pixels.length; i++) pixels[i] = (pixels[i] as number) < LINE_THRESHOLD ? 0 : 255;
  return smooth;
}

/** A page's SVG line art rendered at `width`×`height` pixels (print resolution). */
export async function svgLineArtForPrint(svg: Buffer, width: number, height: number): Promise<GreyImage> {
  const { width: svgWidth = width } = await sharp(svg).metadata();
  // Render the vectors at (at least) the target size, so nothing is ever upscaled.
  const density = Math.min(2400, Math.max(72, Math.ceil((72 * width) / svgWidth)));
  return toGrey(
    sharp(svg, { density })
      .flatten({ background: '#ffffff' })
      .greyscale()
      .resize(width, height, { fit: 'fill', kernel: 'lanczos3' })
      .extractChannel(0),
  );
}

/** A colouring upscaled smoothly to `width`×`height` pixels, as a JPEG (colours, no threshold). */
export async function coloredForPrint(photo: Buffer, width: number, height: number): Promise<JpegImage> {
  const { data, info } = await sharp(photo)
    .flatten({ background: '#ffffff' })
    .resize(width, height, { fit: 'fill', kernel: 'lanczos3' })
    .jpeg({ quality: 90, chromaSubsampling: '4:4:4' })
    .toBuffer({ resolveWithObject: true });
  return { kind: 'jpeg', width: info.width, height: info.height, bytes: data };
}
