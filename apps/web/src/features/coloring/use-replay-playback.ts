import { type LogOp, needsColorKey } from '@colorbook/canvas';
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { fetchColorKey } from './color-key-api';
import { loadImage, rasterise } from './image-io';
import { labelRegionsInWorker } from './region-labeller';
import { REPLAY_DURATION_MS, ReplayFrames, type ReplaySource } from './replay-frames';

export type ReplayLoad =
  | { status: 'loading' }
  /** `messageId`: what went wrong, as a message key. */
  | { status: 'failed'; messageId: string }
  | { status: 'ready'; frames: ReplayFrames; source: ReplaySource };

/** What the player plays: the page's line art and a log (the screen's own, or a saved colouring's). */
export type ReplayInput = {
  pageId: number;
  illustration: string;
  loadOps: () => Promise<readonly LogOp[] | null>;
};

/** No log: nothing painted yet, or paint saved before replays were recorded (a clear starts one). */
export const NO_REPLAY = 'coloring.replay.noReplay';
const LOAD_FAILED = 'coloring.replay.loadFailed';

async function loadReplay(input: ReplayInput): Promise<ReplayLoad> {
  const ops = await input.loadOps();
  if (!ops || ops.length === 0) return { status: 'failed', messageId: NO_REPLAY };
  const lineArt = rasterise(await loadImage(input.illustration), true);
  // Logs carry their colour key; an older one borrows the page's.
  const key = needsColorKey(ops) ? await fetchColorKey(input.pageId, new AbortController().signal) : null;
  const source: ReplaySource = {
    ops,
    lineArt,
    colorKey: key?.ok ? key.data : null,
    labelRegions: labelRegionsInWorker,
  };
  return { status: 'ready', frames: await ReplayFrames.create(source), source };
}

/** Loads the replay (again on `retry`) and starts it, unless less motion is wanted. */
function useReplayLoad(input: ReplayInput, onReady: () => void) {
  const [load, setLoad] = useState<ReplayLoad>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const latest = useRef({ input, onReady });
  latest.current = { input, onReady };
  useEffect(() => {
    let cancelled = false;
    setLoad({ status: 'loading' });
    void attempt;
    loadReplay(latest.current.input).then(
      (loaded) => {
        if (cancelled) return;
        setLoad(loaded);
        if (loaded.status !== 'ready') return;
        // Less motion wanted: the finished picture, still; Play is one press away.
        if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) loaded.frames.seekFraction(1);
        else latest.current.onReady();
      },
      (error: unknown) => {
        console.error(error);
        if (!cancelled) setLoad({ status: 'failed', messageId: LOAD_FAILED });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [attempt]);
  return { load, retry: () => setAttempt((n) => n + 1) };
}

/**
 * The replay's state: loading, then frames drawn into `canvas` at a position (0–1), played so the
 * whole log takes REPLAY_DURATION_MS — a long colouring simply plays faster.
 */
export function useReplayPlayback(input: ReplayInput, canvas: RefObject<HTMLCanvasElement | null>) {
  const [playing, setPlaying] = useState(false);
  const [fraction, setFraction] = useState(0);
  const { load, retry } = useReplayLoad(input, () => setPlaying(true));
  const frames = load.status === 'ready' ? load.frames : null;

  const show = useCallback(
    (to: number) => {
      const ctx = canvas.current?.getContext('2d');
      if (!frames || !ctx) return;
      frames.seekFraction(to);
      frames.draw(ctx);
      setFraction(to);
    },
    [frames, canvas],
  );

  useEffect(() => {
    if (frames) show(frames.fraction);
  }, [frames, show]);

  useEffect(() => {
    if (!playing || !frames) return;
    let last = performance.now();
    let at = frames.fraction >= 1 ? 0 : frames.fraction;
    let handle = requestAnimationFrame(function tick(now) {
      at = Math.min(1, at + (now - last) / REPLAY_DURATION_MS);
      last = now;
      show(at);
      if (at >= 1) setPlaying(false);
      else handle = requestAnimationFrame(tick);
    });
    return () => cancelAnimationFrame(handle);
  }, [playing, frames, show]);

  /** Stops playing and shows `to` (scrubbing, skip to the end). */
  const seek = (to: number) => {
    setPlaying(false);
    show(to);
  };
  return { load, retry, frames, playing, setPlaying, fraction, ended: fraction >= 1, seek };
}
