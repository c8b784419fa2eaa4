import type { EnginePointer } from '@colorbook/canvas';
import { type Point, toDocument, type View } from './viewport';

/** Where an event happened inside the viewport, in CSS pixels from its top-left corner. */
export function localPoint(viewport: Element | null, event: { clientX: number; clientY: number }): Point {
  const rect = viewport?.getBoundingClientRect();
  return { x: event.clientX - (rect?.left ?? 0), y: event.clientY - (rect?.top ?? 0) };
}

/** A pointer event as the engine takes it: in document pixels, with the samples between events. */
export function toEnginePointer(viewport: Element | null, event: PointerEvent, view: View): EnginePointer {
  const doc = toDocument(localPoint(viewport, event), view);
  // Only pens report a force worth using; touch screens report a constant.
  const pressure = event.pointerType === 'pen' ? event.pressure : undefined;
  const coalesced = event.getCoalescedEvents?.().map((sample) => ({
    ...toDocument(localPoint(viewport, sample), view),
    pressure: event.pointerType === 'pen' ? sample.pressure : undefined,
  }));
  return { ...doc, pressure, coalesced };
}
