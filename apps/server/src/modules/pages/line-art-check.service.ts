import type { AdminLineArtCheck } from '@colorbook/contract';
import type { Db } from '../../db/client';
import { notFound } from '../../errors';
import { findPageLineArtCheck } from './page-line-art.repo';

/** The line-art checks kept on generation jobs, for admins (docs/decisions/0027). */
export function createLineArtChecks(db: Db) {
  return {
    /** The check of the provider image a page was made from; callers make sure it is an admin. */
    async forPage(pageId: number): Promise<AdminLineArtCheck> {
      const found = await findPageLineArtCheck(db, pageId);
      if (!found) throw notFound('Page not found.');
      // Loaded here, not at start: the generator brings sharp and the OpenAI SDK along.
      const { LINE_ART_LIMITS: limits } = await import('@colorbook/generator');
      return {
        page_id: pageId,
        ...found,
        limits: {
          grey_share: limits.grey,
          colour_share: limits.colour,
          solid_black_share: limits.solidBlack,
          ink_share: limits.minInk,
          max_ink_share: limits.maxInk,
        },
      };
    },
  };
}

export type LineArtChecks = ReturnType<typeof createLineArtChecks>;
