import { CANVAS_SIZE } from '@colorbook/canvas';
import type { TogetherParticipant } from '@colorbook/contract';
import { useSyncExternalStore } from 'react';

export type Cursor = { x: number; y: number };

/**
 * The others' pointers as they arrive (three people moving send some fifty a second), shown at
 * most once a frame and only by the cursors' own component: each one used to render the whole
 * session bar again and measure the canvas, which a busy phone felt (docs/decisions/0051).
 */
export class CursorStore {
  private latest: Record<number, Cursor> = {};
  private shown: Record<number, Cursor> = {};
  private frame = 0;
  private readonly listeners = new Set<() => void>();

  move(id: number, x: number, y: number): void {
    this.latest = { ...this.latest, [id]: { x, y } };
    this.schedule();
  }

  /** Only the cursors of the people still here. */
  keep(ids: number[]): void {
    this.latest = Object.fromEntries(Object.entries(this.latest).filter(([id]) => ids.includes(Number(id))));
    this.schedule();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  snapshot = (): Record<number, Cursor> => this.shown;

  private schedule(): void {
    if (this.frame) return;
    this.frame = requestAnimationFrame(() => {
      this.frame = 0;
      this.shown = this.latest;
      for (const listener of this.listeners) listener();
    });
  }
}

/** The others' pointers over the page: a dot and a name in their colour. */
export function TogetherCursors({
  store,
  canvas,
  people,
  you,
}: {
  store: CursorStore;
  canvas: HTMLCanvasElement | null;
  people: TogetherParticipant[];
  you: TogetherParticipant | null;
}) {
  const cursors = useSyncExternalStore(store.subscribe, store.snapshot);
  const others = people.filter((person) => person.id !== you?.id && cursors[person.id]);
  const box = others.length > 0 ? canvas?.getBoundingClientRect() : undefined;
  if (!box) return null;
  return others.map((person) => {
    const at = cursors[person.id] as Cursor;
    return (
      <span
        key={person.id}
        data-testid="together-cursor"
        aria-hidden="true"
        className="pointer-events-none fixed z-30 flex items-center gap-1"
        style={{
          left: box.left + (at.x / CANVAS_SIZE) * box.width,
          top: box.top + (at.y / CANVAS_SIZE) * box.height,
        }}
      >
        <span className="size-3 rounded-full ring-2 ring-white" style={{ backgroundColor: person.color }} />
        <span
          className="rounded-full px-1.5 py-0.5 font-bold text-white text-xs"
          style={{ backgroundColor: person.color }}
        >
          {person.name}
        </span>
      </span>
    );
  });
}
