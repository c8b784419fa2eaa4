import { BRUSH_SIZES } from '@colorbook/canvas';
import { useIntl } from 'react-intl';
import { cn } from '../../lib/cn';

type Props = { size: number; color: string; onSize: (size: number) => void };

/** Spec §2, §9: the brush size choices 30, 25, 20, 15, 10, 5 (default 20). */
export function BrushPanel({ size, color, onSize }: Props) {
  const intl = useIntl();
  return (
    <section
      aria-label={intl.formatMessage({ id: 'coloring.brushSizes' })}
      className="flex flex-wrap gap-1 rail:grid rail:grid-cols-3"
    >
      {BRUSH_SIZES.map((choice) => (
        <button
          key={choice}
          type="button"
          aria-label={intl.formatMessage({ id: 'coloring.brushSize.choice' }, { size: choice })}
          aria-pressed={size === choice}
          title={intl.formatMessage({ id: 'coloring.brushSize.choice' }, { size: choice })}
          onClick={() => onSize(choice)}
          className={cn(
            'flex size-13 flex-col items-center justify-center gap-0.5 rounded-xl text-xs font-bold text-ink-600 transition',
            'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
            size === choice ? 'bg-brand-100 text-brand-800 ring-2 ring-brand-500' : 'hover:bg-ink-100',
          )}
        >
          <span className="grid h-7 place-items-center">
            <span
              className="rounded-full ring-1 ring-black/10"
              style={{ width: choice * 0.9, height: choice * 0.9, backgroundColor: color }}
            />
          </span>
          {choice}
        </button>
      ))}
    </section>
  );
}
