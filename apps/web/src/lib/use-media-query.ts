import { useCallback, useSyncExternalStore } from 'react';

// Plain constants in their own module: the first paint's early script reads them without React.
export { DESKTOP_QUERY, RAIL_QUERY } from './media-queries';

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
