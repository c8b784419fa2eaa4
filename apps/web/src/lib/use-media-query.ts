import { useCallback, useSyncExternalStore } from 'react';

/** The desktop layout's breakpoint (Tailwind `lg`): sidebar beside the screen, tool rail. */
export const DESKTOP_QUERY = '(min-width: 64rem)';

/**
 * The colouring screen's rail layout: desktops and phones held sideways. The same query is the
 * `rail:` variant in styles.css (CSS cannot read it from here); change both together.
 */
export const RAIL_QUERY = '(min-width: 64rem), (orientation: landscape) and (max-height: 32rem)';

/** One MediaQueryList per query, so a render only reads `.matches`. */
const lists = new Map<string, MediaQueryList>();
const listFor = (query: string): MediaQueryList => {
  let list = lists.get(query);
  if (!list) {
    list = window.matchMedia(query);
    lists.set(query, list);
  }
  return list;
};

/** Whether a media query matches now; re-renders when that changes (a resize, a rotation). */
export function useMediaQuery(query: string): boolean {
  // Stable per query: a new function each render would make React unsubscribe and subscribe
  // again on every render (the colouring screen renders on every zoom step).
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = listFor(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => listFor(query).matches,
    () => false,
  );
}
