import { FILES_URL_PREFIX } from '@colorbook/contract';
import { or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { reusableQuery } from '../../db/prepared';
import { books, colorings, pages, settings, users } from '../../db/schema';

/**
 * Every place a row names a stored file, by its URL (`/api/files/<key>`). The sweep deletes a
 * file none of these name, so a feature that keeps a file's URL in a new column adds it here.
 * Settings hold URLs inside JSON and rich text: any mention of the key counts.
 */
export function notReferenced(key: SQL): SQL {
  const url = sql`(${FILES_URL_PREFIX} || ${key})`;
  // One NOT EXISTS per column, so each is an index probe (pages_illustration_idx, …).
  return sql`not exists (select 1 from ${pages} where ${pages.illustration} = ${url})
    and not exists (select 1 from ${pages} where ${pages.preview} = ${url})
    and not exists (select 1 from ${pages} where ${pages.lineArtSvgUrl} = ${url})
    and not exists (select 1 from ${colorings} where ${colorings.photo} = ${url})
    and not exists (select 1 from ${colorings} where ${colorings.preview} = ${url})
    and not exists (select 1 from ${colorings} where ${colorings.replayUrl} = ${url})
    and not exists (select 1 from ${books} where ${books.file} = ${url})
    and not exists (select 1 from ${users} where ${users.photo} = ${url})
    and not exists (select 1 from ${settings} where strpos(${settings.value}, ${key}) > 0)`;
}

export type FileAccess = 'blocked' | 'page' | 'other';

const pageOfFile = reusableQuery(
  (db) =>
    db
      .select({ blocked: sql<boolean | null>`bool_or(${pages.blocked})` })
      .from(pages)
      .where(
        or(
          sql`${pages.illustration} = ${sql.placeholder('url')}`,
          sql`${pages.preview} = ${sql.placeholder('url')}`,
          sql`${pages.lineArtSvgUrl} = ${sql.placeholder('url')}`,
        ),
      ),
  'page_of_file',
);

/**
 * Whether a file is a page's image and, if so, whether that page is blocked (then nobody may
 * load it). Page images are the files a block must be able to take back.
 */
export async function fileAccess(db: Db, url: string): Promise<FileAccess> {
  const [row] = await pageOfFile(db, { url });
  if (row?.blocked === null || row?.blocked === undefined) return 'other';
  return row.blocked ? 'blocked' : 'page';
}
