import { Pause, Play, RotateCcw, SkipForward } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Spinner } from '../../components/spinner';

/** Where the share page's player finds the log and the line art (all under the link). */
export type SharedReplay = { log: string; lineArt: string };

type Props = { replay: SharedReplay; title: string; alt: string; picture: string };

const control =
  'grid size-11 shrink-0 place-items-center rounded-full focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:opacity-50';

/**
 * The shared picture with its time-lapse player (decision 0028, "Share page"): rendered only
 * when the colouring has a log. Without script (or when the log cannot be played) it is the
 * still picture; src/share-player/share-player.ts shows the canvas and the controls once the
 * replay is ready, and plays it from the blank page to the finished picture, taking its button
 * labels from the data-label-* attributes rendered here.
 */
export function SharedReplayPlayer({ replay, title, alt, picture }: Props) {
  const intl = useIntl();
  return (
    <div
      data-share-player=""
      data-log={replay.log}
      data-line-art={replay.lineArt}
      data-state="still"
      // The player script has no catalogue of its own: the words it switches between come with
      // the page, in the page's language.
      data-label-play={intl.formatMessage({ id: 'share.replay.play' })}
      data-label-pause={intl.formatMessage({ id: 'share.replay.pause' })}
      data-label-again={intl.formatMessage({ id: 'share.replay.again' })}
      data-testid="share-player"
    >
      <div className="relative">
        <img
          src={picture}
          alt={alt}
          width={1024}
          height={1024}
          className="aspect-square w-full rounded-[1.75rem] bg-white object-contain"
          data-testid="shared-picture"
        />
        <canvas
          hidden
          width={1024}
          height={1024}
          role="img"
          aria-label={intl.formatMessage({ id: 'share.replay.canvas' }, { alt })}
          className="absolute inset-0 size-full rounded-[1.75rem] bg-white"
          data-replay-canvas=""
          data-testid="share-replay-canvas"
        />
        <div
          hidden
          className="absolute inset-x-0 bottom-4 mx-auto w-fit items-center gap-2 rounded-full bg-surface/90 px-4 py-2 text-sm font-bold text-ink-700 shadow-soft [&:not([hidden])]:flex"
          data-replay-loading=""
        >
          <Spinner className="size-4 text-brand-600" label="" />
          <span role="status">
            <FormattedMessage id="share.replay.loading" />
          </span>
        </div>
      </div>
      <p hidden role="status" className="mt-3 px-1 text-sm font-semibold text-ink-600" data-replay-failed="">
        <FormattedMessage id="share.replay.failed" />
      </p>
      <div hidden className="mt-3 items-center gap-2 px-1 [&:not([hidden])]:flex" data-replay-controls="">
        <button
          type="button"
          className={`${control} bg-brand-600 text-white hover:bg-brand-700`}
          aria-label={intl.formatMessage({ id: 'share.replay.play' })}
          data-replay-play=""
          data-testid="share-replay-play"
        >
          {/* The script shows the icon of what the button does now (play, pause, again). */}
          <span data-icon="play">
            <Play className="size-5" aria-hidden="true" />
          </span>
          <span hidden data-icon="pause">
            <Pause className="size-5" aria-hidden="true" />
          </span>
          <span hidden data-icon="again">
            <RotateCcw className="size-5" aria-hidden="true" />
          </span>
        </button>
        <input
          type="range"
          min={0}
          max={1000}
          defaultValue={0}
          aria-label={intl.formatMessage({ id: 'share.replay.position' })}
          aria-valuetext={intl.formatNumber(0, { style: 'percent' })}
          className="h-11 min-w-0 flex-1 accent-brand-600 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
          data-replay-scrub=""
          data-testid="share-replay-scrub"
        />
        <button
          type="button"
          className={`${control} text-ink-700 hover:bg-ink-100`}
          aria-label={intl.formatMessage({ id: 'share.replay.skip' })}
          data-replay-skip=""
          data-testid="share-replay-skip"
        >
          <SkipForward className="size-5" aria-hidden="true" />
        </button>
      </div>
      <p className="sr-only">{intl.formatMessage({ id: 'share.replay.summary' }, { title })}</p>
    </div>
  );
}
