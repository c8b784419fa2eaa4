import { randomInt, randomUUID } from 'node:crypto';
import {
  type CreatePageBody,
  type GenerationJob,
  PAGE_SIZE,
  type Page,
  type PagesPage,
  type pagesQuery,
  type UploadPageBody,
  type UploadPreview,
  type UploadPreviewBody,
} from '@colorbook/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError, forbidden, notFound } from '../../errors';
import { type CreditsService, noCredits } from '../credits/credits.service';
import type { StorageService } from '../storage/storage.service';
import { UPLOAD_PREVIEW_PURPOSE } from '../storage/storage-sweep.repo';
import type { ColorKeyService } from './color-key.service';
import type { GenerationRunner } from './generation-runner';
import { findJob, insertJob, type JobRow } from './jobs.repo';
import { ANCHORED_FROM } from './list-anchors.repo';
import type { ListAnchorsRefresher } from './list-anchors-refresher';
import { inferDifficulty } from './page-facets';
import type { PageImageMaker } from './page-image-maker';
import { removePageImages, storePageImages } from './page-image-storage';
import { listPages } from './page-lists.repo';
import { PAGE_NOT_FOUND } from './page-not-found';
import {
  findPage,
  findPageForUpdate,
  findPageForViewer,
  insertPage,
  kidMaySee,
  setPageBlocked,
  TRENDING_TOP,
  toggleFavorite,
  type Viewer,
  viewerMade,
  viewerMayRead,
} from './pages.repo';
import { presentPage, titleFromPrompt } from './present-page';
import type { RegionMapService } from './region-maps.service';
import type { TrendingRanking } from './trending-ranking';

export const ADMIN_CANNOT_FAVORITE = 'Admins cannot favourite pages.';
export const NOT_YOUR_PAGE = 'You can only delete your own pages.';
export const UPLOAD_NOT_FOUND = 'Upload the image again: we could not find that file.';

const presentJob = (job: JobRow): GenerationJob => ({
  id: job.id,
  status: job.status,
  progress: job.progress,
  page_id: job.pageId,
  error: job.error,
  prompt: job.prompt,
  notice: job.notice,
});

export interface PagesService {
  paginate(viewer: Viewer, query: z.output<typeof pagesQuery>): Promise<PagesPage>;
  read(viewer: Viewer, id: number): Promise<Page>;
  toggleFavorite(viewer: Viewer, id: number): Promise<void>;
  toggleBlocked(viewer: Viewer, id: number): Promise<void>;
  create(viewer: Viewer, body: CreatePageBody): Promise<GenerationJob>;
  job(viewer: Viewer, id: string): Promise<GenerationJob>;
  upload(viewer: Viewer, body: UploadPageBody): Promise<Page>;
  /** The line art an upload would give, stored for the client to show; no credit is spent. */
  previewUpload(viewer: Viewer, body: UploadPreviewBody): Promise<UploadPreview>;
  suggestPrompt(): Promise<string>;
  /**
   * The line art address of a page anyone may see (not blocked: the gallery lists it to visitors
   * too), for the colouring screen's HTML to preload; null for a blocked or missing page.
   */
  publicLineArt(id: number): Promise<string | null>;
}

type PagesServiceDeps = {
  db: Db;
  credits: CreditsService;
  storage: StorageService;
  images: PageImageMaker;
  colorKeys: Pick<ColorKeyService, 'forUpload' | 'store' | 'offered'>;
  regionMaps?: Pick<RegionMapService, 'make' | 'store'>;
  runner: GenerationRunner;
  trending: TrendingRanking;
  anchors?: ListAnchorsRefresher;
};

/**
 * An uploaded picture made into the viewer's page: its line art and preview stored, a credit
 * spent and its colour key kept in one transaction (the stored files go again if that fails).
 */
async function makeUploadedPage(
  deps: PagesServiceDeps,
  viewer: Viewer,
  body: UploadPageBody,
): Promise<number> {
  const { db, credits, storage, images, colorKeys, regionMaps } = deps;
  const upload = await storage.readUpload(viewer.id, body.photo);
  if (!upload) throw new AppError('VALIDATION_ERROR', UPLOAD_NOT_FOUND);
  const made = await images.fromUpload(upload);
  const colorKey = await colorKeys.forUpload(upload, made.illustration);
  const regionMap = (await regionMaps?.make(made.illustration)) ?? null;
  const stored = await storePageImages(storage, viewer.id, made);
  const title = titleFromPrompt(body.title ?? '') || 'Uploaded page';
  try {
    return await db.transaction(async (tx) => {
      const page = await insertPage(tx, {
        userId: viewer.id,
        profileId: viewer.profileId ?? null,
        prompt: title,
        title,
        source: 'upload',
        // Nobody chose a difficulty for an upload: its regions tell (page-facets.ts).
        difficulty: inferDifficulty({ prompt: title, regions: colorKey?.regions.length }),
        illustration: stored.illustration.url,
        preview: stored.preview.url,
      });
      await credits.spendPage(tx, viewer.id, `page:${page.id}`);
      await colorKeys.store(tx, page.id, colorKey);
      await regionMaps?.store(tx, page.id, regionMap);
      return page.id;
    });
  } catch (error) {
    await removePageImages(storage, stored);
    throw error;
  }
}

