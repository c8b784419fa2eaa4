/*
 * The maths of reordering the book's pages by dragging (pure, so it is tested apart from the
 * pointer events). Positions are in document pixels along the list (clientY + scrollY), taken
 * from the rows' layout when the drag starts.
 */

export interface Slot {
  /** Top of the row, in document pixels. */
  top: number;
  height: number;
}

/**
 * Where the dragged row lands: past every row whose middle its own middle has reached (moving
 * down), or before every row whose middle it is at or above (moving up). Reaching counts, so a
 * row held at the list's end (clampOffset) lands last.
 */
export function dropIndex(slots: Slot[], from: number, draggedMiddle: number): number {
  let to = from;
  for (let i = from + 1; i < slots.length; i++) {
    const slot = slots[i] as Slot;
    if (draggedMiddle >= slot.top + slot.height / 2) to = i;
  }
  if (to !== from) return to;
  for (let i = from - 1; i >= 0; i--) {
    const slot = slots[i] as Slot;
    if (draggedMiddle <= slot.top + slot.height / 2) to = i;
  }
  return to;
}

/**
 * How far a row that is not dragged moves aside while the dragged one would land at `to`: the
 * rows it passes shift by one step (its height and the gap) towards where it came from.
 */
export function shiftOf(index: number, from: number, to: number, step: number): number {
  if (from < to && index > from && index <= to) return -step;
  if (to < from && index >= to && index < from) return step;
  return 0;
}

/**
 * Pixels to scroll this frame while the finger (or mouse) is near the top or bottom of the
 * viewport: faster the closer it is, up to `max`, negative upwards. `top` is where the visible
 * area begins (below the sticky app bar).
 */
export function autoScrollStep(
  pointerY: number,
  view: { top: number; bottom: number },
  edge: number,
  max: number,
): number {
  const fromTop = pointerY - view.top;
  if (fromTop < edge) return -Math.ceil(max * Math.min(1, (edge - fromTop) / edge));
  const fromBottom = view.bottom - pointerY;
  if (fromBottom < edge) return Math.ceil(max * Math.min(1, (edge - fromBottom) / edge));
  return 0;
}

/**
 * The dragged row's offset kept within the list (first row's top to last row's bottom), so it
 * cannot be dragged past the ends, nor grow the page while the page scrolls under it.
 */
export function clampOffset(slots: Slot[], from: number, offset: number): number {
  const first = slots[0];
  const last = slots[slots.length - 1];
  const dragged = slots[from];
  if (!first || !last || !dragged) return 0;
  const min = first.top - dragged.top;
  const max = last.top + last.height - (dragged.top + dragged.height);
  return Math.max(min, Math.min(max, offset));
}

/**
 * The auto-scroll step cut short where the list ends (its top and bottom in document pixels,
 * `view` in viewport pixels): once the list's end is on screen there is nowhere further to
 * drag, so the page stops instead of running on past it.
 */
export function scrollWithinList(
  by: number,
  scrollY: number,
  list: { top: number; bottom: number },
  view: { top: number; bottom: number },
  margin: number,
): number {
  if (by > 0) return Math.max(0, Math.min(by, list.bottom + margin - (scrollY + view.bottom)));
  if (by < 0) return Math.min(0, Math.max(by, list.top - margin - (scrollY + view.top)));
  return 0;
}
