import { createHash } from 'node:crypto';
import type { Page, PageOfTheDay, UpdatePageGalleryBody } from '@colorbook/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { forbidden, notFound } from '../../errors';
import { ADMIN_ONLY_MESSAGE } from '../../lib/route-guards';
import { recordAudit } from '../audit/audit.service';
import {
  findPageForGalleryUpdate,
  findPageOfTheDay,
  forgetPageOfTheDay,
  isKidSafeShown,
  lockUnclassifiedPages,
  nthKidSafePage,
  storeClassifiedPages,
  storePageOfTheDay,
  updatePageGallery,
} from './gallery.repo';
import { inferFacets } from './page-facets';
import { PAGE_NOT_FOUND } from './page-not-found';
import { findPageForViewer, type PageRow, type Viewer } from './pages.repo';
import { presentPage } from './present-page';
import type { TrendingRanking } from './trending-ranking';

/** Pages classified per transaction by the backfill, and the pause between two batches. */
export const BACKFILL_BATCH = 500;
const BACKFILL_PAUSE_MS = 50;

/** The UTC day of `at`, as YYYY-MM-DD: the page of the day changes at UTC midnight. */
export const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/** A number from the day alone, so every process picks the same page without asking another. */
export function dayIndex(day: string): number {
  return createHash('sha256').update(`page-of-the-day:${day}`).digest().readUIntBE(0, 6);
}

export interface GalleryService {
  /** Issue 24: one kid-safe page a day, the same for everyone; null while none is kid-safe. */
  pageOfTheDay(viewer: Viewer): Promise<PageOfTheDay>;
  /** Admins correct a page's theme, age band, difficulty or kid-safe mark (audited). */
  update(viewer: Viewer, id: number, body: UpdatePageGalleryBody): Promise<Page>;
  /** Classifies pages made before the gallery, a batch at a time; resolves with how many. */
  backfill(): Promise<number>;
  /** Starts the backfill in the background (server start); `close` stops it between batches. */
  startBackfill(): void;
  close(): Promise<void>;
}

/** "theme animals → dinosaurs, kid-safe no → yes": what the audit entry says changed. */
function describeChanges(before: PageRow, body: UpdatePageGalleryBody): string {
  const parts: string[] = [];
  const add = (label: string, from: unknown, to: unknown) => {
    if (to !== undefined && from !== to) parts.push(`${label} ${String(from ?? 'none')} → ${String(to)}`);
  };
  add('theme', before.theme, body.theme);
  add('age', before.ageBand, body.age_band);
  add('difficulty', before.difficulty, body.difficulty);
  if (body.kid_safe !== undefined && body.kid_safe !== before.kidSafe)
    parts.push(`kid-safe ${before.kidSafe ? 'yes' : 'no'} → ${body.kid_safe ? 'yes' : 'no'}`);
  return parts.join(', ') || 'no change';
}

export function createGalleryService(deps: {
  db: Db;
  trending: Pick<TrendingRanking, 'top'>;
  log: FastifyBaseLogger;
  /** The time the page of the day is chosen by; tests move it across midnight. */
  clock?: () => Date;
}): GalleryService {
  const { db, trending, log } = deps;
  const clock = deps.clock ?? (() => new Date());
  let running: Promise<number> | null = null;
  let stopped = false;

  /** The day's page id: stored by the day's first request, chosen again if it left the kid-safe pages. */
  async function pageIdOfTheDay(day: string): Promise<number | null> {
    const stored = await findPageOfTheDay(db, day);
    if (stored !== null && (await isKidSafeShown(db, stored))) return stored;
    const chosen = await nthKidSafePage(db, dayIndex(day));
    if (chosen === null) {
      if (stored !== null) await forgetPageOfTheDay(db, day);
      return null;
    }
    return storePageOfTheDay(db, day, chosen, stored);
  }

  async function backfill(): Promise<number> {
    let afterId = 0;
    let total = 0;
    while (!stopped) {
      const done = await db.transaction(async (tx) => {
        const rows = await lockUnclassifiedPages(tx, afterId, BACKFILL_BATCH);
        await storeClassifiedPages(
          tx,
          rows.map((row) => ({ id: row.id, ...inferFacets(row) })),
        );
        return rows;
      });
      total += done.length;
      const last = done.at(-1);
      if (!last) break;
      afterId = last.id;
      // On the embedded database every query waits for the one before: let requests through.
      await new Promise((resolve) => setTimeout(resolve, BACKFILL_PAUSE_MS));
    }
    return total;
  }

  return {
    async pageOfTheDay(viewer) {
      const day = utcDay(clock());
      const id = await pageIdOfTheDay(day);
      const row = id === null ? undefined : await findPageForViewer(db, viewer, id);
      if (!row) return { day, page: null };
      return { day, page: presentPage(row, viewer, await trending.top()) };
    },

    async update(viewer, id, body) {
      if (!viewer.admin) throw forbidden(ADMIN_ONLY_MESSAGE);
      await db.transaction(async (tx) => {
        const before = await findPageForGalleryUpdate(tx, id);
        if (!before) throw notFound(PAGE_NOT_FOUND);
        await updatePageGallery(tx, id, {
          theme: body.theme,
          ageBand: body.age_band,
          difficulty: body.difficulty,
          kidSafe: body.kid_safe,
        });
        await recordAudit(tx, {
          actorId: viewer.id,
          action: 'page.gallery',
          target: before.title || `page ${id}`,
          detail: `page ${id}: ${describeChanges(before, body)}`,
        });
      });
      const row = await findPageForViewer(db, viewer, id);
      if (!row) throw notFound(PAGE_NOT_FOUND);
      return presentPage(row, viewer, await trending.top());
    },

    backfill,

    startBackfill() {
      if (running) return;
      running = backfill()
        .then((count) => {
          if (count > 0) log.info({ pages: count }, 'gallery backfill classified pages');
          return count;
        })
        .catch((err: unknown) => {
          // The next start carries on where this one stopped.
          log.warn({ err }, 'gallery backfill stopped');
          return 0;
        });
    },

    async close() {
      stopped = true;
      await running;
    },
  };
}
