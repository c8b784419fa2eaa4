import { randomBytes } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import { type ColoredShare, SHARE_TOKEN_PATTERN, type Share, type ShareBody } from '@colorbook/contract';
import type { SharedColoringView } from '@colorbook/web/seam';
import type { Db } from '../../db/client';
import { forbidden, notFound } from '../../errors';
import { recordAudit } from '../audit/audit.service';
import type { StorageService } from '../storage/storage.service';
import { createImageCache } from './share-image-cache';
import { renderLineArt, renderOgImage, renderSharePicture } from './share-images';
import {
  deleteShare,
  findColoringForShare,
  findSharedColoring,
  findSharesOfColorings,
  insertShare,
  listPublicShareTokens,
  type ShareRow,
  updateShare,
} from './shares.repo';

export const COLORING_NOT_FOUND = 'This colouring does not exist or has been removed.';
export const NOT_SHARED = 'This colouring is not shared.';
export const ADMINS_DO_NOT_SHARE = 'Only the painter can share a colouring.';

/** 144 random bits; never derived from an id, so a link cannot be guessed from another. */
export const newShareToken = (): string => randomBytes(18).toString('base64url');

/** `lines`: the page's line art, which the share page's replay player paints under. */
export type ShareImageKind = 'picture' | 'og' | 'lines';
type Viewer = { id: number; admin: boolean };

/** The colouring's file is gone from storage: its pictures are not found. */
class MissingPhoto extends Error {}

/** The sitemap lists at most this many shared pages (the newest public ones). */
const SITEMAP_SHARES = 5_000;

/**
 * Share links (DESIGN §9a): the painter makes one live link per colouring, chooses whether their
 * name shows and whether search engines may list it, and revokes it; an admin may revoke any.
 * The shared page and its pictures are read by token, and only while neither the page nor the
 * painter is blocked.
 */
