import { ADMIN_PAGE_SIZE, type coloredsPage, PAGE_SIZE } from '@colorbook/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError, forbidden, notFound } from '../../errors';
import type { CreditsService } from '../credits/credits.service';
import { findPage, findPagesForViewer, kidMaySee, type Viewer } from '../pages/pages.repo';
import { presentPage } from '../pages/present-page';
import type { TrendingRanking } from '../pages/trending-ranking';
import type { SharesService } from '../shares/shares.service';
import type { StorageService } from '../storage/storage.service';
import { findColoring, listColorings, upsertColoring } from './coloreds.repo';

export const COLORING_UPLOAD_MISSING = 'Save again: we could not find the uploaded colouring.';
const PREVIEW_SIZE = 384;

/**
 * Saved colourings (spec §4 auto-save, DESIGN §6): the first save of a page the user neither
 * owns nor has coloured spends one public-page credit (`color:<user>:<page>`, so it is spent
 * once however often the save is retried); later saves are free.
 */
export function createColoredsService(deps: {
  db: Db;
  storage: StorageService;
  credits: CreditsService;
  /** For the pages' `trending` flag; a new colouring moves the ranking. */
  trending: TrendingRanking;
  /** Admins see each colouring's live share link. */
  shares: Pick<SharesService, 'ofColorings'>;
}) {
  const { db, storage, credits, trending, shares } = deps;

  return {
    async upsert(viewer: Viewer, body: { pageId: number; photo: string }) {
      if (viewer.admin) throw forbidden('Admins do not colour pages.');
      const profileId = viewer.profileId ?? null;
      const page = await findPage(db, body.pageId);
      if (!page || page.blocked || !kidMaySee(viewer, page)) {
        throw notFound('This page does not exist or has been removed.');
      }
      const photo = await storage.readUpload(viewer.id, body.photo);
      if (!photo) throw new AppError('VALIDATION_ERROR', COLORING_UPLOAD_MISSING);
      // Loaded on first use, so the server starts without the image library.
      const { default: sharp } = await import('sharp');
      const previewBytes = await sharp(photo)
        .resize(PREVIEW_SIZE, PREVIEW_SIZE, { fit: 'inside' })
        .webp({ quality: 80 })
        .toBuffer();
      // Counted in the owner's storage quota: a full quota is refused here, before any charge.
      const preview = await storage.storeObject({
        ownerId: viewer.id,
        purpose: 'coloring-preview',
        data: previewBytes,
        contentType: 'image/webp',
        extension: 'webp',
      });
      try {
        await db.transaction(async (tx) => {
          // Held until the colouring names it, so the storage sweep cannot take it meanwhile.
          if (!(await storage.holdUpload(tx, viewer.id, body.photo))) {
            throw new AppError('VALIDATION_ERROR', COLORING_UPLOAD_MISSING);
          }
          const isNew = !(await findColoring(tx, viewer.id, profileId, page.id));
          // Credits are the account's: the reference names the account, not the profile, so
          // a family colouring one page spends one public page, however many of it colour it.
          if (isNew && page.userId !== viewer.id) {
            await credits.spendPublicPage(tx, viewer.id, `color:${viewer.id}:${page.id}`);
          }
          await upsertColoring(tx, {
            userId: viewer.id,
            profileId,
            pageId: page.id,
            photo: body.photo,
            preview: preview.url,
          });
        });
      } catch (error) {
        await storage.remove(preview.key).catch(() => {});
        throw error;
      }
      trending.invalidate();
      return { photo: body.photo, preview: preview.url };
    },

    async paginate(
      viewer: Viewer,
      query: { page: number; search: string; shared?: boolean; of?: 'family' | 'adult' | number },
    ): Promise<z.infer<typeof coloredsPage>> {
      // `of` asks for the account's own family, which an admin's list otherwise is not.
      const everyone = viewer.admin && query.of === undefined;
      const size = everyone ? ADMIN_PAGE_SIZE : PAGE_SIZE;
      const { rows, total } = await listColorings(db, {
        userId: everyone ? undefined : viewer.id,
        // A child lists its own; the adult (no profile) the whole family's, each item labelled,
        // or one of them. Another account's profile id matches none of this account's rows.
        ...profileFilter(viewer.profileId ?? null, query.of),
        search: query.search,
        sharedOnly: everyone && query.shared === true,
        limit: size,
        offset: (query.page - 1) * size,
      });
      // Each item carries the whole page as this viewer sees it (spec §3: counts and flags).
      const pageRows = await findPagesForViewer(
        db,
        viewer,
        rows.map((row) => row.coloring.pageId),
      );
      const pagesById = new Map(pageRows.map((row) => [row.page.id, row]));
      const top = await trending.top();
      const shareOf = viewer.admin
        ? await shares.ofColorings(rows.map((row) => row.coloring.id))
        : new Map<number, never>();
      return {
        // A page cannot vanish between the two reads (pages are blocked, never deleted).
        data: rows.flatMap((row) => {
          const page = pagesById.get(row.coloring.pageId);
          if (!page) return [];
          return {
            id: row.coloring.id,
            page: presentPage(page, viewer, top),
            photo: row.coloring.photo,
            preview: row.coloring.preview,
            user: viewer.admin
              ? { name: row.userName, photo: row.userPhoto, email: row.userEmail }
              : { name: row.userName, photo: row.userPhoto },
            created_at: row.coloring.createdAt.toISOString(),
            has_replay: row.coloring.replayUrl !== null,
            profileId: row.coloring.profileId,
            ...(viewer.admin ? { share: shareOf.get(row.coloring.id) ?? null } : {}),
          };
        }),
        current_page: query.page,
        last_page: Math.max(1, Math.ceil(total / size)),
      };
    },
  };
}

export type ColoredsService = ReturnType<typeof createColoredsService>;

/** Whose colourings of the account a list holds: a child always its own. */
function profileFilter(
  own: number | null,
  of: 'family' | 'adult' | number | undefined,
): { profileId?: number | null } {
  if (own !== null) return { profileId: own };
  if (of === 'adult') return { profileId: null };
  if (typeof of === 'number') return { profileId: of };
  return {};
}
