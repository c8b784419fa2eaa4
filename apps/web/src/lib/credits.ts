import { z } from 'zod';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { api } from './api';

/** Spec §3 Credit: `credits` (default 0 when absent) and `public_page`. */
export type Credits = { credits: number; publicPage: number };

const count = z.coerce.number().finite().catch(0);
const creditSchema = z.object({ credits: count.optional(), public_page: count.optional() });

export const EMPTY_CREDITS: Credits = { credits: 0, publicPage: 0 };

let inFlight: Promise<Credits> | null = null;
const store = createStore<Credits & { loaded: boolean }>()(() => ({ ...EMPTY_CREDITS, loaded: false }));

/**
 * GET /credits/read into the shared balance (side menu, account). Spec §8: a failure is logged
 * and the balance stays as it was (0 at first); screens keep working without a notification.
 */
export function refreshCredits(): Promise<Credits> {
  // Screens opening together (side menu and account) share one request.
  inFlight ??= readCredits().finally(() => {
    inFlight = null;
  });
  return inFlight;
}

async function readCredits(): Promise<Credits> {
  const data = await api.get('/credits/read', { schema: creditSchema, silent: true });
  if (!data) {
    console.warn('Failed to read credit');
    return getCredits();
  }
  const credits: Credits = { credits: data.credits ?? 0, publicPage: data.public_page ?? 0 };
  store.setState({ ...credits, loaded: true });
  return credits;
}

/** Forget the balance (sign-out), so the next account does not see the previous one's. */
export function resetCredits(): void {
  store.setState({ ...EMPTY_CREDITS, loaded: false });
}

/** False until a read has succeeded: a balance of 0 may then just mean "unknown". */
export function creditsLoaded(): boolean {
  return store.getState().loaded;
}

export function getCredits(): Credits {
  const { credits, publicPage } = store.getState();
  return { credits, publicPage };
}

export function useCredits(): Credits & { loaded: boolean } {
  return useStore(store);
}
