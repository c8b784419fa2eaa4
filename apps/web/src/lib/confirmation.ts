import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';

export type Confirmation = {
  id: number;
  /** The question, e.g. 'Are you sure to delete the page?' (spec §8). */
  message: string;
  /** Runs on 'Yes, proceed'; the banner stays, busy, until it settles. */
  onProceed: () => unknown;
  busy: boolean;
};

type ConfirmationState = { current: Confirmation | null };

const store = createStore<ConfirmationState>()(() => ({ current: null }));
let nextId = 1;
let pending: { id: number; resolve: (proceeded: boolean) => void } | null = null;

/**
 * Asks for confirmation in the banner (spec §4): 'Yes, proceed' runs `onProceed` with a busy
 * state and closes the banner when it is done; Cancel just closes it. A new question replaces
 * one still open. Resolves to true when the action ran, false when cancelled or replaced.
 */
export function askConfirmation(message: string, onProceed: () => unknown): Promise<boolean> {
  settle(false);
  return new Promise<boolean>((resolve) => {
    const id = nextId++;
    pending = { id, resolve };
    store.setState({ current: { id, message, onProceed, busy: false } });
  });
}

function settle(proceeded: boolean): void {
  pending?.resolve(proceeded);
  pending = null;
  store.setState({ current: null });
}

export async function proceedConfirmation(): Promise<void> {
  const current = store.getState().current;
  if (!current || current.busy) return;
  store.setState({ current: { ...current, busy: true } });
  try {
    await current.onProceed();
  } catch (error) {
    // The action reports its own failure (API calls notify); the banner must not stay stuck.
    console.error(error);
  } finally {
    // Only close the question that was answered (a new one may have replaced it meanwhile).
    if (store.getState().current?.id === current.id) settle(true);
  }
}

export function cancelConfirmation(): void {
  if (store.getState().current?.busy) return;
  settle(false);
}

export function getConfirmation(): Confirmation | null {
  return store.getState().current;
}

export function useConfirmation(): Confirmation | null {
  return useStore(store, (state) => state.current);
}
