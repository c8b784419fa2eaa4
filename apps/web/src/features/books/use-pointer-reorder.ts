import { type PointerEvent, useCallback, useEffect, useRef, useState } from 'react';
import { autoScrollStep, clampOffset, dropIndex, type Slot, scrollWithinList } from './reorder-drag';

/** Distance from the visible area's top or bottom where the page starts scrolling by itself. */
const EDGE_PX = 72;
/** How far past the list's ends the page may scroll by itself. */
const LIST_MARGIN_PX = 16;
/** Fastest auto-scroll, in pixels a frame (about 1000 px/s at 60 Hz). */
const MAX_SCROLL_PX = 16;

export interface DragState {
  from: number;
  /** Where the row would land if let go now. */
  to: number;
  /** The dragged row's offset from its place, in pixels. */
  offset: number;
  /** How far the rows it passes move aside: its height and the list's gap. */
  step: number;
}

interface Session {
  pointerId: number;
  handle: HTMLElement;
  from: number;
  slots: Slot[];
  step: number;
  /** Where the pointer went down, in document pixels. */
  startY: number;
  clientY: number;
  /** Top of the area the list shows in (below the sticky app bar). */
  viewTop: number;
  frame: number;
  to: number;
}

/**
 * Reordering rows by dragging a handle with pointer events, so a finger, a pen and a mouse all
 * drag the same way. The handle carries `touch-action: none` (the page does not scroll under the
 * finger), the pointer is captured (the drag follows it outside the handle), and near the top or
 * bottom of the screen the page scrolls by itself so a phone can move a page the whole length
 * of a long book. Escape or a cancelled pointer puts the row back.
 */
export function usePointerReorder(onDrop: (from: number, to: number) => void) {
  const listRef = useRef<HTMLOListElement>(null);
  const session = useRef<Session | null>(null);
  const [drag, setDrag] = useState<DragState | null>(null);
  const dropRef = useRef(onDrop);
  dropRef.current = onDrop;

  const follow = useCallback((s: Session) => {
    const offset = clampOffset(s.slots, s.from, s.clientY + window.scrollY - s.startY);
    const dragged = s.slots[s.from] as Slot;
    s.to = dropIndex(s.slots, s.from, dragged.top + dragged.height / 2 + offset);
    setDrag({ from: s.from, to: s.to, offset, step: s.step });
  }, []);

  const finish = useCallback((commit: boolean) => {
    const s = session.current;
    if (!s) return;
    session.current = null;
    cancelAnimationFrame(s.frame);
    if (s.handle.hasPointerCapture(s.pointerId)) s.handle.releasePointerCapture(s.pointerId);
    setDrag(null);
    if (commit && s.to !== s.from) dropRef.current(s.from, s.to);
  }, []);

  const scrollFrame = useCallback(() => {
    const s = session.current;
    if (!s) return;
    const view = { top: s.viewTop, bottom: window.innerHeight };
    const first = s.slots[0] as Slot;
    const last = s.slots[s.slots.length - 1] as Slot;
    const list = { top: first.top, bottom: last.top + last.height };
    // Only as far as the list goes: past its ends there is nowhere further to drag.
    const by = scrollWithinList(
      autoScrollStep(s.clientY, view, EDGE_PX, MAX_SCROLL_PX),
      window.scrollY,
      list,
      view,
      LIST_MARGIN_PX,
    );
    if (by !== 0) {
      const before = window.scrollY;
      // Instant: the page's smooth scrolling would lag behind the finger.
      window.scrollBy({ top: by, behavior: 'instant' });
      if (window.scrollY !== before) follow(s);
    }
    s.frame = requestAnimationFrame(scrollFrame);
  }, [follow]);

  const onPointerDown = useCallback(
    (event: PointerEvent<HTMLElement>, index: number) => {
      if (session.current || !event.isPrimary || (event.pointerType === 'mouse' && event.button !== 0))
        return;
      const rows = listRef.current ? ([...listRef.current.children] as HTMLElement[]) : [];
      if (rows.length < 2 || !rows[index] || !listRef.current) return;
      // No text selection, no emulated mouse events: this gesture is the drag.
      event.preventDefault();
      const scrollY = window.scrollY;
      const slots = rows.map((row) => {
        const box = row.getBoundingClientRect();
        return { top: box.top + scrollY, height: box.height };
      });
      const gap = Number.parseFloat(getComputedStyle(listRef.current).rowGap) || 0;
      const handle = event.currentTarget;
      handle.setPointerCapture(event.pointerId);
      const s: Session = {
        pointerId: event.pointerId,
        handle,
        from: index,
        slots,
        step: (slots[index] as Slot).height + gap,
        startY: event.clientY + scrollY,
        clientY: event.clientY,
        viewTop: Math.max(0, document.querySelector('header')?.getBoundingClientRect().bottom ?? 0),
        frame: 0,
        to: index,
      };
      session.current = s;
      follow(s);
      s.frame = requestAnimationFrame(scrollFrame);
    },
    [follow, scrollFrame],
  );

  const onPointerMove = useCallback(
    (event: PointerEvent<HTMLElement>) => {
      const s = session.current;
      if (!s || event.pointerId !== s.pointerId) return;
      s.clientY = event.clientY;
      follow(s);
    },
    [follow],
  );

  const onPointerUp = useCallback(
    (event: PointerEvent<HTMLElement>) => {
      if (session.current?.pointerId === event.pointerId) finish(true);
    },
    [finish],
  );

  const onPointerCancel = useCallback(
    (event: PointerEvent<HTMLElement>) => {
      if (session.current?.pointerId === event.pointerId) finish(false);
    },
    [finish],
  );

  const dragging = drag !== null;
  useEffect(() => {
    if (!dragging) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      finish(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [dragging, finish]);

  // Leaving the screen mid-drag stops the scrolling loop.
  useEffect(() => () => finish(false), [finish]);

  return {
    listRef,
    drag,
    handleProps: (index: number) => ({
      onPointerDown: (event: PointerEvent<HTMLElement>) => onPointerDown(event, index),
      onPointerMove,
      onPointerUp,
      onPointerCancel,
      onLostPointerCapture: onPointerCancel,
    }),
  };
}
