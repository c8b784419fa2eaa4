import { describe, expect, it } from 'vitest';
import { createImageCache } from './share-image-cache';

describe('share image cache', () => {
  it('renders each picture once while kept, and lets the least recently used go first', async () => {
    const cache = createImageCache(2);
    const renders: string[] = [];
    const get = (key: string) =>
      cache.get(key, async () => {
        renders.push(key);
        return Buffer.from(key);
      });
    // Asked twice at once: one render, shared.
    const [first, again] = await Promise.all([get('a'), get('a')]);
    expect(first.toString()).toBe('a');
    expect(again).toBe(first);
    await get('b');
    await get('a'); // a is now the most recently used
    await get('c'); // so b goes
    await get('a');
    await get('b');
    expect(renders).toEqual(['a', 'b', 'c', 'b']);
  });

  it('keeps no failed render: the next request tries again', async () => {
    const cache = createImageCache(4);
    await expect(cache.get('x', () => Promise.reject(new Error('sharp failed')))).rejects.toThrow(
      'sharp failed',
    );
    expect((await cache.get('x', async () => Buffer.from('ok'))).toString()).toBe('ok');
  });
});