export function createPagesService(deps: PagesServiceDeps): PagesService {
  const { db, credits, storage, images, colorKeys, runner, trending, anchors } = deps;

  async function readForViewer(viewer: Viewer, id: number): Promise<Page> {
    const row = await findPageForViewer(db, viewer, id);
    // Blocked pages cannot be read by users (owners included: for them it was deleted); a
    // child reads only what kid mode's gallery shows.
    if (!row || !viewerMayRead(viewer, row.page)) throw notFound(PAGE_NOT_FOUND);
    const [top, hasColorKey] = await Promise.all([trending.top(), colorKeys.offered(id)]);
    return { ...presentPage(row, viewer, top), has_color_key: hasColorKey };
  }

  return {
    async paginate(viewer, query) {
      const offset = (query.page - 1) * PAGE_SIZE;
      if (offset >= ANCHORED_FROM) anchors?.touch();
      const ranking = await trending.ranking();
      const { rows, hasMore } = await listPages(db, viewer, { ...query, limit: PAGE_SIZE, offset }, ranking);
      const top = new Set(ranking.slice(0, TRENDING_TOP));
      return {
        data: rows.map((row) => presentPage(row, viewer, top)),
        current_page: query.page,
        // The last page known so far: the client loads more until current_page == last_page.
        last_page: hasMore ? query.page + 1 : query.page,
      };
    },

    read: readForViewer,

    async toggleFavorite(viewer, id) {
      if (viewer.admin) throw forbidden(ADMIN_CANNOT_FAVORITE);
      await db.transaction(async (tx) => {
        const page = await findPageForUpdate(tx, id);
        if (!page || page.blocked || !kidMaySee(viewer, page)) throw notFound(PAGE_NOT_FOUND);
        await toggleFavorite(tx, viewer.id, viewer.profileId ?? null, id);
      });
      trending.invalidate();
    },

    async toggleBlocked(viewer, id) {
      const page = await findPage(db, id);
      if (!page) throw notFound(PAGE_NOT_FOUND);
      if (viewer.admin) {
        await setPageBlocked(db, id, !page.blocked);
        trending.invalidate();
        return;
      }
      // A child deletes only what it made; the family's other pages are none of its own (404).
      if (viewer.profileId != null && !viewerMade(viewer, page)) throw notFound(PAGE_NOT_FOUND);
      if (page.userId !== viewer.id) throw forbidden(NOT_YOUR_PAGE);
      // An owner's "delete" hides the page; only an admin brings it back.
      if (page.blocked) throw notFound(PAGE_NOT_FOUND);
      await setPageBlocked(db, id, true);
      trending.invalidate();
    },

    async create(viewer, body) {
      if (viewer.admin) throw forbidden('Admins do not create pages.');
      // A child's prompt goes through the strictest filter (issue 24).
      const prompt = await images.checkPrompt(body.prompt, { strict: viewer.profileId != null });
      const id = randomUUID();
      const reference = `page:${id}`;
      const style = body.style ?? 'cartoon';
      const difficulty = body.difficulty ?? 'medium';
      const job = await db.transaction(async (tx) => {
        await credits.spendPage(tx, viewer.id, reference);
        return insertJob(tx, {
          id,
          userId: viewer.id,
          profileId: viewer.profileId ?? null,
          prompt,
          style,
          difficulty,
          status: 'queued',
          ledgerReference: reference,
          seed: randomInt(0, 2 ** 31 - 1),
        });
      });
      // The job is in the queue; this process claims it now if it has room, else another will.
      runner.wake();
      return presentJob(job);
    },

    async job(viewer, id) {
      const job = await findJob(db, id);
      // A child sees only its own generations, as it sees only its own pages (docs/decisions/0040).
      const childsOther = !!viewer.profileId && job?.profileId !== viewer.profileId;
      if (!job || (job.userId !== viewer.id && !viewer.admin) || childsOther)
        throw notFound('This generation does not exist.');
      return presentJob(job);
    },

    async upload(viewer, body) {
      if (viewer.admin) throw forbidden('Admins do not create pages.');
      // Fail fast, before the image work, when there is nothing to spend.
      if ((await credits.read(viewer.id)).credits <= 0) throw noCredits();
      return readForViewer(viewer, await makeUploadedPage(deps, viewer, body));
    },

    async previewUpload(viewer, body) {
      if (viewer.admin) throw forbidden('Admins do not create pages.');
      const upload = await storage.readUpload(viewer.id, body.photo);
      if (!upload) throw new AppError('VALIDATION_ERROR', UPLOAD_NOT_FOUND);
      // A full quota is refused before the image work; storing checks again with the size.
      await storage.assertRoom(viewer.id);
      const made = await images.fromUpload(upload);
      const stored = await storage.storeObject({
        ownerId: viewer.id,
        // Counted in the quota, and removed by the storage sweep a day later.
        purpose: UPLOAD_PREVIEW_PURPOSE,
        data: made.illustration,
        contentType: 'image/png',
        extension: 'png',
        width: 1024,
        height: 1024,
      });
      return { preview: stored.url };
    },

    suggestPrompt: () => images.suggestPrompt(),

    async publicLineArt(id) {
      const page = await findPage(db, id);
      return page && !page.blocked ? page.illustration : null;
    },
  };
}
