import type { SavedHistory } from '@colorbook/canvas';

/**
 * Work in progress kept on the device (IndexedDB), one draft per user and page
 * (lib/device-drafts `draftKey`), so a reload, a crash or coming back later continues where the
 * user stopped. A save that holds all of it deletes it; losing the session deletes every draft.
 */
export type Draft = {
  /** The colour layer as a PNG (transparent where nothing is painted). */
  layer: Blob;
  /** The saved colouring (`page.colored.photo`) the draft grew from, if any. */
  basePhoto: string | null;
  /**
   * When the newest change the layer holds was made (`changeStamp`). Drafts written before that
   * rule carry the time they were written, which is later: they are only ever kept longer.
   */
  updatedAt: number;
  /** Undo/redo states around `layer` (written together), so a reload keeps them. */
  history?: SavedHistory;
  /** The time-lapse action log that paints `layer` from the blank page (replay-recording.ts). */
  log?: Uint8Array | null;
};

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

/**
 * The stamp of a change after `previous`: the clock's time, but always later than the last one,
 * so a change made in the same millisecond as an export is never taken for part of it.
 */
export const changeStamp = (previous: number, now: number = Date.now()): number =>
  Math.max(now, previous + 1);

/**
 * A save that holds every change up to `savedUpTo` has landed: the draft goes, unless it holds
 * newer work, which is kept and grows from the saved colouring from now on.
 */
export const afterSave = (draft: Pick<Draft, 'updatedAt'>, savedUpTo: number): 'delete' | 'keep' =>
  draft.updatedAt <= savedUpTo ? 'delete' : 'keep';
