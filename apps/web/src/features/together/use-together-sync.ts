import { ActionRecorder, type ColoringEngine, type LogOp, type LogSettings } from '@colorbook/canvas';
import type { TogetherOp } from '@colorbook/contract';
import { type RefObject, useEffect, useRef } from 'react';
import { setReplayTaker } from '../../lib/replay-taker';
import type { TogetherClient } from './together-client';
import { TogetherPicture } from './together-picture';
import { saveTogetherReplay } from './together-replay';

/** The settings the ops before `upTo` leave in force (every action carries them, so it plays alone). */
const settingsUpTo = (ops: readonly LogOp[], upTo: number): Partial<LogSettings> => {
  const settings: Partial<LogSettings> = {};
  for (const op of ops.slice(0, upTo)) if (op.op === 'set') Object.assign(settings, op.settings);
  return settings;
};

/**
 * Binds the colouring engine to a session: what this person paints (recorded the replay log's way,
 * by an ActionRecorder on the engine) becomes an action of the session, and the canvas always
 * shows the session's log played from the blank page (TogetherModel.picture, played incrementally
 * by a TogetherPicture), so every device's picture is the same. Undo and redo on the engine become
 * this person's own undo/redo.
 */
export function useTogetherSync(
  engine: ColoringEngine | null,
  lineArt: ImageData | null,
  client: RefObject<TogetherClient | null>,
): { rebuild: () => void } {
  const rebuildRef = useRef<() => void>(() => undefined);

  useEffect(() => {
    const live = client.current;
    if (!engine || !lineArt || !live) return;
    let recorder: ActionRecorder | null = null;
    let sent = 0;
    let quiet = false;
    let running = false;
    let again = false;
    let disposed = false;
    const picture = new TogetherPicture(lineArt);

    const own = engine as unknown as Record<string, unknown>;
    const attach = () => {
      recorder = new ActionRecorder(engine);
      sent = 0;
      // On the instance, over the recorder's wrappers: an undo is this person's, for everyone.
      own.undo = () => {
        live.act([{ op: 'undo' }]);
        return true;
      };
      own.redo = () => {
        live.act([{ op: 'redo' }]);
        return true;
      };
    };
    const detach = () => {
      delete own.undo;
      delete own.redo;
      recorder?.detach();
      recorder = null;
    };

    const play = async () => {
      if (running) {
        again = true;
        return;
      }
      running = true;
      try {
        do {
          again = false;
          const { ops, settled } = live.model.picture();
          const pixels = await picture.show(ops, settled);
          // Never under the person's finger: a stroke in progress finishes first (its end plays again).
          if (disposed || engine.isDrawing) break;
          // Only the box that changed is redrawn (nothing, when this device's action was numbered
          // where it had already played it).
          const changed = picture.takeChanged();
          if (!changed) continue;
          quiet = true;
          try {
            detach();
            engine.restore(pixels, changed);
            attach();
          } finally {
            quiet = false;
          }
        } while (again && !disposed);
      } finally {
        running = false;
      }
    };
    rebuildRef.current = () => void play();

    attach();
    // The recorder logs a tap fill after the engine has announced it: read it once that call is over.
    const collect = () => {
      if (!recorder || engine.isDrawing) return;
      const ops = recorder.actions;
      const fresh = ops.slice(sent);
      if (!fresh.some((op) => op.op !== 'set')) return;
      const settings = settingsUpTo(ops, sent);
      sent = ops.length;
      const action = [
        ...(Object.keys(settings).length > 0 ? [{ op: 'set' as const, settings }] : []),
        ...fresh,
      ] as TogetherOp[];
      live.act(action);
    };
    const unsubscribe = engine.onChange((change) => {
      if (quiet || change.kind === 'pick' || change.kind === 'restore') return;
      queueMicrotask(collect);
    });
    // A save keeps the session's log as the picture's replay (decision 0045): where the log stood
    // when the picture was read. Read once the stroke that ended just now has become an action
    // (collect runs in a microtask queued before this one).
    setReplayTaker(engine, () => {
      let point = live.model.savePoint();
      queueMicrotask(() => {
        point = live.model.savePoint();
      });
      return (photo) => saveTogetherReplay(live.code, photo, point);
    });
    void play();
    return () => {
      disposed = true;
      setReplayTaker(engine, null);
      unsubscribe();
      detach();
    };
  }, [engine, lineArt, client]);

  return { rebuild: () => rebuildRef.current() };
}
