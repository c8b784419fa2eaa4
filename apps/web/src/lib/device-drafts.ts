import { createStore, delMany, keys, type UseStore } from 'idb-keyval';

/*
 * The colouring work kept on this device in IndexedDB: drafts (one per user and page) and saves
 * queued while offline (features/coloring). The stores live here, not in the colouring screen, so
 * that losing the session clears them even when that screen's code was never loaded
 * (lib/device-data.ts).
 */

const DRAFT_VERSION = 1;

/**
 * The key of a user's draft (and queued save) of a page; the version lets a later format ignore old
 * ones. A child profile (issue 24) has its own drafts and undo history: its id joins the key. The
 * adult's key is the one drafts had before profiles, so those keep working.
 */
export const draftKey = (userId: number, pageId: number, profileId: number | null = null): string =>
  profileId === null
    ? `v${DRAFT_VERSION}:user:${userId}:page:${pageId}`
    : `v${DRAFT_VERSION}:user:${userId}:profile:${profileId}:page:${pageId}`;

/** The keys of one child profile's drafts and queued saves (issue 24: removing it keeps nothing). */
export const profileDraftKeys = (
  stored: readonly IDBValidKey[],
  userId: number,
  profileId: number,
): IDBValidKey[] =>
  stored.filter((key) => String(key).startsWith(`v${DRAFT_VERSION}:user:${userId}:profile:${profileId}:`));

/** The user a draft or queued save belongs to, or null when the key names none. */
export function draftOwner(key: IDBValidKey): number | null {
  const match = /^v\d+:user:(\d+):/.exec(String(key));
  return match ? Number(match[1]) : null;
}

/** Everything but `keep`'s (a user id; null keeps nothing). A key naming no user is never kept. */
export const draftKeysToForget = (stored: readonly IDBValidKey[], keep: number | null): IDBValidKey[] =>
  stored.filter((key) => keep === null || draftOwner(key) !== keep);

let drafts: UseStore | null = null;
let outbox: UseStore | null = null;

export const draftStore = (): UseStore => {
  drafts ??= createStore('colorbook', 'drafts');
  return drafts;
};

// Its own database: idb-keyval opens one object store per database.
export const outboxStore = (): UseStore => {
  outbox ??= createStore('colorbook-outbox', 'saves');
  return outbox;
};

/**
 * Deletes the drafts and queued saves of everyone but `keep` (null: of everyone). Without
 * IndexedDB (private mode, tests) there is nothing to delete.
 */
export async function forgetDrafts(keep: number | null): Promise<void> {
  if (typeof indexedDB === 'undefined') return;
  for (const store of [draftStore(), outboxStore()]) {
    try {
      const forget = draftKeysToForget(await keys(store), keep);
      if (forget.length > 0) await delMany(forget, store);
    } catch {
      // Storage failing now: tried again at the next change of session and at the next start.
    }
  }
}

/** Deletes a removed child profile's drafts and queued saves on this device. */
export async function forgetProfileDrafts(userId: number, profileId: number): Promise<void> {
  if (typeof indexedDB === 'undefined') return;
  for (const store of [draftStore(), outboxStore()]) {
    try {
      const forget = profileDraftKeys(await keys(store), userId, profileId);
      if (forget.length > 0) await delMany(forget, store);
    } catch {
      // Storage failing now: the drafts stay until the session ends, which deletes them all.
    }
  }
}
