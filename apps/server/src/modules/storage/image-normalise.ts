// The format helpers alone: the package's main entry brings sharp and the OpenAI SDK along.
import {
  contentTypeOf,
  extensionOf,
  type ImageType,
  labelOf,
  sniffImageType,
} from '@colorbook/generator/image-sniff';
import type { Metadata } from 'sharp';
import { AppError, badRequest } from '../../errors';
import { formatBytes, type ImageCaps, SERVER_IMAGE_CAPS } from './image-caps';

export interface NormalisedImage {
  data: Buffer;
  type: ImageType;
  contentType: string;
  /** Without the dot: png, jpg, webp. */
  extension: string;
  width: number;
  height: number;
}

export const UNREADABLE_IMAGE = 'The image could not be read. It may be damaged or incomplete.';
/** A hostile file could make a decoder spin; no honest 40 MP image needs this long. */
const ENCODE_TIMEOUT_SECONDS = 30;

const joinLabels = (types: readonly ImageType[]) => {
  const labels = types.map((type) => labelOf[type]);
  return labels.length < 2 ? labels.join('') : `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}`;
};

export const unsupportedType = (types: readonly ImageType[]) =>
  new AppError('UNSUPPORTED_MEDIA_TYPE', `Only ${joinLabels(types)} images are accepted.`);

export const tooLarge = (maxBytes: number) =>
  new AppError('PAYLOAD_TOO_LARGE', `The file is larger than ${formatBytes(maxBytes)}.`);

/**
 * Checks an untrusted image against `caps` and re-encodes it from its decoded pixels, so what
 * is stored holds nothing but an image: no metadata (EXIF GPS, comments, ICC), no trailing
 * bytes, no second file hidden in it (polyglots). The cheap checks come first, and the size
 * in pixels is read from the header before anything is decoded, so a small file declaring
 * 60000×60000 is refused without allocating a byte for its pixels.
 *
 * Throws AppErrors a user can act on: 415 (not PNG/JPEG/WebP, by content), 413 (bytes or
 * pixels over the cap), 400 (unreadable, or larger than the asked dimensions).
 */
export async function normaliseImage(
  data: Buffer,
  caps: ImageCaps = SERVER_IMAGE_CAPS,
): Promise<NormalisedImage> {
  if (data.length === 0) throw badRequest('The file is empty.');
  const type = sniffImageType(data);
  if (type === null) throw unsupportedType(SERVER_IMAGE_CAPS.types);
  if (!caps.types.includes(type)) throw unsupportedType(caps.types);
  if (data.length > caps.maxBytes) throw tooLarge(caps.maxBytes);

  const header = await readHeader(data, type);
  if (header.width * header.height > caps.maxPixels) {
    throw new AppError(
      'PAYLOAD_TOO_LARGE',
      `The image is ${header.width}×${header.height} pixels; the limit is ${caps.maxPixels / 1_000_000} megapixels.`,
    );
  }
  const tooWide = caps.maxWidth !== undefined && header.orientedWidth > caps.maxWidth;
  const tooHigh = caps.maxHeight !== undefined && header.orientedHeight > caps.maxHeight;
  if (tooWide || tooHigh) {
    throw badRequest(
      `The image is ${header.orientedWidth}×${header.orientedHeight} pixels; it must be at most ${caps.maxWidth ?? header.orientedWidth}×${caps.maxHeight ?? header.orientedHeight}.`,
    );
  }

  const { data: output, info } = await reencode(data, type, caps.maxPixels);
  return {
    data: output,
    type,
    contentType: contentTypeOf[type],
    extension: extensionOf[type],
    width: info.width,
    height: info.height,
  };
}

interface Header {
  width: number;
  height: number;
  orientedWidth: number;
  orientedHeight: number;
}

async function readHeader(data: Buffer, type: ImageType): Promise<Header> {
  // Loaded on the first upload, not at start-up.
  const { default: sharp } = await import('sharp');
  let meta: Metadata;
  try {
    // Header only; sharp's own pixel limit would refuse 60000×60000 here with a vaguer message.
    meta = await sharp(data, { limitInputPixels: false }).metadata();
  } catch (cause) {
    throw new AppError('VALIDATION_ERROR', UNREADABLE_IMAGE, { cause });
  }
  // libvips names WebP "webp", JPEG "jpeg", PNG "png"; anything else means the magic bytes lied.
  if (meta.format !== type) throw unsupportedType(SERVER_IMAGE_CAPS.types);
  const { width, height } = meta;
  if (!width || !height) throw badRequest(UNREADABLE_IMAGE);
  const oriented = meta.autoOrient ?? { width, height };
  return { width, height, orientedWidth: oriented.width, orientedHeight: oriented.height };
}

async function reencode(data: Buffer, type: ImageType, maxPixels: number) {
  const { default: sharp } = await import('sharp');
  // failOn 'error' refuses truncated and corrupt data but keeps the harmless warnings many
  // phone JPEGs carry; limitInputPixels is a second guard behind the header check above.
  const image = sharp(data, { limitInputPixels: maxPixels, failOn: 'error' })
    .autoOrient()
    .timeout({ seconds: ENCODE_TIMEOUT_SECONDS });
  // sharp writes no metadata unless asked (withMetadata/keepExif), so nothing else is needed to strip it.
  const encoded =
    type === 'png'
      ? image.png()
      : type === 'jpeg'
        ? image.jpeg({ quality: 90, chromaSubsampling: '4:4:4' })
        : image.webp({ quality: 90 });
  try {
    return await encoded.toBuffer({ resolveWithObject: true });
  } catch (cause) {
    throw new AppError('VALIDATION_ERROR', UNREADABLE_IMAGE, { cause });
  }
}
