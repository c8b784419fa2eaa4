import { ActionRecorder, decodeLog, type LogOp, type PaintCore, type RecorderStart } from '@colorbook/canvas';
import { fetchReplay } from './replay-api';

/*
 * The colouring screen's action recorder (issue 22's time-lapse), one per engine. Kept beside
 * the engine rather than in it, so the screen's other hooks reach it through the engine they
 * already hold: the draft writes its log, a save sends it, the Replay button plays it.
 */
const recorders = new WeakMap<PaintCore, ActionRecorder>();

export function startRecording(engine: PaintCore, start: RecorderStart): ActionRecorder {
  recorders.get(engine)?.detach();
  const recorder = new ActionRecorder(engine, start);
  recorders.set(engine, recorder);
  return recorder;
}

/** The log as bytes for a draft or a save, read in the same task as the picture; null: none. */
export const replayLogOf = (engine: PaintCore | null): Uint8Array | null =>
  (engine && recorders.get(engine)?.encode()) ?? null;

/** What the Replay button plays: the actions so far, or null when the picture has no full log. */
export function replayOpsOf(engine: PaintCore | null): readonly LogOp[] | null {
  const recorder = engine ? recorders.get(engine) : undefined;
  return recorder?.replayable ? [...recorder.actions] : null;
}

/**
 * Where the recorder starts for a page opened from `from`: a draft carries its log on; a saved
 * colouring's log is fetched (its history restarts there); paint without a log is not replayable
 * until the page is cleared.
 */
export async function recordingStart(
  from: 'draft' | 'colored' | 'blank',
  draftLog: Uint8Array | null | undefined,
  coloringId: number | undefined,
): Promise<RecorderStart> {
  if (from === 'blank') return { kind: 'blank' };
  try {
    if (from === 'draft') return draftLog ? { kind: 'draft', ops: decodeLog(draftLog) } : { kind: 'unknown' };
    const ops = coloringId ? await fetchReplay(coloringId) : null;
    return ops ? { kind: 'saved', ops } : { kind: 'unknown' };
  } catch (error) {
    console.error(error);
    return { kind: 'unknown' };
  }
}
