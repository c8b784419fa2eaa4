import { afterEach, describe, expect, it, vi } from 'vitest';
import { CursorStore } from './together-cursors';

/** Frames run by hand: the store must show what came in a frame once, at the frame. */
function handFrames() {
  const queued: FrameRequestCallback[] = [];
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => queued.push(callback));
  return () => {
    for (const callback of queued.splice(0)) callback(0);
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the others’ cursors', () => {
  it('shows many moves in one frame once, the latest of each person', () => {
    const frame = handFrames();
    const store = new CursorStore();
    const seen = vi.fn();
    store.subscribe(seen);
    for (let x = 0; x < 20; x++) {
      store.move(2, x, 5);
      store.move(3, 100 + x, 7);
    }
    expect(store.snapshot()).toEqual({});
    expect(seen).not.toHaveBeenCalled();
    frame();
    expect(seen).toHaveBeenCalledTimes(1);
    expect(store.snapshot()).toEqual({ 2: { x: 19, y: 5 }, 3: { x: 119, y: 7 } });
    // Nothing new: no frame asked for, nothing told.
    frame();
    expect(seen).toHaveBeenCalledTimes(1);
  });

  it('drops the cursor of someone who left', () => {
    const frame = handFrames();
    const store = new CursorStore();
    store.move(2, 1, 1);
    store.move(3, 2, 2);
    store.keep([3]);
    frame();
    expect(store.snapshot()).toEqual({ 3: { x: 2, y: 2 } });
  });
});
