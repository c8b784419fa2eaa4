import { describe, expect, it, vi } from 'vitest';
import { composePage } from './offline-generator';

// Drawings load asynchronously and are cached, so on a server's first pages some finish before
// others. A page must not depend on that order: here later requests are held back less, so
// drawings finish in the reverse of the order they were asked for.
const slow = vi.hoisted(() => ({ on: false, calls: 0 }));
vi.mock('./line-art-svg', async (importOriginal) => {
  const real = await importOriginal<typeof import('./line-art-svg')>();
  return {
    ...real,
    loadLineArt: async (entry: { hexcode: string }) => {
      const art = await real.loadLineArt(entry);
      if (slow.on) {
        const wait = Math.max(0, 40 - 2 * slow.calls++);
        await new Promise((resolve) => setTimeout(resolve, wait));
      }
      return art;
    },
  };
});

describe('offline pages and the drawing cache', () => {
  it('makes the same page whichever drawing loads first', async () => {
    const requests = [
      { prompt: 'a dragon in a forest', seed: 14, difficulty: 'medium' as const },
      { prompt: 'a cat reading a book under a tree', seed: 3, difficulty: 'hard' as const },
      { prompt: 'a pirate ship on the sea', seed: 7, difficulty: 'easy' as const },
      { prompt: 'race car', seed: 23, difficulty: 'medium' as const },
    ];
    for (const request of requests) {
      slow.on = false;
      const inOrder = await composePage(request);
      slow.on = true;
      slow.calls = 0;
      const outOfOrder = await composePage(request);
      expect(outOfOrder.svg).toBe(inOrder.svg);
    }
    // Eight pages composed: ~1 s on a quiet machine, over 5 s beside the whole suite on 2 cores.
  }, 60_000);
});
