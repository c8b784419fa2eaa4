import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { colorings } from './pages';

/**
 * Live share links of colourings (DESIGN §9a), one per colouring. The token is random and kept
 * as it is, so the owner can see and copy the live link again (docs/decisions/ on share links).
 * Revoking deletes the row: that token never works again, and a new link gets a new token.
 * Deleting the colouring deletes its link.
 */
export const shares = pgTable(
  'shares',
  {
    id: serial('id').primaryKey(),
    coloringId: integer('coloring_id')
      .notNull()
      .unique()
      .references(() => colorings.id, { onDelete: 'cascade' }),
    token: text('token').notNull().unique(),
    showName: boolean('show_name').notNull().default(true),
    /** Search engines may list the page; otherwise it is served with noindex. */
    public: boolean('public').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // The sitemap lists the public links, newest first.
  (t) => [index('shares_public_created_idx').on(t.createdAt).where(sql`${t.public}`)],
);
