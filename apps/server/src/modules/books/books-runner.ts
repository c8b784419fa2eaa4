import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { BookSize } from '@colorbook/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { isAppError } from '../../errors';
import type { StorageService } from '../storage/storage.service';
import type { LineArtSvgLoader } from './book-build';
import type { BookSpec } from './book-spec';
import { type BookRow, claimBook, extendBookLease, releaseBooksOf, updateHeldBook } from './books.repo';

/** One book at a time per process: a build is CPU-heavy (sharp and deflate at 300 dpi). */
const CONCURRENCY = 1;
const MAX_ATTEMPTS = 2;
export const BOOK_FAILED_MESSAGE = 'We could not build this book. Please try again.';

class LostLease extends Error {}

/**
 * Builds books from the `books` table as a leased queue, the way generation jobs run
 * (docs/decisions/0006): claim with `FOR UPDATE SKIP LOCKED`, a heartbeat extends the lease,
 * every write is conditional on still holding it, a dead process's build is taken over (once),
 * and at shutdown an unfinished build goes back to the queue.
 */
export function createBooksRunner(deps: {
  db: Db;
  storage: StorageService;
  log: FastifyBaseLogger;
  lineArtSvg?: LineArtSvgLoader;
  options: { leaseMs: number; pollMs?: number };
}) {
  const { db, storage, log, lineArtSvg } = deps;
  const { leaseMs, pollMs = 2_000 } = deps.options;
  const owner = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const running = new Set<Promise<void>>();
  let claiming: Promise<void> | null = null;
  let again = false;
  let poller: NodeJS.Timeout | null = null;
  let closed = false;

  async function run(book: BookRow) {
    let lost = false;
    const heartbeat = setInterval(() => {
      extendBookLease(db, book.id, owner, leaseMs)
        .then((held) => {
          if (!held) lost = true;
        })
        .catch((err: unknown) => log.warn({ err, bookId: book.id }, 'book heartbeat failed'));
    }, leaseMs / 3);
    let stored: { key: string } | null = null;
    try {
      await updateHeldBook(db, book.id, owner, { progress: 5 });
      const { buildBookPdf } = await import('./book-build');
      let written = 0;
      const { pdf, pdfPages } = await buildBookPdf(
        { db, storage, lineArtSvg },
        { userId: book.userId, title: book.title, size: book.size as BookSize, spec: book.spec as BookSpec },
        (percent) => {
          if (lost) throw new LostLease();
          if (percent - written < 5) return;
          written = percent;
          void updateHeldBook(db, book.id, owner, { progress: Math.min(95, percent) }).catch(() => {});
        },
      );
      if (lost) throw new LostLease();
      const file = await storage.storeObject({
        ownerId: book.userId,
        purpose: 'book',
        data: pdf,
        contentType: 'application/pdf',
        extension: 'pdf',
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
    } finally {
      clearInterval(heartbeat);
    }
  }

  async function claimWhileRoom() {
    while (!closed && running.size < CONCURRENCY) {
      const claimed = await claimBook(db, owner, leaseMs, MAX_ATTEMPTS);
      if (!claimed) return;
      if (claimed.exhausted) {
        log.warn({ bookId: claimed.book.id }, 'book build outlived its processes; failed');
        await updateHeldBook(db, claimed.book.id, owner, { status: 'failed', error: BOOK_FAILED_MESSAGE });
        continue;
      }
      const task = run(claimed.book).finally(() => {
        running.delete(task);
        wake();
      });
      running.add(task);
    }
  }

  function wake() {
    if (closed) return;
    if (claiming) {
      again = true;
      return;
    }
    again = false;
    claiming = claimWhileRoom()
      .catch((err: unknown) => log.error({ err }, 'could not claim book builds'))
      .finally(() => {
        claiming = null;
        if (again) wake();
      });
  }

  return {
    start() {
      if (poller || closed) return;
      poller = setInterval(wake, pollMs);
      poller.unref();
      wake();
    },
    wake,
    async idle() {
      while (claiming || running.size > 0) {
        await claiming;
        await Promise.allSettled([...running]);
      }
    },
    async close(graceMs = leaseMs) {
      closed = true;
      if (poller) clearInterval(poller);
      await claiming;
      const tasks = [...running];
      let timer: NodeJS.Timeout | undefined;
      const finished = await Promise.race([
        Promise.allSettled(tasks).then(() => true),
        new Promise<false>((resolve) => {
          timer = setTimeout(() => resolve(false), graceMs);
        }),
      ]);
      clearTimeout(timer);
      if (!finished) await releaseBooksOf(db, owner);
    },
  };
}

export type BooksRunner = ReturnType<typeof createBooksRunner>;
