import { describe, expect, it } from 'vitest';
import { extensionOfKey, generateStorageKey, isGeneratedKey, isSafeKey } from './storage-keys';

describe('generateStorageKey', () => {
  it('makes <purpose>/<yyyy>/<mm>/<128-bit hex>.<ext> from the UTC date', () => {
    const key = generateStorageKey('upload', 'png', new Date('2025-01-31T23:30:00-05:00'));
    expect(key).toMatch(/^upload\/2025\/02\/[0-9a-f]{32}\.png$/);
    expect(isGeneratedKey(key)).toBe(true);
    expect(isSafeKey(key)).toBe(true);
  });

  it('never repeats a name', () => {
    const keys = new Set(Array.from({ length: 1000 }, () => generateStorageKey('preview', 'webp')));
    expect(keys.size).toBe(1000);
  });

  it('refuses purposes and extensions that could leave the folder or confuse a reader', () => {
    for (const purpose of ['', '../etc', 'a/b', 'Upload', '.hidden', 'x'.repeat(33)]) {
      expect(() => generateStorageKey(purpose, 'png'), purpose).toThrow(/purpose/);
    }
    for (const extension of ['', 'png/..', '.png', 'PNG', 'p n g']) {
      expect(() => generateStorageKey('upload', extension), extension).toThrow(/extension/);
    }
  });
});

describe('isSafeKey', () => {
  it('refuses every way out of the storage root', () => {
    for (const key of [
      '',
      '../secret.png',
      'upload/../../etc/passwd',
      'upload/./a.png',
      '/etc/passwd',
      'upload//a.png',
      'upload/a.png/',
      'upload\\..\\a.png',
      'upload/%2e%2e/a.png',
      'upload/a.png\0.txt',
      '.partial/abc.part',
      'upload/.hidden.png',
      'C:/windows/win.ini',
      `upload/${'a'.repeat(300)}.png`,
    ]) {
      expect(isSafeKey(key), JSON.stringify(key)).toBe(false);
    }
  });

  it('accepts ordinary relative keys', () => {
    expect(isSafeKey('upload/2025/02/0123abcd.png')).toBe(true);
    expect(isSafeKey('illustration/2024/12/page-1.v2.webp')).toBe(true);
  });
});

describe('isGeneratedKey', () => {
  it('accepts only the generated shape', () => {
    expect(isGeneratedKey(`upload/2025/02/${'a'.repeat(32)}.png`)).toBe(true);
    expect(isGeneratedKey(`upload/2025/02/${'a'.repeat(31)}.png`)).toBe(false);
    expect(isGeneratedKey(`upload/2025/2/${'a'.repeat(32)}.png`)).toBe(false);
    expect(isGeneratedKey(`../2025/02/${'a'.repeat(32)}.png`)).toBe(false);
  });
});

describe('extensionOfKey', () => {
  it('reads the extension of the last segment only', () => {
    expect(extensionOfKey('upload/2025/02/abc.PNG')).toBe('png');
    expect(extensionOfKey('upload.d/2025/02/abc')).toBe('');
    expect(extensionOfKey('upload/2025/02/archive.tar.gz')).toBe('gz');
  });
});
