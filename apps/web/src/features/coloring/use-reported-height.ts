import { useLayoutEffect, useRef } from 'react';

export type ReportedHeightOptions = {
  /** Room below the element (its margin) that the layout gives up with it. */
  gapPx?: number;
  /** Whole pixels, rounded up, so a space kept from the height never cuts the element's last fraction. */
  ceil?: boolean;
  /** Report 0 when the element goes: it no longer takes any room. */
  resetOnUnmount?: boolean;
};

/**
 * A ref for an element whose height, whenever it changes, goes to onHeight (if given): first in
 * a layout effect, before the first paint, so whatever makes room for it never shows a frame
 * without that room.
 */
export function useReportedHeight(
  onHeight: ((px: number) => void) | undefined,
  { gapPx = 0, ceil = false, resetOnUnmount = false }: ReportedHeightOptions = {},
) {
  const rootRef = useRef<HTMLDivElement>(null);
  const heightRef = useRef(onHeight);
  heightRef.current = onHeight;
  useLayoutEffect(() => {
    const element = rootRef.current;
    if (!element) return;
    const report = () => {
      const height = element.getBoundingClientRect().height;
      heightRef.current?.((ceil ? Math.ceil(height) : height) + gapPx);
    };
    report();
    const observer = new ResizeObserver(report);
    observer.observe(element);
    return () => {
      observer.disconnect();
      if (resetOnUnmount) heightRef.current?.(0);
    };
  }, [gapPx, ceil, resetOnUnmount]);
  return rootRef;
}
