import { X } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { useIntl } from 'react-intl';
import { ReplayControls, ReplayStage, VideoExport } from './replay-parts';
import { type ReplayInput, useReplayPlayback } from './use-replay-playback';
import { useReplayVideo } from './use-replay-video';

type Props = ReplayInput & {
  title: string;
  onClose: () => void;
};

/**
 * "Replay": the colouring painted again from the blank page in about ten seconds whatever its
 * length, line art on top, with pause, scrubbing and skip to the end, and "Save video" (WebM,
 * or a GIF where the browser cannot record). A bottom sheet on phones, a dialog on larger screens.
 */
export function ReplayPlayer({ title, onClose, ...input }: Props) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const headingId = useId();
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  const playback = useReplayPlayback(input, canvasRef);
  const video = useReplayVideo(playback.load, input.pageId, title);
  const busy = video.video !== null;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  const { load, playing, ended } = playback;
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape closes a modal dialog natively.
    <dialog
      ref={dialogRef}
      aria-labelledby={headingId}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === dialogRef.current && !busy) dialogRef.current?.close();
      }}
      data-testid="replay-dialog"
      data-state={load.status === 'ready' ? (playing ? 'playing' : ended ? 'ended' : 'paused') : load.status}
      data-position={playback.fraction.toFixed(3)}
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
            disabled={busy}
            className="-mt-1 -mr-1 grid size-11 shrink-0 place-items-center rounded-full text-ink-500 hover:bg-ink-100 hover:text-ink-900 disabled:opacity-50"
            aria-label={text('coloring.replay.close')}
          >
            <X className="size-5" aria-hidden="true" />
          </button>
        </div>
        <ReplayStage canvasRef={canvasRef} title={title} playback={playback} />
        <ReplayControls playback={playback} busy={busy} />
        <VideoExport video={video} ready={playback.frames !== null} />
      </div>
    </dialog>
  );
}
