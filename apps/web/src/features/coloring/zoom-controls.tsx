import { Scan, ZoomIn, ZoomOut } from 'lucide-react';
import { useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import { isFitView, type Size, type View } from './viewport';

type Props = {
  view: View;
  size: Size;
  /** The rail layout (desktops, phones held sideways): part of the tool rail, never over the page. */
  inRail?: boolean;
  onZoomIn: () => void;
  onZoomOut: () => void;
  onFit: () => void;
};

const button =
  'grid size-11 place-items-center rounded-lg text-ink-700 hover:bg-ink-100 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-500 disabled:opacity-40 pointer-fine:size-9';

/** Room the buttons need beside (or below) the page to sit clear of it. */
const SPARE_PX = 56;

/**
 * Zoom buttons, over the canvas or in the tool rail. With a mouse: zoom out, the zoom level, zoom in and fit. On touch
 * screens fingers pinch, so only "Fit to screen" shows, and only once the view has moved.
 */
export function ZoomControls({ view, size, inRail = false, onZoomIn, onZoomOut, onFit }: Props) {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  const fit = isFitView(view, size);
  // At the fit zoom the page is centred: the buttons go where the spare room is, off the page.
  const spareX = size.contain ? size.width - size.height : 0;
  const spareY = size.contain ? size.height - size.width : 0;
  const place =
    spareX >= 2 * SPARE_PX
      ? 'top-1/2 right-2 -translate-y-1/2 flex-col'
      : spareY >= 2 * SPARE_PX
        ? 'right-2 bottom-2'
        : 'top-2 right-2';
  return (
    <div
      data-testid="zoom-controls"
      className={cn(
        'items-center gap-0.5 text-sm font-bold',
        inRail && 'flex flex-col',
        !inRail &&
          'absolute z-10 rounded-xl bg-surface/90 p-0.5 shadow-soft ring-1 ring-ink-200 backdrop-blur',
        !inRail && place,
        !inRail && (fit ? 'hidden pointer-fine:flex' : 'flex'),
      )}
    >
      <button
        type="button"
        aria-label={text('coloring.zoom.out')}
        title={text('coloring.zoom.out')}
        className={cn(button, 'hidden pointer-fine:grid')}
        onClick={onZoomOut}
      >
        <ZoomOut className="size-5" aria-hidden="true" />
      </button>
      <span
        className={cn(
          'hidden text-center tabular-nums text-ink-600 pointer-fine:inline',
          inRail ? 'w-10 py-0.5 text-xs' : 'w-12',
        )}
        aria-live="polite"
      >
        {intl.formatNumber(view.scale, { style: 'percent', maximumFractionDigits: 0 })}
      </span>
      <button
        type="button"
        aria-label={text('coloring.zoom.in')}
        title={text('coloring.zoom.in')}
        className={cn(button, 'hidden pointer-fine:grid')}
        onClick={onZoomIn}
      >
        <ZoomIn className="size-5" aria-hidden="true" />
      </button>
      <button
        type="button"
        aria-label={text('coloring.zoom.fit')}
        title={text('coloring.zoom.fit')}
        className={button}
        disabled={fit}
        onClick={onFit}
      >
        <Scan className="size-5" aria-hidden="true" />
      </button>
    </div>
  );
}
