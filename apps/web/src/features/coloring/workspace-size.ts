import { RAIL_QUERY } from '../../lib/media-queries';
import type { Size } from './viewport';

const PHONE_DOCK_PX = 72;
const MIN_SIDE = 200;
/** Room kept under the canvas on desktops; the screen's root margin (lg:-mb-12) gives back the rest. */
const DESKTOP_MARGIN_PX = 16;

/**
 * The canvas viewport's size in `workspace`: all the room below it on screen (above the fixed
 * tool dock on phones held upright). Normally the whole page shows, as large as that room allows
 * and centred in it (the spare room stays part of the viewport, for panning and the zoom
 * buttons); in scaled mode the fit zoom is the width's (÷ 1024), so the page shows larger and the
 * user pans down it. `above`: px of the workspace taken above the viewport (colour by number's
 * bar). Plain DOM, no React: the first paint's early script (features/coloring/early-coloring.ts) sizes its
 * picture of the screen with it, so the app's viewport lands exactly where the picture's was.
 */
export function measureWorkspace(workspace: HTMLElement, scaled: boolean, above = 0): Size {
  const rect = workspace.getBoundingClientRect();
  const top = rect.top + window.scrollY;
  const main = workspace.closest('main');
  const padding = main ? Number.parseFloat(getComputedStyle(main).paddingBottom) || 0 : 0;
  const phone = !window.matchMedia(RAIL_QUERY).matches;
  // The rail layout (desktops, phones held sideways): the screen pulls main's bottom padding
  // in (see coloring-screen), down to a small margin, so the page gets that height too.
  const reserve = phone ? Math.max(padding, PHONE_DOCK_PX) : Math.min(padding, DESKTOP_MARGIN_PX);
  const width = Math.max(MIN_SIDE, Math.floor(rect.width));
  const height = Math.max(MIN_SIDE, Math.floor(window.innerHeight - top - reserve - above));
  return scaled ? { width, height } : { width, height, contain: true };
}
