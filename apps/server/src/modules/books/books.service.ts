import {
  type Book,
  type BookSize,
  type BooksPage,
  type CreateBookBody,
  PAGE_SIZE,
} from '@colorbook/contract';
import type { Db } from '../../db/client';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../errors';
import type { StorageService } from '../storage/storage.service';
import { findUserWithPlan } from '../users/users.repo';
import { type BookSpec, DEFAULT_MARGIN_MM, DEFAULT_THEME } from './book-spec';
import {
  type BookRow,
  countActiveBooksOf,
  countBooksOf,
  deleteBookOf,
  findBook,
  findBookSources,
  findColoringOwner,
  insertBook,
  lockBooksOf,
  pageBooksOf,
} from './books.repo';
import type { BooksRunner } from './books-runner';

export const BOOK_NOT_FOUND = 'This book does not exist or has been deleted.';
export const PAID_PLAN_MESSAGE = 'Download is only available on the paid plan.';
/** Kept books per user; their files also count in the storage quota (decision 0038). */
export const MAX_BOOKS_PER_USER = 20;
export const ONE_BUILD_AT_A_TIME =
  'A book is already being built. Wait until it is ready, then build the next one.';
export const TOO_MANY_BOOKS = `You can keep up to ${MAX_BOOKS_PER_USER} books. Delete one to build another.`;
export const BOOK_NOT_READY = 'This book is not ready yet.';

type Viewer = { id: number; name: string };

const nameOf = (page: { id: number; title: string; prompt: string }) =>
  `Page ${page.id} “${page.title || page.prompt || 'untitled'}”`;

/** A file name a browser keeps: letters, digits, dashes. */
export const bookFileName = (title: string) =>
  `${
    title
      .normalize('NFKD')
      .replace(/[^\w\s-]/g, '')
      .trim()
      .replace(/\s+/g, '-')
      .slice(0, 60) || 'colouring-book'
  }.pdf`;

/**
 * Colouring books (issue 22, DESIGN §9a): the owner asks for a book, the runner builds it,
 * the owner lists, reads, downloads (paid plan only) and deletes it. Nobody else learns that a
 * book exists (404).
 */
export function createBooksService(deps: {
  db: Db;
  storage: StorageService;
  runner: Pick<BooksRunner, 'wake'>;
}) {
  const { db, storage, runner } = deps;

  const present = (row: BookRow): Book => ({
    id: row.id,
    title: row.title,
    size: row.size as BookSize,
    status: row.status,
    progress: row.progress,
    error: row.error,
    url: row.status === 'succeeded' && row.file ? `/api/books/${row.id}/file` : null,
    page_count: row.pageCount,
    pdf_pages: row.pdfPages,
    bytes: row.bytes,
    created_at: row.createdAt.toISOString(),
  });

  async function ownBook(viewer: Viewer, id: string): Promise<BookRow> {
    const row = await findBook(db, id);
    if (!row || row.userId !== viewer.id) throw notFound(BOOK_NOT_FOUND);
    return row;
  }

  /** Every page must be shown, and every colouring asked for the viewer's own; 400/403 naming the page. */
  async function checkPages(viewer: Viewer, body: CreateBookBody): Promise<void> {
    const ids = [...new Set(body.pages.map((p) => p.pageId))];
    const sources = new Map((await findBookSources(db, viewer.id, ids)).map((row) => [row.id, row]));
    for (const choice of body.pages) {
      const page = sources.get(choice.pageId);
      if (!page) throw badRequest(`Page ${choice.pageId} does not exist.`);
      if (page.blocked)
        throw badRequest(`${nameOf(page)} is no longer available: it was removed or blocked.`);
      if (choice.coloredId !== undefined) {
        const coloring = await findColoringOwner(db, choice.coloredId);
        if (!coloring || coloring.userId !== viewer.id) {
          throw forbidden(`The colouring asked for ${nameOf(page)} is not yours.`);
        }
        if (coloring.pageId !== page.id) throw badRequest(`That colouring is not of ${nameOf(page)}.`);
      }
      if (choice.colored && choice.coloredId === undefined && page.coloringId === null) {
        throw badRequest(`You have not coloured ${nameOf(page)} yet: choose its blank page instead.`);
      }
    }
  }

  return {
    async create(viewer: Viewer, body: CreateBookBody): Promise<Book> {
      const cover = body.cover ?? 0;
      if (cover >= body.pages.length) throw badRequest('The cover picture must be one of the chosen pages.');
      await checkPages(viewer, body);
      // A full storage refuses the book now, rather than after its build (413, as for uploads).
      await storage.assertRoom(viewer.id);
      const spec: BookSpec = {
        pages: body.pages.map(({ pageId, colored, coloredId }) =>
          coloredId === undefined ? { pageId, colored } : { pageId, colored, coloredId },
        ),
        author: body.author || viewer.name,
        dedication: body.dedication || null,
        backs: body.backs ?? false,
        cover,
        theme: body.theme ?? DEFAULT_THEME,
        marginMm: body.marginMm ?? DEFAULT_MARGIN_MM,
        pageNumbers: body.pageNumbers ?? true,
      };
      // One book waiting or building per user: a second answers 409, and with the queue in
      // request order every user's next book waits behind at most one of each other user's.
      const row = await db.transaction(async (tx) => {
        await lockBooksOf(tx, viewer.id);
        if ((await countActiveBooksOf(tx, viewer.id)) > 0) throw conflict(ONE_BUILD_AT_A_TIME);
        if ((await countBooksOf(tx, viewer.id)) >= MAX_BOOKS_PER_USER) throw conflict(TOO_MANY_BOOKS);
        return insertBook(tx, {
          userId: viewer.id,
          title: body.title,
          size: body.size,
          spec,
          pageCount: body.pages.length,
        });
      });
      runner.wake();
      return present(row);
    },

    async paginate(viewer: Viewer, query: { page: number }): Promise<BooksPage> {
      const { rows, total } = await pageBooksOf(db, viewer.id, (query.page - 1) * PAGE_SIZE, PAGE_SIZE);
      return {
        data: rows.map(present),
        current_page: query.page,
        last_page: Math.max(1, Math.ceil(total / PAGE_SIZE)),
      };
    },

    read: async (viewer: Viewer, id: string): Promise<Book> => present(await ownBook(viewer, id)),

    async remove(viewer: Viewer, id: string): Promise<{ deleted: true }> {
      const row = await deleteBookOf(db, id, viewer.id);
      if (!row) throw notFound(BOOK_NOT_FOUND);
      // A build still running notices the row is gone and removes its own file (books-runner.ts).
      if (row.file) {
        const file = await storage.findByUrl(row.file);
        if (file) await storage.remove(file.key);
      }
      return { deleted: true };
    },

    /** The PDF for its owner on a paid plan (spec §5, §6): 403 NO_PAID_PLAN otherwise. */
    async file(viewer: Viewer, id: string) {
      const row = await ownBook(viewer, id);
      const user = await findUserWithPlan(db, viewer.id);
      if (!user?.plan?.paid) throw new AppError('NO_PAID_PLAN', PAID_PLAN_MESSAGE);
      if (row.status !== 'succeeded' || !row.file) throw conflict(BOOK_NOT_READY);
      const stored = await storage.findByUrl(row.file);
      const object = stored ? await storage.open(stored.key) : null;
      if (!object) throw notFound('The file of this book is missing; please build it again.');
      return { object, name: bookFileName(row.title) };
    },
  };
}

export type BooksService = ReturnType<typeof createBooksService>;
