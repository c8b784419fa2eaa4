import { type RefObject, useLayoutEffect, useState } from 'react';
import type { Size } from './viewport';

const PHONE_DOCK_PX = 72;
const MIN_SIDE = 200;

/**
 * The canvas viewport's size: all the room below it on screen (above the fixed tool dock on
 * phones). Normally a square, so the whole page shows at the fit zoom; in scaled mode the full
 * width, so the fit zoom (width ÷ 1024) shows the page larger and the user pans down it.
 */
export function useWorkspaceSize(ref: RefObject<HTMLElement | null>, scaled: boolean): Size {
  const [size, setSize] = useState<Size>({ width: 320, height: 320 });
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const rect = element.getBoundingClientRect();
      const top = rect.top + window.scrollY;
      const main = element.closest('main');
      const padding = main ? Number.parseFloat(getComputedStyle(main).paddingBottom) || 0 : 0;
      const phone = !window.matchMedia('(min-width: 64rem)').matches;
      const reserve = Math.max(padding, phone ? PHONE_DOCK_PX : 0);
      const width = Math.max(MIN_SIDE, Math.floor(rect.width));
      const height = Math.max(MIN_SIDE, Math.floor(window.innerHeight - top - reserve));
      const side = Math.min(width, height);
      const next = scaled ? { width, height } : { width: side, height: side };
      setSize((previous) =>
        previous.width === next.width && previous.height === next.height ? previous : next,
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
  }, [ref, scaled]);
  return size;
}
