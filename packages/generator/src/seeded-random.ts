/**
 * Deterministic randomness for the offline generator: the same prompt and seed must give the
 * same page byte for byte (DESIGN §7), so nothing here may touch Math.random or the clock.
 */
export type Random = () => number;

/** A 32-bit FNV-1a hash: small, fast and stable across Node versions, which is all a seed needs. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: a tiny PRNG with a full 2^32 period, good enough for layout choices. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const randomFor = (...parts: (string | number)[]) => seededRandom(hashString(parts.join('\u0000')));

export const between = (random: Random, min: number, max: number) => min + random() * (max - min);
export const intBetween = (random: Random, min: number, max: number) =>
  Math.floor(between(random, min, max + 1));

export function pick<T>(random: Random, items: readonly T[]): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('pick() needs at least one item');
  return item;
}

/** Fisher–Yates on a copy. */
export function shuffled<T>(random: Random, items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}
