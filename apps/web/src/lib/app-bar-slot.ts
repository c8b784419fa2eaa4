import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';

/**
 * A place in the signed-in top bar that a screen can fill (through a portal) in the rail layout
 * (desktops, phones held sideways). The colouring screen puts its title and actions there, so
 * the page gets the height they took.
 */
const store = createStore<{ element: HTMLElement | null }>()(() => ({ element: null }));

/** The shell's ref callback for the slot element. */
export function setAppBarSlot(element: HTMLElement | null): void {
  if (store.getState().element !== element) store.setState({ element });
}

export function useAppBarSlot(): HTMLElement | null {
  return useStore(store, (state) => state.element);
}
