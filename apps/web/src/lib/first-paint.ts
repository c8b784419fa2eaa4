import { matchScreen } from '../app/screens';

/*
 * The server's first paint of a signed-in screen (ssr/first-paint.tsx, docs/decisions/0033): a
 * still picture of the frame and the screen's heading in #first-paint, beside the app's #root.
 * It stays up while the app loads its first screen (the boot screen draws nothing over it) and
 * goes the moment that screen is in the DOM, before the browser paints again.
 */

const ID = 'first-paint';

/** The first paint is on screen (the head's script hides it where it would be wrong). */
export function firstPaintShown(): boolean {
  if (typeof document === 'undefined') return false;
  return document.getElementById(ID) !== null && document.documentElement.dataset.firstPaint !== 'off';
}

/** The app's own screen is in the DOM: the picture of it goes (and the app may take input again). */
export function dropFirstPaint(): void {
  document.getElementById(ID)?.remove();
  // The colouring picture's early script (features/coloring/early-coloring.ts) holds the app inert under it.
  document.getElementById('root')?.removeAttribute('inert');
}

/**
 * The colouring screen's picture stays over the app until the screen's engine is ready, taking
 * the strokes made on it meanwhile (features/coloring/use-first-paint-handover.ts hands them over
 * and drops it). Any other first screen at that address (an error, a redirect) drops it as usual.
 */
export function firstPaintKeptFor(pathname: string): boolean {
  return (
    firstPaintShown() &&
    matchScreen(pathname)?.screen.firstPaint?.kind === 'coloring' &&
    document.querySelector(`#${ID} [data-first-paint-screen="coloring"]`) !== null
  );
}
