import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/client';

/**
 * Bulk test data for the page-list benchmarks: 1 000 users, `pages` pages (prompts from a
 * small vocabulary so searches hit a realistic share; every 97th blocked) and up to 200 000
 * favourites spread over two weeks, with the gallery's theme, age band and difficulty. Runs on
 * PostgreSQL and PGlite alike.
 */
export async function loadBulkPages(db: Db, pages: number): Promise<void> {
  await db.execute(sql`insert into users (name, email)
    select 'Bench user ' || g, 'bench' || g || '@example.com' from generate_series(1, 1000) g`);
  await db.execute(sql`insert into pages (user_id, prompt, title, source, illustration, preview,
      favorited_count, colored_count, created_at, blocked, theme, age_band, difficulty, kid_safe)
    select 1 + (g % 1000),
      (array['cat','dog','dragon','castle','rocket','unicorn','owl','robot','flower','ship'])[1 + g % 10]
        || ' ' || (array['in a garden','in space','at the beach','in a forest','under the sea'])[1 + (g / 10) % 5]
        || ' #' || g,
      'Page ' || g, 'offline', '/api/files/i.png', '/api/files/p.webp',
      (g::bigint * 7919) % 200, (g::bigint * 104729) % 150,
      now() - (g || ' seconds')::interval, g % 97 = 0,
      -- The gallery's facets (issue 24), independent of age and popularity; every 50th kid-safe.
      (array['animals','dinosaurs','vehicles','space','ocean','fantasy','nature','food','people',
        'holidays','sports','buildings','patterns'])[1 + (g * 31) % 13],
      (array['3-5','6-8','9-12'])[1 + (g / 7) % 3], (array['easy','medium','hard'])[1 + (g / 3) % 3],
      g % 50 = 0
    from generate_series(1, ${pages}) g`);
  await db.execute(sql`insert into favorites (user_id, page_id, created_at)
    select 1 + (g % 1000), 1 + (g::bigint * 7) % ${pages}, now() - ((g % 14) || ' days')::interval
    from generate_series(1, ${Math.min(pages, 200_000)}) g on conflict do nothing`);
  // Autovacuum keeps the visibility map current on a live database; without it a fresh bulk
  // load would make every index-only scan visit the table as well.
  await db.execute(sql`vacuum analyze`);
}
