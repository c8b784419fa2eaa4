import { type RefObject, useLayoutEffect, useState } from 'react';
import { RAIL_QUERY } from '../../lib/use-media-query';
import type { Size } from './viewport';

const PHONE_DOCK_PX = 72;
const MIN_SIDE = 200;
/** Room kept under the canvas on desktops; the screen's root margin (lg:-mb-12) gives back the rest. */
const DESKTOP_MARGIN_PX = 16;

/**
 * The canvas viewport's size: all the room below it on screen (above the fixed tool dock on
 * phones held upright). Normally the whole page shows, as large as that room allows and centred
 * in it (the spare room stays part of the viewport, for panning and the zoom buttons); in scaled
 * mode the fit zoom is the width's (÷ 1024), so the page shows larger and the user pans down it.
 * `above`: px of the workspace taken above the viewport (colour by number's bar).
 */
export function useWorkspaceSize(ref: RefObject<HTMLElement | null>, scaled: boolean, above = 0): Size {
  const [size, setSize] = useState<Size>({ width: 320, height: 320 });
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const rect = element.getBoundingClientRect();
      const top = rect.top + window.scrollY;
      const main = element.closest('main');
      const padding = main ? Number.parseFloat(getComputedStyle(main).paddingBottom) || 0 : 0;
      const phone = !window.matchMedia(RAIL_QUERY).matches;
      // The rail layout (desktops, phones held sideways): the screen pulls main's bottom padding
      // in (see coloring-screen), down to a small margin, so the page gets that height too.
      const reserve = phone ? Math.max(padding, PHONE_DOCK_PX) : Math.min(padding, DESKTOP_MARGIN_PX);
      const width = Math.max(MIN_SIDE, Math.floor(rect.width));
      const height = Math.max(MIN_SIDE, Math.floor(window.innerHeight - top - reserve - above));
      const next = scaled ? { width, height } : { width, height, contain: true };
      setSize((previous) =>
        previous.width === next.width && previous.height === next.height && previous.contain === next.contain
          ? previous
          : next,
      );
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [ref, scaled, above]);
  return size;
}
