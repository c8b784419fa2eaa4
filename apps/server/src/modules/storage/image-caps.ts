import { UPLOAD_MAX_BYTES, UPLOAD_MAX_PIXELS, type UploadFields } from '@colorbook/contract';
import { type ImageType, imageTypes } from '@colorbook/generator/image-sniff';
import { badRequest } from '../../errors';

/** What an image must satisfy to be stored. The server's caps are the loosest any caller gets. */
export interface ImageCaps {
  types: readonly ImageType[];
  maxBytes: number;
  maxPixels: number;
  /** Upper bounds on the image as displayed (after EXIF rotation). */
  maxWidth?: number;
  maxHeight?: number;
}

export const SERVER_IMAGE_CAPS: ImageCaps = Object.freeze({
  types: imageTypes,
  maxBytes: UPLOAD_MAX_BYTES,
  maxPixels: UPLOAD_MAX_PIXELS,
});

const typeOfName: Record<string, ImageType> = { png: 'png', jpg: 'jpeg', jpeg: 'jpeg', webp: 'webp' };

/** Clients send "png,jpg", ".png .jpg" or "image/png"; all mean the same. */
export function parseExtensions(list: string): ImageType[] {
  const names = list
    .toLowerCase()
    .split(/[\s,;|]+/)
    .map((name) => name.replace(/^image\//, '').replace(/^\./, ''));
  return [...new Set(names.flatMap((name) => typeOfName[name] ?? []))];
}

const minDefined = (a: number | undefined, b: number) => (a === undefined ? b : Math.min(a, b));

/**
 * Applies a client's `extensions`, `max` and `dimensions` on top of `base`. Each can only
 * tighten: a client asking for 50 MB or GIFs still gets 10 MB and PNG/JPEG/WebP.
 */
export function tightenCaps(fields: UploadFields, base: ImageCaps = SERVER_IMAGE_CAPS): ImageCaps {
  const caps: ImageCaps = { ...base };
  if (fields.extensions !== undefined) {
    const asked = parseExtensions(fields.extensions);
    caps.types = base.types.filter((type) => asked.includes(type));
    if (caps.types.length === 0) throw badRequest('extensions must include png, jpg or webp.');
  }
  if (fields.max !== undefined) caps.maxBytes = Math.min(base.maxBytes, fields.max);
  if (fields.dimensions !== undefined) {
    const [width = 0, height = 0] = fields.dimensions.split('x').map(Number);
    caps.maxWidth = minDefined(base.maxWidth, width);
    caps.maxHeight = minDefined(base.maxHeight, height);
  }
  return caps;
}

/** "10 MB", "500 KB", "900 bytes": binary units, as UPLOAD_MAX_BYTES is 10 × 1024 × 1024. */
export function formatBytes(bytes: number): string {
  const units = [
    ['MB', 1024 * 1024],
    ['KB', 1024],
  ] as const;
  for (const [unit, size] of units) {
    if (bytes >= size) return `${Number((bytes / size).toFixed(1))} ${unit}`;
  }
  return bytes === 1 ? '1 byte' : `${bytes} bytes`;
}
