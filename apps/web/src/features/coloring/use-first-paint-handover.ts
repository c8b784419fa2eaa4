import type { ColoringEngine } from '@colorbook/canvas';
import { type RefObject, useEffect, useLayoutEffect } from 'react';
import { dropFirstPaint } from '../../lib/first-paint';
import type { EarlyInput } from './early-coloring';

const nextTask = () => new Promise<void>((done) => setTimeout(done, 0));

/**
 * Replays what was done on the first paint into the ready screen, in order. A key (a tool, a
 * brush size) changes React state that the tools read only after a render, so the next input
 * waits a task for it; the pointer events of a stroke go together.
 */
async function replay(inputs: EarlyInput[], viewport: HTMLElement): Promise<void> {
  for (const input of inputs) {
    if (input.kind === 'key') {
      window.dispatchEvent(new KeyboardEvent(input.type, input.init));
      await nextTask();
    } else {
      viewport.dispatchEvent(new PointerEvent(input.type, input.init));
    }
  }
}

/**
 * The colouring screen takes over from the server's picture of it (early-coloring.ts) once
 * its engine is ready (it is there with its regions, or it failed): the strokes and keys made on
 * the picture are replayed through the screen's own tools, then the picture goes. Declared after
 * the screen's other hooks, so their listeners already see the engine.
 */
export function useFirstPaintHandover(
  engine: ColoringEngine | null,
  failed: boolean,
  viewportRef: RefObject<HTMLElement | null>,
): void {
  // From now on the screen's own elements carry these names (the picture stays over it a moment).
  useLayoutEffect(() => {
    for (const element of document.querySelectorAll('#first-paint [data-testid]')) {
      element.removeAttribute('data-testid');
    }
  }, []);
  useEffect(() => {
    if (!engine && !failed) return;
    let left = false;
    // A fill replayed before the engine has its regions would label the page on the main thread
    // (seconds on a phone): the picture, which fills from the stored map, stays until then.
    void (engine ? engine.whenRegions().catch(() => undefined) : Promise.resolve()).then(() => {
      if (left) return;
      const inputs = window.__earlyColoring?.take() ?? [];
      const viewport = viewportRef.current;
      if (inputs.length === 0 || !viewport) {
        dropFirstPaint();
        return;
      }
      void replay(inputs, viewport).finally(dropFirstPaint);
    });
    return () => {
      left = true;
    };
  }, [engine, failed, viewportRef]);
  // Leaving before the engine was ready: nothing may stay over the next screen.
  useEffect(() => () => dropFirstPaint(), []);
}
