import { useSyncExternalStore } from 'react';

/** The desktop layout's breakpoint (Tailwind `lg`): sidebar beside the screen, tool rail. */
export const DESKTOP_QUERY = '(min-width: 64rem)';

/** The colouring screen's rail layout (the `rail:` variant in styles.css): desktops and phones held sideways. */
export const RAIL_QUERY = '(min-width: 64rem), (orientation: landscape) and (max-height: 32rem)';

/** Whether a media query matches now; re-renders when that changes (a resize, a rotation). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}
