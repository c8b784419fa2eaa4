import { type RefObject, useLayoutEffect, useState } from 'react';
import type { Size } from './viewport';
import { measureWorkspace } from './workspace-size';

/** The canvas viewport's size (measureWorkspace), kept as the window and the workspace change. */
export function useWorkspaceSize(ref: RefObject<HTMLElement | null>, scaled: boolean, above = 0): Size {
  const [size, setSize] = useState<Size>({ width: 320, height: 320 });
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const next = measureWorkspace(element, scaled, above);
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