export function createSharesService(deps: { db: Db; storage: StorageService; publicUrl: string }) {
  const { db, storage, publicUrl } = deps;
  const images = createImageCache(24);

  const linkOf = (token: string) => `${publicUrl}/s/${token}`;
  const present = (row: ShareRow): Share => ({
    url: linkOf(row.token),
    token: row.token,
    show_name: row.showName,
    public: row.public,
    created_at: row.createdAt.toISOString(),
  });

  /** The viewer's own colouring of a page that is still shown; 404 for anyone else's. */
  async function ownColoring(viewer: Viewer, coloringId: number, options = { pageShown: true }) {
    if (viewer.admin) throw forbidden(ADMINS_DO_NOT_SHARE);
    const coloring = await findColoringForShare(db, coloringId);
    if (!coloring || coloring.userId !== viewer.id) throw notFound(COLORING_NOT_FOUND);
    if (options.pageShown && coloring.pageBlocked) throw notFound(COLORING_NOT_FOUND);
    return coloring;
  }

  async function readPhoto(url: string): Promise<Buffer | null> {
    const file = await storage.findByUrl(url);
    const object = file ? await storage.open(file.key) : null;
    return object ? buffer(object.body) : null;
  }

  return {
    /** The live link, made now unless there is one; options sent change it either way. */
    async create(viewer: Viewer, coloringId: number, given: ShareBody): Promise<Share> {
      const coloring = await ownColoring(viewer, coloringId);
      // A child's colouring is shared without a name unless the parent asks for it (issue 35).
      const fresh =
        coloring.profileId !== null && given.showName === undefined ? { ...given, showName: false } : given;
      // A link revoked between the two steps below is made again on the second round.
      for (let round = 0; round < 2; round++) {
        const inserted = await insertShare(db, { coloringId, token: newShareToken(), ...fresh });
        if (inserted) return present(inserted);
        const live = await updateShare(db, coloringId, given);
        if (live) return present(live);
      }
      throw new Error(`share of colouring ${coloringId} could be neither made nor found`);
    },

    async update(viewer: Viewer, coloringId: number, body: ShareBody): Promise<Share> {
      await ownColoring(viewer, coloringId);
      const live = await updateShare(db, coloringId, body);
      if (!live) throw notFound(NOT_SHARED);
      return present(live);
    },

    /** The painter (also of a page blocked since), or an admin; revoking twice is no error. */
    async revoke(viewer: Viewer, coloringId: number): Promise<{ revoked: true }> {
      if (!viewer.admin) {
        await ownColoring(viewer, coloringId, { pageShown: false });
        await deleteShare(db, coloringId);
        return { revoked: true };
      }
      const coloring = await findColoringForShare(db, coloringId);
      if (!coloring) throw notFound(COLORING_NOT_FOUND);
      await db.transaction(async (tx) => {
        if (!(await deleteShare(tx, coloringId))) return;
        await recordAudit(tx, {
          actorId: viewer.id,
          action: 'share.revoke',
          target: coloring.painterEmail,
          detail: `colouring ${coloringId} of “${coloring.pageTitle}”`,
        });
      });
      return { revoked: true };
    },

    /** The live links of these colourings, for the admin's list. */
    async ofColorings(coloringIds: number[]): Promise<Map<number, ColoredShare>> {
      const rows = await findSharesOfColorings(db, coloringIds);
      return new Map(
        rows.map((row) => {
          const { token: _token, ...shown } = present(row);
          return [row.coloringId, shown];
        }),
      );
    },

    /**
     * What /s/{token} shows, or null (unknown or revoked link, blocked page or painter, deleted
     * colouring). Nothing else of the painter: no email, no id.
     */
    async sharedColoring(token: string): Promise<SharedColoringView | null> {
      if (!SHARE_TOKEN_PATTERN.test(token)) return null;
      const row = await findSharedColoring(db, token);
      if (!row) return null;
      // The version in the URL: a re-saved colouring gets new pictures past any cache.
      const version = row.updatedAt.getTime().toString(36);
      return {
        path: `/s/${token}`,
        title: row.pageTitle || row.pagePrompt || 'A colouring page',
        painterName: row.showName ? row.painterName : null,
        pageId: row.pageId,
        indexable: row.public,
        picture: `/s/${token}/picture.webp?v=${version}`,
        ogImage: `${linkOf(token)}/og.png?v=${version}`,
        // Only with a log: the page then carries the player and its script (decision 0028).
        replay: row.replayUrl
          ? { log: `/s/${token}/replay.bin?v=${version}`, lineArt: `/s/${token}/line-art.png?v=${version}` }
          : null,
      };
    },

    /**
     * A picture of a shared colouring: `etag` to answer a revalidation without rendering,
     * `render` for the bytes. Null whenever the page itself would be not found.
     */
    async image(token: string, kind: ShareImageKind) {
      if (!SHARE_TOKEN_PATTERN.test(token)) return null;
      const row = await findSharedColoring(db, token);
      if (!row) return null;
      const version = row.updatedAt.getTime().toString(36);
      return {
        etag: `"${kind}-${version}"`,
        indexable: row.public,
        render: async (): Promise<Buffer | null> => {
          try {
            return await images.get(`${kind}:${token}:${version}`, async () => {
              const photo = await readPhoto(kind === 'lines' ? row.illustration : row.photo);
              if (!photo) throw new MissingPhoto();
              if (kind === 'lines') return renderLineArt(photo);
              return kind === 'og' ? renderOgImage(photo) : renderSharePicture(photo);
            });
          } catch (error) {
            if (error instanceof MissingPhoto) return null;
            throw error;
          }
        },
      };
    },

    /** The shared pages search engines may list (sitemap.xml). */
    async publicPaths(): Promise<string[]> {
      const tokens = await listPublicShareTokens(db, SITEMAP_SHARES);
      return tokens.map((token) => `/s/${token}`);
    },
  };
}

export type SharesService = ReturnType<typeof createSharesService>;
