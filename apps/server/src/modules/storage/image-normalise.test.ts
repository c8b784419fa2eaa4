import {
  gifImage,
  hasGpsTag,
  jpegImage,
  jpegWithGps,
  pngDeclaring,
  pngImage,
  svgWithScript,
  webpImage,
} from '@colorbook/test-servers/test-images';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors';
import { SERVER_IMAGE_CAPS } from './image-caps';
import { normaliseImage, UNREADABLE_IMAGE } from './image-normalise';

const failure = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  const { status, code, message } = error as AppError;
  return { status, code, message };
};

describe('normaliseImage', () => {
  it('re-encodes each accepted type as itself', async () => {
    for (const [make, type, contentType] of [
      [pngImage, 'png', 'image/png'],
      [jpegImage, 'jpeg', 'image/jpeg'],
      [webpImage, 'webp', 'image/webp'],
    ] as const) {
      const image = await normaliseImage(await make(40, 30));
      expect(image).toMatchObject({ type, contentType, width: 40, height: 30 });
      const meta = await sharp(image.data).metadata();
      expect(meta.format).toBe(type);
      expect([meta.width, meta.height]).toEqual([40, 30]);
    }
  });

  it('turns the image upright by its EXIF, then drops every bit of metadata', async () => {
    const input = await jpegWithGps();
    const before = await sharp(input).metadata();
    expect(before.orientation).toBe(6);
    expect(hasGpsTag(before.exif ?? Buffer.alloc(0))).toBe(true);

    const image = await normaliseImage(input);
    expect([image.width, image.height]).toEqual([200, 300]);
    const after = await sharp(image.data).metadata();
    expect(after.exif).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect(image.data.includes('SpyCam')).toBe(false);
    expect(image.data.includes('Exif\0\0')).toBe(false);
  });

  it('drops anything appended after the image (a polyglot)', async () => {
    const polyglot = Buffer.concat([await pngImage(), Buffer.from('<script>alert(1)</script>')]);
    const image = await normaliseImage(polyglot);
    expect(image.data.includes('<script>')).toBe(false);
  });

  it('refuses a header declaring too many pixels before decoding anything', async () => {
    expect(await failure(normaliseImage(pngDeclaring(60000, 60000)))).toEqual({
      status: 413,
      code: 'PAYLOAD_TOO_LARGE',
      message: 'The image is 60000×60000 pixels; the limit is 40 megapixels.',
    });
  });

  it('applies the caller’s caps', async () => {
    const png = await pngImage(120, 80);
    expect(await failure(normaliseImage(png, { ...SERVER_IMAGE_CAPS, types: ['jpeg', 'webp'] }))).toEqual({
      status: 415,
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'Only JPEG and WebP images are accepted.',
    });
    expect(await failure(normaliseImage(png, { ...SERVER_IMAGE_CAPS, maxBytes: 100 }))).toEqual({
      status: 413,
      code: 'PAYLOAD_TOO_LARGE',
      message: 'The file is larger than 100 bytes.',
    });
    expect(
      await failure(normaliseImage(png, { ...SERVER_IMAGE_CAPS, maxWidth: 100, maxHeight: 100 })),
    ).toEqual({
      status: 400,
      code: 'VALIDATION_ERROR',
      message: 'The image is 120×80 pixels; it must be at most 100×100.',
    });
    expect((await normaliseImage(png, { ...SERVER_IMAGE_CAPS, maxWidth: 120, maxHeight: 80 })).width).toBe(
      120,
    );
  });

  it('checks dimensions as the image is shown, after EXIF rotation', async () => {
    const rotated = await jpegWithGps(); // stored 300×200, shown 200×300
    const caps = { ...SERVER_IMAGE_CAPS, maxWidth: 250, maxHeight: 400 };
    expect((await normaliseImage(rotated, caps)).width).toBe(200);
  });

  it('refuses other formats by content', async () => {
    for (const data of [svgWithScript, gifImage]) {
      expect((await failure(normaliseImage(data))).message).toBe(
        'Only PNG, JPEG and WebP images are accepted.',
      );
    }
  });

  it('refuses damaged images with a clear 400', async () => {
    const png = await pngImage();
    const jpeg = await jpegImage(200, 200);
    for (const data of [
      png.subarray(0, png.length - 40),
      jpeg.subarray(0, Math.floor(jpeg.length / 2)),
      png.subarray(0, 20),
    ]) {
      expect(await failure(normaliseImage(data))).toEqual({
        status: 400,
        code: 'VALIDATION_ERROR',
        message: UNREADABLE_IMAGE,
      });
    }
    expect((await failure(normaliseImage(Buffer.alloc(0)))).message).toBe('The file is empty.');
  });
});
