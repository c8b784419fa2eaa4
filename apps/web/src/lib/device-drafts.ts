import { createStore, delMany, keys, type UseStore } from 'idb-keyval';

/*
 * The colouring work kept on this device in IndexedDB: drafts (one per user and page) and saves
 * queued while offline (features/coloring). The stores live here, not in the colouring screen, so
 * that losing the session clears them even when that screen's code was never loaded
 * (lib/device-data.ts).
 */

const DRAFT_VERSION = 1;

/** The key of a user's draft (and queued save) of a page; the version lets a later format ignore old ones. */
export const draftKey = (userId: number, pageId: number): string =>
  `v${DRAFT_VERSION}:user:${userId}:page:${pageId}`;

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
