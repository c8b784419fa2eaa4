import { initialEditorState } from '@colorbook/canvas';
import { CANVAS_SIZE } from '@colorbook/canvas/constants';
import { useIntl } from 'react-intl';
import { Spinner } from '../components/spinner';
import { ColoringHeader } from '../features/coloring/coloring-header';
import { ColoringToolbar } from '../features/coloring/coloring-toolbar';
import { EARLY_COLORING_IDS as IDS } from '../features/coloring/early-coloring-ids';

/*
 * The first paint of /pages/{id}/color (docs/decisions/0033): the colouring screen as the app
 * draws it while its engine loads (header, tool dock or rail, the page under a spinner), with
 * nothing of the page itself, which the server may not show to whoever asks. The early script
 * (features/coloring/early-coloring.ts) puts the title and the line art in as soon as the page read answers,
 * and sizes the viewport as the app will, so the app takes its place without a jump.
 */

const noop = () => undefined;
/** Keeps the title's line (and so everything below it) at its height before the title arrives. */
const NO_TITLE_YET = '\u00a0';

function Header({ inBar }: { inBar: boolean }) {
  return (
    <ColoringHeader
      title={NO_TITLE_YET}
      status=""
      scaled={false}
      ready={false}
      saving={false}
      onToggleScale={noop}
      onClear={noop}
      onDownload={noop}
      onPrint={noop}
      onSave={noop}
      onShare={noop}
      onReplay={noop}
      inBar={inBar}
    />
  );
}

/** The header in the top bar, where the app puts it on desktops (its app bar slot). */
export function ColoringFirstPaintBar() {
  return (
    <div className="hidden min-w-0 flex-1 items-center self-stretch rail:flex rail:pl-2 lg:pr-4 lg:pl-10">
      <Header inBar />
    </div>
  );
}

export function ColoringFirstPaint() {
  const intl = useIntl();
  return (
    <div className="flex flex-col gap-3 rail:-mt-4 rail:-mb-12">
      <div className="rail:hidden">
        <Header inBar={false} />
      </div>
      <div className="flex gap-3 rail:items-start">
        <ColoringToolbar
          state={initialEditorState()}
          history={{ canUndo: false, canRedo: false, count: 0 }}
          disabled
          onTool={noop}
          onColor={noop}
          onCustomColor={noop}
          onBrushSize={noop}
          onTogglePalette={noop}
          onToggleBrush={noop}
          onClosePanels={noop}
          onUndo={noop}
          onRedo={noop}
          numbers={{ on: false, onToggle: noop }}
        />
        <div id={IDS.workspace} className="min-w-0 flex-1">
          <div
            id={IDS.viewport}
            data-testid="canvas-viewport"
            className="relative mx-auto touch-none overflow-hidden rounded-card bg-ink-100 shadow-soft ring-1 ring-ink-200 select-none"
            style={{ width: '100%', height: 320, cursor: 'progress' }}
          >
            <div
              id={IDS.page}
              className="absolute top-0 left-0 origin-top-left bg-white isolate"
              style={{ width: CANVAS_SIZE, height: CANVAS_SIZE, transform: 'scale(0)' }}
            >
              {/* The saved colouring goes here (as the app's colour layer holds it), the line art above. */}
              <canvas
                id={IDS.colors}
                width={CANVAS_SIZE}
                height={CANVAS_SIZE}
                data-testid="color-layer"
                className="absolute inset-0 size-full"
              />
              <img
                id={IDS.lineArt}
                alt=""
                draggable={false}
                className="pointer-events-none absolute inset-0 size-full mix-blend-multiply"
              />
            </div>
            <div
              id={IDS.loading}
              className="absolute inset-0 grid place-items-center bg-white/70 text-brand-600"
            >
              <Spinner className="size-10" label={intl.formatMessage({ id: 'coloring.canvas.loading' })} />
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}
