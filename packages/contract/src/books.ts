import { z } from 'zod';
import { paginated, rowId } from './common';
import { singleLine } from './text';

/*
 * Colouring books (DESIGN §9a, docs/decisions/0029): a PDF of up to 40 of the user's pages, each
 * blank or as their colouring, built on the server as a job the client follows.
 */

export const BOOK_MAX_PAGES = 40;
export const BOOK_TOO_MANY_PAGES = `A book holds at most ${BOOK_MAX_PAGES} pages.`;
export const bookSizes = ['a4', 'letter'] as const;
export type BookSize = (typeof bookSizes)[number];
/** Cover colour themes; the PDF and the builder's preview use the same colours. */
export const bookThemes = ['sunshine', 'ocean', 'meadow', 'berry', 'ink'] as const;
export type BookTheme = (typeof bookThemes)[number];
/** Cover colours per theme: the PDF and the builder's preview draw the same. */
export const BOOK_THEME_COLOURS: Record<BookTheme, { panel: string; text: string; label: string }> = {
  sunshine: { panel: '#FFD35C', text: '#2A2320', label: 'Sunshine' },
  ocean: { panel: '#7CC4F2', text: '#10253A', label: 'Ocean' },
  meadow: { panel: '#9BD88A', text: '#17301A', label: 'Meadow' },
  berry: { panel: '#B95AA8', text: '#FFFFFF', label: 'Berry' },
  ink: { panel: '#2B2D42', text: '#FFFFFF', label: 'Night' },
};
/** Printers need a margin they can reach: at least 12 mm on every side. */
export const BOOK_MIN_MARGIN_MM = 12;
export const BOOK_MAX_MARGIN_MM = 30;
export const BOOK_TITLE_MAX = 80;
export const BOOK_DEDICATION_MAX = 400;

/** Page sizes in PDF points (1/72 in). */
export const BOOK_PAGE_POINTS: Record<BookSize, { width: number; height: number }> = {
  a4: { width: 595.28, height: 841.89 },
  letter: { width: 612, height: 792 },
};

export const bookPageChoice = z.strictObject({
  pageId: rowId,
  /** true: the user's colouring of the page; false: the blank line art. */
  colored: z.boolean(),
  /** Optional: names the colouring meant (page.colored.id); it must be the user's own. */
  coloredId: rowId.optional(),
});
export type BookPageChoice = z.infer<typeof bookPageChoice>;

export const createBookBody = z.strictObject({
  title: singleLine(z.string().trim().min(1, 'Give the book a title.').max(BOOK_TITLE_MAX)),
  size: z.enum(bookSizes),
  pages: z.array(bookPageChoice).min(1, 'Choose at least one page.').max(BOOK_MAX_PAGES, BOOK_TOO_MANY_PAGES),
  dedication: z.string().trim().max(BOOK_DEDICATION_MAX).optional(),
  /** A blank back after every colouring page, for single-sided colouring. */
  backs: z.boolean().optional(),
  /** "by {author}" on the cover; the user's display name when left out. */
  author: singleLine(z.string().trim().max(60)).optional(),
  /** Index into `pages` of the cover picture (default the first). */
  cover: z
    .number()
    .int()
    .min(0)
    .max(BOOK_MAX_PAGES - 1)
    .optional(),
  theme: z.enum(bookThemes).optional(),
  marginMm: z.number().int().min(BOOK_MIN_MARGIN_MM).max(BOOK_MAX_MARGIN_MM).optional(),
  pageNumbers: z.boolean().optional(),
});
export type CreateBookBody = z.infer<typeof createBookBody>;

export const bookStatuses = ['queued', 'running', 'succeeded', 'failed'] as const;

/**
 * A book as its owner sees it. `url` is where the PDF downloads (an authorised API path), set
 * once it is built; downloading it needs a paid plan (403 NO_PAID_PLAN otherwise).
 */
export const book = z.object({
  id: z.string(),
  title: z.string(),
  size: z.enum(bookSizes),
  status: z.enum(bookStatuses),
  progress: z.number().int().min(0).max(100),
  error: z.string().nullable(),
  url: z.string().nullable(),
  page_count: z.number().int(),
  pdf_pages: z.number().int().nullable(),
  bytes: z.number().int().nullable(),
  created_at: z.string(),
});
export type Book = z.infer<typeof book>;
export const booksPage = paginated(book);
export type BooksPage = z.infer<typeof booksPage>;
export const booksQuery = z.object({ page: z.coerce.number().int().min(1).max(100_000).default(1) });
export const bookParams = z.object({ id: z.uuid() });
export const bookDeleted = z.object({ deleted: z.literal(true) });
/** GET /books/{id}/file: the PDF bytes (a binary body). */
export const bookFileBody = z.any();
