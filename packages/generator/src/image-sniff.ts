/** The only formats users may upload (DESIGN §7): decoded by sharp, no scripts, no vectors. */
export const imageTypes = ['png', 'jpeg', 'webp'] as const;
export type ImageType = (typeof imageTypes)[number];

export const contentTypeOf: Record<ImageType, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
};

export const extensionOf: Record<ImageType, string> = { png: 'png', jpeg: 'jpg', webp: 'webp' };

export const labelOf: Record<ImageType, string> = { png: 'PNG', jpeg: 'JPEG', webp: 'WebP' };

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const startsWith = (data: Uint8Array, bytes: number[], at = 0) =>
  data.length >= at + bytes.length && bytes.every((b, i) => data[at + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/**
 * The image type from the file's first bytes. A file's name and declared type are whatever the
 * client says, so they decide nothing; an SVG, HTML page or GIF renamed to .png is still not one.
 */
export function sniffImageType(data: Uint8Array): ImageType | null {
  if (startsWith(data, PNG_SIGNATURE)) return 'png';
  // SOI then the first marker's 0xFF; every JPEG flavour (JFIF, EXIF, raw) starts so.
  if (startsWith(data, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(data, ascii('RIFF')) && startsWith(data, ascii('WEBP'), 8)) return 'webp';
  return null;
}
