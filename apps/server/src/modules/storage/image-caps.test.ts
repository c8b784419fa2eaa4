import { UPLOAD_MAX_BYTES } from '@colorbook/contract';
import { describe, expect, it } from 'vitest';
import { formatBytes, parseExtensions, SERVER_IMAGE_CAPS, tightenCaps } from './image-caps';

describe('parseExtensions', () => {
  it('reads the spellings clients use', () => {
    expect(parseExtensions('png,jpg')).toEqual(['png', 'jpeg']);
    expect(parseExtensions('.PNG, .jpeg .webp')).toEqual(['png', 'jpeg', 'webp']);
    expect(parseExtensions('image/png;image/jpeg')).toEqual(['png', 'jpeg']);
    expect(parseExtensions('jpg,jpeg')).toEqual(['jpeg']);
    expect(parseExtensions('gif,svg,html')).toEqual([]);
  });
});

describe('tightenCaps', () => {
  it('keeps the server caps when the client asks for nothing', () => {
    expect(tightenCaps({})).toEqual(SERVER_IMAGE_CAPS);
  });

  it('lets the client narrow types, bytes and dimensions', () => {
    expect(tightenCaps({ extensions: 'png', max: 1000, dimensions: '100x50' })).toEqual({
      ...SERVER_IMAGE_CAPS,
      types: ['png'],
      maxBytes: 1000,
      maxWidth: 100,
      maxHeight: 50,
    });
  });

  it('never loosens them', () => {
    const caps = tightenCaps({ extensions: 'png,gif,svg', max: 50 * UPLOAD_MAX_BYTES });
    expect(caps.types).toEqual(['png']);
    expect(caps.maxBytes).toBe(UPLOAD_MAX_BYTES);
    const narrowed = tightenCaps({ dimensions: '4000x4000' }, { ...SERVER_IMAGE_CAPS, maxWidth: 1024 });
    expect(narrowed.maxWidth).toBe(1024);
    expect(narrowed.maxHeight).toBe(4000);
  });

  it('refuses a type list with nothing the server accepts', () => {
    expect(() => tightenCaps({ extensions: 'gif,svg' })).toThrow('extensions must include png, jpg or webp.');
  });
});

describe('formatBytes', () => {
  it('reads like a person would say it', () => {
    expect(formatBytes(UPLOAD_MAX_BYTES)).toBe('10 MB');
    expect(formatBytes(1536 * 1024)).toBe('1.5 MB');
    expect(formatBytes(500 * 1024)).toBe('500 KB');
    expect(formatBytes(900)).toBe('900 bytes');
    expect(formatBytes(1)).toBe('1 byte');
  });
});
