import { get, promisifyRequest, set } from 'idb-keyval';
import { draftStore } from '../../lib/device-drafts';
import { afterSave, type Draft } from './draft';

/*
 * Drafts in IndexedDB. Storage may be unavailable (private mode, a full quota): the editor then
 * simply works without them, so every call here swallows its failure.
 */

/**
 * Per draft, the newest change a landed save holds: a draft write that holds nothing newer (it
 * was under way when the save landed) is dropped rather than bringing the draft back.
 */
const savedUpTo = new Map<string, number>();

export async function readDraft(key: string): Promise<Draft | null> {
  try {
    const draft = (await get<Draft>(key, draftStore())) ?? null;
    return draft && draft.layer instanceof Blob ? draft : null;
  } catch {
    return null;
  }
}

/** True when the draft is now kept on the device. */
export async function writeDraft(key: string, draft: Draft): Promise<boolean> {
  if (draft.updatedAt <= (savedUpTo.get(key) ?? Number.NEGATIVE_INFINITY)) return false;
  try {
    await set(key, draft, draftStore());
    return true;
  } catch {
    return false;
  }
}

/**
 * A save holding every change up to `upTo` landed as `photo`: the draft is deleted, or, when it
 * holds newer work, grows from `photo` from now on. Read and written in one transaction, so a
 * draft written meanwhile is never overwritten with an older one.
 */
export async function settleDraft(key: string, upTo: number, photo: string): Promise<void> {
  savedUpTo.set(key, Math.max(upTo, savedUpTo.get(key) ?? upTo));
  try {
    await draftStore()('readwrite', (store) => {
      const read = store.get(key);
      read.onsuccess = () => {
        const draft = read.result as Draft | undefined;
        if (!draft) return;
        if (afterSave(draft, upTo) === 'delete') store.delete(key);
        else store.put({ ...draft, basePhoto: photo }, key);
      };
      return promisifyRequest(store.transaction);
    });
  } catch {
    // No storage: there is no draft to settle either.
  }
}
