import { type Dispatch, useCallback, useRef } from 'react';
import type { ScreenAction } from './coloring-screen-state';

/** Exports with the full zoom flag set (confetti shows), and back to the fit zoom after. */
export function useExportOverlay(dispatch: Dispatch<ScreenAction>, containerWidth: number) {
  const widthRef = useRef(containerWidth);
  widthRef.current = containerWidth;
  return useCallback(
    async <T>(work: () => Promise<T>): Promise<T> => {
      dispatch({ type: 'fullZoom' });
      try {
        return await work();
      } finally {
        dispatch({ type: 'fitZoom', containerWidth: widthRef.current });
      }
    },
    [dispatch],
  );
}
