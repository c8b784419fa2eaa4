import type { Db } from '../../apps/server/src/db/client';
import { nthKidSafePage } from '../../apps/server/src/modules/pages/gallery.repo';
import { type ListOptions, listPages } from '../../apps/server/src/modules/pages/page-lists.repo';
import type { Viewer } from '../../apps/server/src/modules/pages/pages.repo';
import { refreshTrendingIfStale } from '../../apps/server/src/modules/pages/trending.repo';

/**
 * The gallery's filtered lists (issue 24, docs/decisions/0030) for bench/pages-query.ts: a theme
 * chip alone (1/13 of the pages), all three filters (1/117), an age alone (1/3), in the default
 * and the counter sorts, first and middle pages; and the page of the day's pick.
 */
export async function galleryLines(options: {
  db: Db;
  viewer: Viewer;
  pages: number;
  ranking: readonly number[];
  time: (fn: () => Promise<unknown>) => Promise<number[]>;
  line: (name: string, samples: number[]) => void;
}): Promise<void> {
  const { db, viewer, pages, ranking, time, line } = options;
  // Filtered trending lists read the stored ranking, as the server stores it.
  await refreshTrendingIfStale(db, new Date(), true);
  const list = (extra: Partial<ListOptions>) =>
    time(() =>
      listPages(db, viewer, { scope: 'public', sort: 'latest', search: '', limit: 24, offset: 0, ...extra }, [
        ...ranking,
      ]),
    );
  const all = { theme: 'space', age: '6-8', difficulty: 'hard' } as const;
  const themeMiddle = Math.floor(pages / 13 / 24 / 2);
  const allMiddle = Math.floor(pages / 117 / 24 / 2);
  line('theme (latest, page 1)', await list({ theme: 'space' }));
  line(`theme (latest, page ${themeMiddle})`, await list({ theme: 'space', offset: (themeMiddle - 1) * 24 }));
  line('theme+age+difficulty (latest, page 1)', await list(all));
  line(
    `theme+age+difficulty (latest, page ${allMiddle})`,
    await list({ ...all, offset: (allMiddle - 1) * 24 }),
  );
  line('theme (popularity, page 1)', await list({ theme: 'space', sort: 'popularity' }));
  line(
    `theme (popularity, page ${themeMiddle})`,
    await list({ theme: 'space', sort: 'popularity', offset: (themeMiddle - 1) * 24 }),
  );
  line('theme+age+difficulty (mostFavorited, page 1)', await list({ ...all, sort: 'mostFavorited' }));
  line('theme (trending, page 1)', await list({ theme: 'space', sort: 'trending' }));
  line('age (oldest, page 1)', await list({ age: '3-5', sort: 'oldest' }));
  line('theme + search "rocket" (latest)', await list({ theme: 'space', search: 'rocket' }));
  line('page of the day pick (kid-safe pages)', await time(() => nthKidSafePage(db, 123_456_789)));
}
