import { CANVAS_SIZE } from '@colorbook/canvas';
import { type ReactNode, type RefObject, useId } from 'react';
import { useIntl } from 'react-intl';
import { Spinner } from '../../components/spinner';
import { cn } from '../../lib/cn';
import { ConfettiOverlay } from './confetti-overlay';
import type { Point, Size, View } from './viewport';

type Props = {
  /** Where the gestures listen. */
  viewportRef: RefObject<HTMLDivElement | null>;
  /** The colour layer the engine paints. */
  canvasRef: RefObject<HTMLCanvasElement | null>;
  /** Above the line art: colour by number's numbers and the symmetry guides (never saved). */
  overlayRef: RefObject<HTMLCanvasElement | null>;
  size: Size;
  view: View;
  /** The pointer over the page once it is ready. */
  cursor: string;
  scaled: boolean;
  title: string;
  illustration: string;
  ready: boolean;
  failed: boolean;
  /** Over the page, e.g. the zoom buttons when the tool rail has no room for them. */
  children?: ReactNode;
  confetti: boolean;
  /** The keyboard's cursor over the page (document pixels) while the page has focus (use-keyboard-fill). */
  keyboardCursor?: Point | null;
};

/** The page in its viewport: the colour layer under the line art, moved and scaled by `view`. */
export function ColoringCanvas({
  viewportRef,
  canvasRef,
  overlayRef,
  size,
  view,
  cursor,
  scaled,
  title,
  illustration,
  ready,
  failed,
  children,
  confetti,
  keyboardCursor = null,
}: Props) {
  const intl = useIntl();
  const hintId = useId();
  return (
    // Focusable, with its own keys (arrows move a cursor, Enter fills): the page is an application
    // region named after the page, its description saying how to colour with the keyboard.
    <div
      ref={viewportRef}
      role="application"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the page takes keys of its own (use-keyboard-fill).
      tabIndex={0}
      aria-label={intl.formatMessage({ id: 'coloring.canvas.label' }, { title })}
      aria-describedby={hintId}
      data-testid="canvas-viewport"
      className={cn(
        'relative mx-auto touch-none overflow-hidden bg-ink-100 select-none focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
        scaled ? 'rounded-xl' : 'rounded-card shadow-soft ring-1 ring-ink-200',
      )}
      style={{ width: size.width, height: size.height, cursor: ready ? cursor : 'progress' }}
    >
      <div
        className="absolute top-0 left-0 origin-top-left bg-white isolate"
        style={{
          width: CANVAS_SIZE,
          height: CANVAS_SIZE,
          transform: `translate(${view.x}px, ${view.y}px) scale(${view.scale})`,
        }}
      >
        <canvas
          ref={canvasRef}
          width={CANVAS_SIZE}
          height={CANVAS_SIZE}
          data-testid="color-layer"
          aria-label={intl.formatMessage({ id: 'coloring.canvas.label' }, { title })}
          role="img"
          className="absolute inset-0 size-full"
        />
        {/* The lines above the colours: multiplied, so nothing painted can cover them. */}
        <img
          src={illustration}
          alt=""
          draggable={false}
          className="pointer-events-none absolute inset-0 size-full mix-blend-multiply"
        />
        <canvas
          ref={overlayRef}
          width={CANVAS_SIZE}
          height={CANVAS_SIZE}
          data-testid="number-overlay"
          className="pointer-events-none absolute inset-0 size-full"
        />
      </div>
      {!ready && !failed && (
        <div className="absolute inset-0 grid place-items-center bg-white/70 text-brand-600">
          <Spinner className="size-10" label={intl.formatMessage({ id: 'coloring.canvas.loading' })} />
        </div>
      )}
      {failed && (
        <div className="absolute inset-0 grid place-items-center bg-white/90 p-6 text-center font-bold text-ink-700">
          {intl.formatMessage({ id: 'coloring.canvas.failed' })}
        </div>
      )}
      {keyboardCursor && (
        <span
          aria-hidden="true"
          data-testid="keyboard-cursor"
          className="pointer-events-none absolute size-7 -translate-x-1/2 -translate-y-1/2 rounded-full border-[3px] border-white outline-[3px] outline-ink-900"
          style={{
            left: view.x + keyboardCursor.x * view.scale,
            top: view.y + keyboardCursor.y * view.scale,
          }}
        />
      )}
      <p id={hintId} className="sr-only">
        {intl.formatMessage({ id: 'coloring.canvas.keyboard' })}
      </p>
      {children}
      <ConfettiOverlay shown={confetti} />
    </div>
  );
}
