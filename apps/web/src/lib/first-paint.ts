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

/** The app's own screen is in the DOM: the picture of it goes. */
export function dropFirstPaint(): void {
  document.getElementById(ID)?.remove();
}
