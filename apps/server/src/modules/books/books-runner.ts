import type { BookSize } from '@colorbook/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { AppError, isAppError } from '../../errors';
import { createLeasedRunner, LostLease } from '../../lib/leased-runner';
import type { StorageService } from '../storage/storage.service';
import type { LineArtSvgLoader } from './book-build';
import type { BookSpec } from './book-spec';
import {
  type BookRow,
  claimBook,
  expireBookLeases,
  extendBookLease,
  releaseBooksOf,
  updateHeldBook,
} from './books.repo';

/** One book at a time per process: a build is CPU-heavy (sharp and deflate at 300 dpi). */
const CONCURRENCY = 1;
const MAX_ATTEMPTS = 2;
export const BOOK_FAILED_MESSAGE = 'We could not build this book. Please try again.';
/**
 * The largest PDF a book may be (decision 0038): 40 different colourings at A4 are about
 * 15–25 MB, so this leaves room while bounding what one build may store.
 */
export const MAX_BOOK_MB = 50;
const MAX_BOOK_BYTES = MAX_BOOK_MB * 1024 * 1024;
const megabytes = (bytes: number) => (bytes / (1024 * 1024)).toFixed(1);
export const bookTooBig = (bytes: number) =>
  new AppError(
    'PAYLOAD_TOO_LARGE',
    `This book would be ${megabytes(bytes)} MB, more than the ${MAX_BOOK_MB} MB a book may be. Build it with fewer pages.`,
  );
export const noRoomForBook = (bytes: number) =>
  new AppError(
    'PAYLOAD_TOO_LARGE',
    `This book (${megabytes(bytes)} MB) does not fit in your storage. Delete a book you no longer need, then build this one again.`,
  );

/**
 * Builds books from the `books` table as a leased queue, the way generation jobs run
 * (docs/decisions/0006, lib/leased-runner): claim with `FOR UPDATE SKIP LOCKED`, a heartbeat
 * extends the lease, every write is conditional on still holding it, a dead process's build is
 * taken over (once), and at shutdown an unfinished build goes back to the queue.
 */
export function createBooksRunner(deps: {
  db: Db;
  storage: StorageService;
  log: FastifyBaseLogger;
  lineArtSvg?: LineArtSvgLoader;
  /** `soleProcess`: builds of a killed process are taken over at start (lib/leased-runner). */
  options: { leaseMs: number; pollMs?: number; soleProcess?: boolean };
}) {
  const { db, storage, log, lineArtSvg } = deps;
  // Assigned below; `run` only runs once the runner exists.
  let owner = '';

  async function run(book: BookRow, signal: AbortSignal) {
    let stored: { key: string } | null = null;
    try {
      await updateHeldBook(db, book.id, owner, { progress: 5 });
      const { buildBookPdf } = await import('./book-build');
      let written = 0;
      const { pdf, pdfPages } = await buildBookPdf(
        { db, storage, lineArtSvg },
        { userId: book.userId, title: book.title, size: book.size as BookSize, spec: book.spec as BookSpec },
        (percent) => {
          if (signal.aborted) throw new LostLease();
          if (percent - written < 5) return;
          written = percent;
          void updateHeldBook(db, book.id, owner, { progress: Math.min(95, percent) }).catch(() => {});
        },
      );
      if (signal.aborted) throw new LostLease();
      if (pdf.length > MAX_BOOK_BYTES) throw bookTooBig(pdf.length);
      // Counted in the owner's storage quota (storage.service.ts), checked as it is stored.
      const file = await storage
        .storeObject({
          ownerId: book.userId,
          purpose: 'book',
          data: pdf,
          contentType: 'application/pdf',
          extension: 'pdf',
        })
        .catch((err: unknown) => {
          throw isAppError(err) && err.code === 'PAYLOAD_TOO_LARGE' ? noRoomForBook(pdf.length) : err;
        });
      stored = file;
      const done = {
        status: 'succeeded',
        progress: 100,
        file: file.url,
        bytes: file.bytes,
        pdfPages,
      } as const;
      // False when the book was deleted or taken over meanwhile: its file must not stay.
      if (!(await updateHeldBook(db, book.id, owner, done))) throw new LostLease();
    } catch (error) {
      if (stored) await storage.remove(stored.key).catch(() => {});
      if (error instanceof LostLease) {
        log.warn({ bookId: book.id }, 'book build was taken over or the book deleted; this run is dropped');
        return;
      }
      if (!isAppError(error)) log.error({ err: error, bookId: book.id }, 'book build failed');
      const message = isAppError(error) ? error.message : BOOK_FAILED_MESSAGE;
      await updateHeldBook(db, book.id, owner, { status: 'failed', error: message }).catch((err: unknown) =>
        log.error({ err, bookId: book.id }, 'could not mark a failed book'),
      );
    }
  }

  const runner = createLeasedRunner<BookRow>({
    name: 'book build',
    queue: {
      claim: async (who, leaseMs, maxAttempts) => {
        const claimed = await claimBook(db, who, leaseMs, maxAttempts);
        return claimed ? { row: claimed.book, exhausted: claimed.exhausted } : null;
      },
      extend: (book, who, leaseMs) => extendBookLease(db, book.id, who, leaseMs),
      releaseAll: (who) => releaseBooksOf(db, who),
      expireAll: () => expireBookLeases(db),
    },
    run,
    onExhausted: async (book) => {
      log.warn({ bookId: book.id }, 'book build outlived its processes; failed');
      await updateHeldBook(db, book.id, owner, { status: 'failed', error: BOOK_FAILED_MESSAGE });
    },
    log,
    concurrency: CONCURRENCY,
    maxAttempts: MAX_ATTEMPTS,
    ...deps.options,
  });
  owner = runner.owner;
  return runner;
}

export type BooksRunner = ReturnType<typeof createBooksRunner>;
