import { useEffect, useRef } from 'react';

/** A ref for an element whose height, whenever it changes, goes to onHeight (if given). */
export function useReportedHeight(onHeight: ((px: number) => void) | undefined) {
  const rootRef = useRef<HTMLDivElement>(null);
  const heightRef = useRef(onHeight);
  heightRef.current = onHeight;
  useEffect(() => {
    const element = rootRef.current;
    if (!element) return;
    const observer = new ResizeObserver(() => heightRef.current?.(element.getBoundingClientRect().height));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return rootRef;
}
