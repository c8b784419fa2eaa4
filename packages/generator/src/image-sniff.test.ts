import {
  gifImage,
  htmlPage,
  jpegImage,
  pngDeclaring,
  pngImage,
  svgWithScript,
  textFile,
  webpImage,
} from '@colorbook/test-servers/test-images';
import { describe, expect, it } from 'vitest';
import { sniffImageType } from './image-sniff';

describe('sniffImageType', () => {
  it('recognises PNG, JPEG and WebP by their first bytes', async () => {
    expect(sniffImageType(await pngImage())).toBe('png');
    expect(sniffImageType(await jpegImage())).toBe('jpeg');
    expect(sniffImageType(await webpImage())).toBe('webp');
    expect(sniffImageType(pngDeclaring(60000, 60000))).toBe('png');
  });

  it('refuses everything else, whatever it would be called', () => {
    for (const data of [
      svgWithScript,
      htmlPage,
      textFile,
      gifImage,
      Buffer.alloc(0),
      Buffer.from([0x89, 0x50]),
    ]) {
      expect(sniffImageType(data)).toBeNull();
    }
  });

  it('needs the whole signature, not a prefix of it', () => {
    expect(sniffImageType(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a]))).toBeNull();
    expect(sniffImageType(Buffer.from([0xff, 0xd8]))).toBeNull();
    // A RIFF container that is not WebP (a WAV file).
    expect(sniffImageType(Buffer.from('RIFF\x24\x00\x00\x00WAVEfmt ', 'latin1'))).toBeNull();
    expect(sniffImageType(Buffer.from('RIFF\x24\x00\x00\x00WEBPVP8 ', 'latin1'))).toBe('webp');
  });

  it('ignores a PNG signature that is not at the start (a polyglot tail is not an image)', async () => {
    expect(sniffImageType(Buffer.concat([htmlPage, await pngImage()]))).toBeNull();
  });
});
