import { CANVAS_SIZE, type LogOp, needsColorKey } from '@colorbook/canvas';
import { Film, Pause, Play, RotateCcw, SkipForward, X } from 'lucide-react';
import { type ChangeEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../components/button';
import { FormAlert } from '../../components/form-alert';
import { Spinner } from '../../components/spinner';
import { cn } from '../../lib/cn';
import { usePublicSettings } from '../../lib/settings';
import { fetchColorKey } from './color-key-api';
import { loadImage, rasterise } from './image-io';
import { labelRegionsInWorker } from './region-labeller';
import { REPLAY_DURATION_MS, ReplayFrames, type ReplaySource } from './replay-frames';
import { saveReplayFile } from './replay-save';
import { exportReplayVideo, VIDEO_SIZES, type VideoSize } from './replay-video';

type Props = {
  title: string;
  pageId: number;
  /** The page's line art (its illustration). */
  illustration: string;
  /** The log to play: the screen's own, or a saved colouring's (fetched when the player opens). */
  loadOps: () => Promise<readonly LogOp[] | null>;
  onClose: () => void;
};

type Load =
  | { status: 'loading' }
  /** `messageId`: what went wrong, as a message key. */
  | { status: 'failed'; messageId: string }
  | { status: 'ready'; frames: ReplayFrames; source: ReplaySource };

/** No log: nothing painted yet, or paint saved before replays were recorded (a clear starts one). */
const NO_REPLAY = 'coloring.replay.noReplay';
const LOAD_FAILED = 'coloring.replay.loadFailed';
const SCRUB_STEPS = 1000;

async function loadReplay(props: Props): Promise<Load> {
  const ops = await props.loadOps();
  if (!ops || ops.length === 0) return { status: 'failed', messageId: NO_REPLAY };
  const lineArt = rasterise(await loadImage(props.illustration), true);
  // Logs carry their colour key; an older one borrows the page's.
  const key = needsColorKey(ops) ? await fetchColorKey(props.pageId, new AbortController().signal) : null;
  const source: ReplaySource = {
    ops,
    lineArt,
    colorKey: key?.ok ? key.data : null,
    labelRegions: labelRegionsInWorker,
  };
  return { status: 'ready', frames: await ReplayFrames.create(source), source };
}

/**
 * "Replay": the colouring painted again from the blank page in about ten seconds whatever its
 * length, line art on top, with pause, scrubbing and skip to the end, and "Save video" (WebM,
 * or a GIF where the browser cannot record). A bottom sheet on phones, a dialog on larger screens.
 */
export function ReplayPlayer(props: Props) {
  const { title, pageId, onClose } = props;
  const dialogRef = useRef<HTMLDialogElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const headingId = useId();
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  const { appName } = usePublicSettings();
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [fraction, setFraction] = useState(0);
  const [size, setSize] = useState<VideoSize>(720);
  const [video, setVideo] = useState<{ progress: number } | null>(null);
  /** A message key. */
  const [videoError, setVideoError] = useState<string | null>(null);
  const propsRef = useRef(props);
  propsRef.current = props;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  useEffect(() => {
    let cancelled = false;
    setLoad({ status: 'loading' });
    void attempt;
    loadReplay(propsRef.current).then(
      (loaded) => {
        if (cancelled) return;
        setLoad(loaded);
        if (loaded.status !== 'ready') return;
        // Less motion wanted: the finished picture, still; Play is one press away.
        if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) loaded.frames.seekFraction(1);
        else setPlaying(true);
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

  const frames = load.status === 'ready' ? load.frames : null;

  const show = useCallback(
    (to: number) => {
      const ctx = canvasRef.current?.getContext('2d');
      if (!frames || !ctx) return;
      frames.seekFraction(to);
      frames.draw(ctx);
      setFraction(to);
    },
    [frames],
  );

  useEffect(() => {
    if (frames) show(frames.fraction);
  }, [frames, show]);

  // Playing: the whole log in REPLAY_DURATION_MS, so a long colouring simply plays faster.
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

  const ended = fraction >= 1;
  const handleScrub = (event: ChangeEvent<HTMLInputElement>) => {
    setPlaying(false);
    show(Number(event.target.value) / SCRUB_STEPS);
  };
  const handleSkip = () => {
    setPlaying(false);
    show(1);
  };

  const handleVideo = async () => {
    if (load.status !== 'ready' || video) return;
    setVideoError(null);
    setVideo({ progress: 0 });
    try {
      const { blob, extension } = await exportReplayVideo(load.source, {
        size,
        appName,
        title,
        onProgress: (progress) => setVideo({ progress }),
      });
      await saveReplayFile(blob, pageId, extension);
    } catch (error) {
      console.error(error);
      setVideoError('coloring.replay.videoFailed');
    } finally {
      setVideo(null);
    }
  };

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape closes a modal dialog natively.
    <dialog
      ref={dialogRef}
      aria-labelledby={headingId}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === dialogRef.current && !video) dialogRef.current?.close();
      }}
      data-testid="replay-dialog"
      data-state={load.status === 'ready' ? (playing ? 'playing' : ended ? 'ended' : 'paused') : load.status}
      data-position={fraction.toFixed(3)}
      className="fixed inset-x-0 top-auto bottom-0 m-0 max-h-[96dvh] w-full max-w-full overflow-y-auto rounded-t-[1.75rem] bg-surface p-0 text-ink-900 shadow-pop backdrop:bg-ink-900/50 backdrop:backdrop-blur-sm sm:inset-0 sm:m-auto sm:h-fit sm:max-w-[min(36rem,calc(100dvh-16rem))] sm:min-w-[24rem] sm:rounded-card"
    >
      <div className="flex flex-col gap-4 p-4 pb-[max(1rem,env(safe-area-inset-bottom))] sm:p-5">
        <div className="mx-auto -mt-1 h-1.5 w-10 rounded-full bg-ink-200 sm:hidden" aria-hidden="true" />
        <div className="flex items-start gap-3">
          <div className="min-w-0 flex-1">
            <h2 id={headingId} className="text-xl font-extrabold tracking-tight">
              {text('coloring.action.replay')}
            </h2>
            <p className="truncate text-sm font-semibold text-ink-500">{title}</p>
          </div>
          <button
            type="button"
            onClick={() => dialogRef.current?.close()}
            disabled={video !== null}
            className="-mt-1 -mr-1 grid size-11 shrink-0 place-items-center rounded-full text-ink-500 hover:bg-ink-100 hover:text-ink-900 disabled:opacity-50"
            aria-label={text('coloring.replay.close')}
          >
            <X className="size-5" aria-hidden="true" />
          </button>
        </div>

        <div className="relative mx-auto aspect-square w-full max-w-[min(100%,calc(96dvh-15rem))] overflow-hidden rounded-2xl bg-white ring-1 ring-ink-200">
          <canvas
            ref={canvasRef}
            width={CANVAS_SIZE}
            height={CANVAS_SIZE}
            data-testid="replay-canvas"
            aria-label={intl.formatMessage({ id: 'coloring.replay.canvas' }, { title })}
            role="img"
            className={cn('size-full', load.status !== 'ready' && 'invisible')}
          />
          {load.status === 'loading' && (
            <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 text-ink-600">
              <Spinner className="size-7 text-brand-600" label="" />
              <p className="font-semibold" role="status">
                {text('coloring.replay.loading')}
              </p>
            </div>
          )}
          {load.status === 'failed' && (
            <div className="absolute inset-0 flex flex-col items-center justify-center gap-4 p-6 text-center">
              <FormAlert message={text(load.messageId)} />
              {load.messageId !== NO_REPLAY && (
                <Button variant="secondary" onClick={() => setAttempt((n) => n + 1)}>
                  <RotateCcw className="size-5" aria-hidden="true" />
                  {text('common.tryAgain')}
                </Button>
              )}
            </div>
          )}
        </div>

        <div className="flex items-center gap-2">
          <button
            type="button"
            onClick={() => setPlaying((p) => !p)}
            disabled={!frames || video !== null}
            className="grid size-11 shrink-0 place-items-center rounded-full bg-brand-600 text-white hover:bg-brand-700 disabled:opacity-50"
            aria-label={text(
              playing
                ? 'coloring.replay.pause'
                : ended
                  ? 'coloring.replay.playAgain'
                  : 'coloring.replay.play',
            )}
          >
            {playing ? (
              <Pause className="size-5" aria-hidden="true" />
            ) : ended ? (
              <RotateCcw className="size-5" aria-hidden="true" />
            ) : (
              <Play className="size-5" aria-hidden="true" />
            )}
          </button>
          <input
            type="range"
            min={0}
            max={SCRUB_STEPS}
            value={Math.round(fraction * SCRUB_STEPS)}
            onChange={handleScrub}
            disabled={!frames || video !== null}
            aria-label={text('coloring.replay.position')}
            className="h-11 min-w-0 flex-1 accent-brand-600"
          />
          <button
            type="button"
            onClick={handleSkip}
            disabled={!frames || video !== null}
            className="grid size-11 shrink-0 place-items-center rounded-full text-ink-700 hover:bg-ink-100 disabled:opacity-50"
            aria-label={text('coloring.replay.skip')}
          >
            <SkipForward className="size-5" aria-hidden="true" />
          </button>
        </div>

        <div className="flex flex-wrap items-center gap-3">
          <fieldset className="flex items-center gap-1 rounded-full bg-ink-100 p-1" disabled={video !== null}>
            <legend className="sr-only">{text('coloring.replay.videoSize')}</legend>
            {VIDEO_SIZES.map((s) => (
              <label
                key={s}
                className={cn(
                  'cursor-pointer rounded-full px-3 py-1.5 text-sm font-bold has-focus-visible:outline-2',
                  size === s ? 'bg-white text-ink-900 shadow-sm' : 'text-ink-600',
                )}
              >
                <input
                  type="radio"
                  name="replay-size"
                  value={s}
                  checked={size === s}
                  onChange={() => setSize(s)}
                  className="sr-only"
                />
                {/* A size in pixels, as written (no thousands separator). */}
                {intl.formatMessage({ id: 'coloring.replay.sizePx' }, { size: String(s) })}
              </label>
            ))}
          </fieldset>
          <Button
            variant="secondary"
            className="flex-1"
            onClick={() => void handleVideo()}
            disabled={!frames || video !== null}
            aria-busy={video !== null}
          >
            {video ? <Spinner className="size-5" label="" /> : <Film className="size-5" aria-hidden="true" />}
            {video
              ? intl.formatMessage({ id: 'coloring.replay.making' }, { progress: video.progress })
              : text('coloring.replay.saveVideo')}
          </Button>
        </div>
        <FormAlert message={videoError ? text(videoError) : null} />
      </div>
    </dialog>
  );
}
