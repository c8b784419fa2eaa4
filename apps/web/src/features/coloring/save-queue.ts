import { del, entries, get, set } from 'idb-keyval';
import { isOnline } from '../../lib/connectivity';
import { draftKey, outboxStore as outbox } from '../../lib/device-drafts';
import { fetchPage } from '../../lib/pages-api';
import { profileStore } from '../../lib/profile-store';
import { type SavedColoring, type SaveOutcome, saveColoring } from './coloring-api';
import type { Draft } from './draft';
import { settleDraft, writeDraft } from './draft-store';

/*
 * Saves made without a connection (DESIGN §9): the exported PNG waits in IndexedDB, one entry per
 * user and page (a later save replaces an earlier one), and is sent once (upload + upsert) when
 * the connection returns. The draft keeps every stroke meanwhile, so nothing depends on the queue
 * surviving: it only spares the user pressing Save again. Once a save lands, the draft goes unless
 * it holds newer work. Both stores are lib/device-drafts', which empties them when the session ends.
 */

export type QueuedSave = {
  userId: number;
  /** The child profile that coloured it (issue 24); null or absent: the adult. */
  profileId?: number | null;
  pageId: number;
  png: Blob;
  queuedAt: number;
  /** The newest change the PNG holds (`changeStamp`); absent in saves queued before it was kept. */
  upTo?: number;
};
export type QueueEvent =
  | { key: string; kind: 'queued' }
  | { key: string; kind: 'saved'; saved: SavedColoring; upTo: number }
  | { key: string; kind: 'dropped' | 'cleared' };

const listeners = new Set<(event: QueueEvent) => void>();
export function onQueueEvent(listener: (event: QueueEvent) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
const emit = (event: QueueEvent) => {
  for (const listener of listeners) listener(event);
};

export async function isQueued(key: string): Promise<boolean> {
  try {
    return (await get<QueuedSave>(key, outbox())) !== undefined;
  } catch {
    return false;
  }
}

export type QueuedOutcome = SaveOutcome | { ok: false; queued: true };

/**
 * Saves now when the server can be reached, else queues the save. A direct save that lands also
 * retires an older queued one for the page (it holds less than what was just sent), and the draft.
 */
export async function saveOrQueue(
  userId: number,
  pageId: number,
  /** The picture, holding every change up to `upTo`. */
  { png, upTo }: { png: Blob; upTo: number },
  /** The colour layer as it is now: written as the draft before queueing, so a reload has it. */
  draft: () => Promise<Draft>,
): Promise<QueuedOutcome> {
  // The profile the API client sends the save as, so the draft and the queued save are its own.
  const profileId = activeProfileId();
  const key = draftKey(userId, pageId, profileId);
  if (isOnline()) {
    const outcome = await saveColoring(pageId, png);
    if (outcome.ok || !outcome.unreachable) {
      if (outcome.ok) {
        await del(key, outbox()).catch(() => undefined);
        await settleDraft(key, upTo, outcome.saved.photo);
        emit({ key, kind: 'cleared' });
      }
      return outcome;
    }
  }
  // The draft is written on a timer; offline it must not wait, or leaving at once could lose it.
  await writeDraft(key, await draft());
  try {
    await set(
      key,
      { userId, profileId, pageId, png, queuedAt: Date.now(), upTo } satisfies QueuedSave,
      outbox(),
    );
  } catch {
    // No storage: the draft still holds the work; the save just is not retried by itself.
    return { ok: false, noCredits: false, unreachable: true };
  }
  emit({ key, kind: 'queued' });
  return { ok: false, queued: true };
}

const activeProfileId = (): number | null => profileStore.getState().active?.id ?? null;

let flushing: Promise<void> | null = null;

/** Sends the user's queued saves, one at a time; a second call while one runs joins it. */
export function flushSaveQueue(userId: number): Promise<void> {
  flushing ??= sendQueued(userId).finally(() => {
    flushing = null;
  });
  return flushing;
}

async function sendQueued(userId: number): Promise<void> {
  let queued: Array<[IDBValidKey, QueuedSave]>;
  try {
    queued = await entries<IDBValidKey, QueuedSave>(outbox());
  } catch {
    return;
  }
  for (const [rawKey, entry] of queued) {
    // A save is sent as the profile that made it: another profile's waits until it is active again.
    if (entry.userId !== userId || (entry.profileId ?? null) !== activeProfileId() || !isOnline()) continue;
    const key = String(rawKey);
    const outcome = await saveColoring(entry.pageId, entry.png);
    // Still unreachable: left for the next reconnect.
    if (!outcome.ok && outcome.unreachable) return;
    // Only this entry goes: a save queued while it was being sent waits for its own turn.
    const current = await get<QueuedSave>(key, outbox()).catch(() => undefined);
    if (current?.queuedAt === entry.queuedAt) await del(key, outbox()).catch(() => undefined);
    if (!outcome.ok) {
      // Refused (no credits, a blocked page): retrying cannot help; the draft keeps the work.
      emit({ key, kind: 'dropped' });
      continue;
    }
    // A save queued before `upTo` was kept holds an unknown part of the draft: it is kept.
    const upTo = entry.upTo ?? Number.NEGATIVE_INFINITY;
    await settleDraft(key, upTo, outcome.saved.photo);
    // The page record the service worker keeps for offline use now names the new colouring.
    await fetchPage(entry.pageId).catch(() => undefined);
    emit({ key, kind: 'saved', saved: outcome.saved, upTo });
  }
}
