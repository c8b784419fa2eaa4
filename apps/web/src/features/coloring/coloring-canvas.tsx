import { CANVAS_SIZE } from '@colorbook/canvas';
import type { ReactNode, RefObject } from 'react';
import { useIntl } from 'react-intl';
import { Spinner } from '../../components/spinner';
import { cn } from '../../lib/cn';
import { ConfettiOverlay } from './confetti-overlay';
import type { Size, View } from './viewport';

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
}: Props) {
  const intl = useIntl();
  return (
    <div
      ref={viewportRef}
      data-testid="canvas-viewport"
      className={cn(
        'relative mx-auto touch-none overflow-hidden bg-ink-100 select-none',
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
      {children}
      <ConfettiOverlay shown={confetti} />
    </div>
  );
}
