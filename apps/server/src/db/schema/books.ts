import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, sqlList, tstz, updatedAt } from './columns';
import { users } from './users';

export const bookSizes = ['a4', 'letter'] as const;
export const bookStatuses = ['queued', 'running', 'succeeded', 'failed'] as const;
export type BookStatus = (typeof bookStatuses)[number];

/**
 * A colouring book (DESIGN §9a): a PDF the server builds as a leased job, like page generation
 * (docs/decisions/0006, 0029). The row is the job and, once built, the book: `file` is the
 * stored PDF's URL (in notReferenced, so the sweep keeps it while the row lives). `spec` is the
 * request as validated (pages, cover, options), so whichever process claims the job builds
 * the same book. The id is a UUID so ids cannot be guessed.
 */
export const books = pgTable(
  'books',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    size: text('size').notNull(),
    spec: jsonb('spec').notNull(),
    /** Colouring pages in the book (not counting cover, dedication and backs). */
    pageCount: integer('page_count').notNull(),
    status: text('status').$type<BookStatus>().notNull().default('queued'),
    progress: integer('progress').notNull().default(0),
    error: text('error'),
    file: text('file'),
    bytes: integer('bytes'),
    /** PDF pages in all: cover, dedication, pages and backs. */
    pdfPages: integer('pdf_pages'),
    attempts: integer('attempts').notNull().default(0),
    leaseOwner: text('lease_owner'),
    leaseExpiresAt: tstz('lease_expires_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('books_status_check', sql.raw(`status in (${sqlList(bookStatuses)})`)),
    check('books_size_check', sql.raw(`size in (${sqlList(bookSizes)})`)),
    check('books_progress_check', sql`${t.progress} between 0 and 100`),
    index('books_user_created_idx').on(t.userId, t.createdAt),
    index('books_status_created_idx').on(t.status, t.createdAt),
    // For the storage sweep: is this PDF still a book's? (see pages_illustration_idx)
    index('books_file_idx').using('hash', t.file),
  ],
);
