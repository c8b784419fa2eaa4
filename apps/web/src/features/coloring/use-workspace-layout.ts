import type { EditorState } from '@colorbook/canvas';
import { type Dispatch, type RefObject, useEffect, useState } from 'react';
import { useAppBarSlot } from '../../lib/app-bar-slot';
import { DESKTOP_QUERY, RAIL_QUERY, useMediaQuery } from '../../lib/use-media-query';
import type { ScreenAction } from './coloring-screen-state';
import { useWorkspaceSize } from './use-workspace-size';

/** The adult dock's height, which the workspace keeps free on phones (use-workspace-size). */
const KID_DOCK_ALLOWANCE_PX = 72;

/**
 * The canvas workspace's size, less what sits over it: colour by number's bar above the page
 * (its height, once shown) and, on phones, the part of the kid dock taller than the adult one.
 * The zoom fits the page to the width.
 *
 * Desktops and phones held sideways: the title and actions go up into the app's top bar and
 * the zoom buttons into the tool rail, so the page gets the whole height below the bar and
 * nothing sits over it.
 */
export function useWorkspaceLayout(
  workspaceRef: RefObject<HTMLElement | null>,
  kid: boolean,
  state: EditorState,
  dispatch: Dispatch<ScreenAction>,
) {
  const [kidDockPx, setKidDockPx] = useState(0);
  // Colour by number's bar sits above the page (known only further down: saving needs the size).
  const [barShown, setBarShown] = useState(false);
  const [barPx, setBarPx] = useState(0);
  const rail = useMediaQuery(RAIL_QUERY);
  // Phones: the kid dock is taller than the adult one the workspace already leaves room for.
  const kidDockExtra = kid && !rail ? Math.max(0, Math.ceil(kidDockPx) - KID_DOCK_ALLOWANCE_PX) : 0;
  const size = useWorkspaceSize(workspaceRef, state.scale, (barShown ? barPx : 0) + kidDockExtra);
  useEffect(() => dispatch({ type: 'fitZoom', containerWidth: size.width }), [size.width, dispatch]);
  const sidebar = useMediaQuery(DESKTOP_QUERY);
  const barSlot = useAppBarSlot();
  const inBar = rail && barSlot !== null;
  return { size, rail, sidebar, barSlot, inBar, setBarShown, setBarPx, setKidDockPx };
}
