import { CANVAS_SIZE } from '@colorbook/canvas';

/*
 * Pixels in and out of images, for the line art, drafts, saved colourings and print. The
 * engine owns the colour layer; these only convert.
 */

const context2d = (canvas: HTMLCanvasElement): CanvasRenderingContext2D => {
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  if (!ctx) throw new Error('2D canvas is not available');
  return ctx;
};

const makeCanvas = (size = CANVAS_SIZE): HTMLCanvasElement => {
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  return canvas;
};

/** Loads an image whose pixels the page may read (same origin, or CORS for an S3 host). */
export function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    const url = new URL(src, window.location.href);
    if (url.origin !== window.location.origin && url.protocol !== 'blob:' && url.protocol !== 'data:') {
      image.crossOrigin = 'anonymous';
    }
    image.decoding = 'async';
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error(`Could not load ${src}`));
    image.src = src;
  });
}

/** Draws an image at document size; `paper` puts it on white (line art and composites). */
export function rasterise(source: CanvasImageSource, paper: boolean): ImageData {
  const canvas = makeCanvas();
  const ctx = context2d(canvas);
  if (paper) {
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, CANVAS_SIZE, CANVAS_SIZE);
  }
  ctx.drawImage(source, 0, 0, CANVAS_SIZE, CANVAS_SIZE);
  return ctx.getImageData(0, 0, CANVAS_SIZE, CANVAS_SIZE);
}

/** Document-sized RGBA pixels as a PNG. */
export function pixelsToPng(pixels: Uint8ClampedArray): Promise<Blob> {
  const canvas = makeCanvas();
  const image = new ImageData(CANVAS_SIZE, CANVAS_SIZE);
  image.data.set(pixels);
  context2d(canvas).putImageData(image, 0, 0);
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('PNG export failed'))), 'image/png');
  });
}

/** A PNG (a draft's colour layer) back to document-sized RGBA pixels. */
export async function pngToPixels(blob: Blob): Promise<Uint8ClampedArray> {
  const url = URL.createObjectURL(blob);
  try {
    return rasterise(await loadImage(url), false).data;
  } finally {
    URL.revokeObjectURL(url);
  }
}

export function blobToDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the image'));
    reader.readAsDataURL(blob);
  });
}
