import type { ColoringEngine } from '@colorbook/canvas';
import { type Dispatch, useCallback, useEffect } from 'react';
import type { ScreenAction } from './coloring-screen-state';
import { useConfetti } from './confetti-overlay';
import { useColorByNumber } from './use-color-by-number';

type Options = {
  engine: ColoringEngine | null;
  pageId: number;
  /** The page's has_color_key: an older server does not say (undefined). */
  hasColorKey: boolean | undefined;
  kid: boolean;
  isExporting: boolean;
  dispatch: Dispatch<ScreenAction>;
  mayPaint: () => boolean;
  saveIfDue: (changed: boolean) => void;
  /** Whether colour by number's bar shows above the page. */
  onBarShown: (shown: boolean) => void;
};

/** Colour by number on the colouring screen, and spec §4's confetti. */
export function useScreenNumbers({
  engine,
  pageId,
  hasColorKey,
  kid,
  isExporting,
  dispatch,
  mayPaint,
  saveIfDue,
  onBarShown,
}: Options) {
  const numbers = useColorByNumber({
    engine,
    pageId,
    // An older server does not say (undefined): the key route answers then.
    offered: hasColorKey !== false,
    onColor: useCallback((color: string) => dispatch({ type: 'setColor', color }), [dispatch]),
    mayPaint,
    onPainted: useCallback(() => saveIfDue(true), [saveIfDue]),
  });
  // Kid mode has the key's colours in its own toolbar: no number bar above the page.
  useEffect(() => onBarShown(numbers.active && !kid), [numbers.active, kid, onBarShown]);
  // Spec §4's confetti: while exporting, and when colour by number completes the page.
  const confetti = useConfetti(isExporting || numbers.celebrating);
  return { numbers, confetti };
}
