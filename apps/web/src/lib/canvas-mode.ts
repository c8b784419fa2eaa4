import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';

/**
 * Spec §2: the colouring screen's scaled canvas mode hides the sidebar. The screen sets the flag,
 * the signed-in layout reads it; leaving the screen turns it off.
 */
const store = createStore<{ scaled: boolean }>()(() => ({ scaled: false }));

export function setScaledCanvas(scaled: boolean): void {
  if (store.getState().scaled !== scaled) store.setState({ scaled });
}

export function useScaledCanvas(): boolean {
  return useStore(store, (state) => state.scaled);
}
