import { createStore, get, set, type UseStore } from 'idb-keyval';
import type { Draft } from './draft';

/*
 * Drafts in IndexedDB. Storage may be unavailable (private mode, a full quota): the editor then
 * simply works without them, so every call here swallows its failure.
 */

let store: UseStore | null = null;
const drafts = (): UseStore => {
  store ??= createStore('colorbook', 'drafts');
  return store;
};

export async function readDraft(key: string): Promise<Draft | null> {
  try {
    const draft = (await get<Draft>(key, drafts())) ?? null;
    return draft && draft.layer instanceof Blob ? draft : null;
  } catch {
    return null;
  }
}

export async function writeDraft(key: string, draft: Draft): Promise<boolean> {
  try {
    await set(key, draft, drafts());
    return true;
  } catch {
    return false;
  }
}
