/**
 * The last few rendered share pictures, by link, kind and colouring version: a link posted to a
 * chat or a social site is fetched by many people and crawlers at once, and each render costs
 * sharp half a second. Only a cache: every process renders what it lacks, and a revoked link
 * is never served from here (the link is looked up before the cache is asked).
 */
export function createImageCache(capacity: number) {
  const entries = new Map<string, Promise<Buffer>>();
  return {
    get(key: string, render: () => Promise<Buffer>): Promise<Buffer> {
      const cached = entries.get(key);
      if (cached) {
        // Most recently used last, so the oldest is the first to go.
        entries.delete(key);
        entries.set(key, cached);
        return cached;
      }
      const rendered = render();
      entries.set(key, rendered);
      // A failed render is not kept: the next request tries again.
      rendered.catch(() => entries.delete(key));
      while (entries.size > capacity) {
        const oldest = entries.keys().next().value as string;
        entries.delete(oldest);
      }
      return rendered;
    },
  };
}
