import { CANVAS_SIZE } from '@colorbook/canvas';
import { Film, Pause, Play, RotateCcw, SkipForward } from 'lucide-react';
import type { RefObject } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../components/button';
import { FormAlert } from '../../components/form-alert';
import { Spinner } from '../../components/spinner';
import { cn } from '../../lib/cn';
import { VIDEO_SIZES } from './replay-video';
import { NO_REPLAY, type useReplayPlayback } from './use-replay-playback';
import type { useReplayVideo } from './use-replay-video';

type Playback = ReturnType<typeof useReplayPlayback>;
type Video = ReturnType<typeof useReplayVideo>;
const SCRUB_STEPS = 1000;

/** The square the replay plays in, with its loading and failure states over it. */
export function ReplayStage({
  canvasRef,
  title,
  playback,
}: {
  canvasRef: RefObject<HTMLCanvasElement | null>;
  title: string;
  playback: Playback;
}) {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  const { load } = playback;
  return (
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
            <Button variant="secondary" onClick={playback.retry}>
              <RotateCcw className="size-5" aria-hidden="true" />
              {text('common.tryAgain')}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}

/** Play/pause (play again at the end), the scrubber and skip to the end. */
export function ReplayControls({ playback, busy }: { playback: Playback; busy: boolean }) {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  const { playing, ended, frames } = playback;
  const PlayIcon = playing ? Pause : ended ? RotateCcw : Play;
  return (
    <div className="flex items-center gap-2">
      <button
        type="button"
        onClick={() => playback.setPlaying((p) => !p)}
        disabled={!frames || busy}
        className="grid size-11 shrink-0 place-items-center rounded-full bg-brand-600 text-white hover:bg-brand-700 disabled:opacity-50"
        aria-label={text(
          playing ? 'coloring.replay.pause' : ended ? 'coloring.replay.playAgain' : 'coloring.replay.play',
        )}
      >
        <PlayIcon className="size-5" aria-hidden="true" />
      </button>
      <input
        type="range"
        min={0}
        max={SCRUB_STEPS}
        value={Math.round(playback.fraction * SCRUB_STEPS)}
        onChange={(event) => playback.seek(Number(event.target.value) / SCRUB_STEPS)}
        disabled={!frames || busy}
        aria-label={text('coloring.replay.position')}
        className="h-11 min-w-0 flex-1 accent-brand-600"
      />
      <button
        type="button"
        onClick={() => playback.seek(1)}
        disabled={!frames || busy}
        className="grid size-11 shrink-0 place-items-center rounded-full text-ink-700 hover:bg-ink-100 disabled:opacity-50"
        aria-label={text('coloring.replay.skip')}
      >
        <SkipForward className="size-5" aria-hidden="true" />
      </button>
    </div>
  );
}

/** The video size choice and "Save video" with its progress and error. */
export function VideoExport({ video, ready }: { video: Video; ready: boolean }) {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  const making = video.video;
  return (
    <>
      <div className="flex flex-wrap items-center gap-3">
        <fieldset className="flex items-center gap-1 rounded-full bg-ink-100 p-1" disabled={making !== null}>
          <legend className="sr-only">{text('coloring.replay.videoSize')}</legend>
          {VIDEO_SIZES.map((s) => (
            <label
              key={s}
              className={cn(
                'cursor-pointer rounded-full px-3 py-1.5 text-sm font-bold has-focus-visible:outline-2',
                video.size === s ? 'bg-white text-ink-900 shadow-sm' : 'text-ink-600',
              )}
            >
              <input
                type="radio"
                name="replay-size"
                value={s}
                checked={video.size === s}
                onChange={() => video.setSize(s)}
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
          onClick={() => void video.save()}
          disabled={!ready || making !== null}
          aria-busy={making !== null}
        >
          {making ? <Spinner className="size-5" label="" /> : <Film className="size-5" aria-hidden="true" />}
          {making
            ? intl.formatMessage({ id: 'coloring.replay.making' }, { progress: making.progress })
            : text('coloring.replay.saveVideo')}
        </Button>
      </div>
      <FormAlert message={video.error ? text(video.error) : null} />
    </>
  );
}
