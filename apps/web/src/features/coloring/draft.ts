import type { SavedHistory } from '@colorbook/canvas';

/**
 * Work in progress kept on the device (IndexedDB), one draft per user and page, so a reload, a
 * crash or coming back later continues where the user stopped.
 */
export type Draft = {
  /** The colour layer as a PNG (transparent where nothing is painted). */
  layer: Blob;
  /** The saved colouring (`page.colored.photo`) the draft grew from, if any. */
  basePhoto: string | null;
  updatedAt: number;
  /** Undo/redo states around `layer` (written together), so a reload keeps them. */
  history?: SavedHistory;
};

export const DRAFT_VERSION = 1;

/** The key of a user's draft of a page; the version lets a later format ignore old drafts. */
export const draftKey = (userId: number, pageId: number): string =>
  `v${DRAFT_VERSION}:user:${userId}:page:${pageId}`;

export type StartFrom = 'draft' | 'colored' | 'blank';

/**
 * Where a reopened page starts: the local draft, unless the saved colouring changed since it
 * was taken (saved from another device); else the saved colouring; else a blank layer.
 */
export function startFrom(draft: Pick<Draft, 'basePhoto'> | null, coloredPhoto: string | null): StartFrom {
  if (draft && (coloredPhoto === null || draft.basePhoto === coloredPhoto)) return 'draft';
  if (coloredPhoto) return 'colored';
  return 'blank';
}
