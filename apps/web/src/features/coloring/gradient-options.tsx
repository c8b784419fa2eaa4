import { useIntl } from 'react-intl';
import { cn } from '../../lib/cn';

/**
 * Light ends for a gradient from any crayon colour, and black for a dusk. `label`: the whole
 * "Gradient to …" as one message, since some languages change the colour's word inside it.
 */
const ENDS = [
  { color: '#ffffff', label: 'coloring.gradient.to.white' },
  { color: '#fde047', label: 'coloring.gradient.to.yellow' },
  { color: '#fb923c', label: 'coloring.gradient.to.orange' },
  { color: '#f9a8d4', label: 'coloring.gradient.to.pink' },
  { color: '#7dd3fc', label: 'coloring.gradient.to.sky' },
  { color: '#86efac', label: 'coloring.gradient.to.green' },
  { color: '#c4b5fd', label: 'coloring.gradient.to.violet' },
  { color: '#000000', label: 'coloring.gradient.to.black' },
] as const;

type Props = {
  to: string;
  radial: boolean;
  onTo: (color: string) => void;
  onRadial: (radial: boolean) => void;
};

/**
 * A gradient fill's second colour (the first is the current colour) and its shape: linear along
 * the drag, or radial out from where the drag starts (the toggle, or Shift held while dragging).
 */
export function GradientOptions({ to, radial, onTo, onRadial }: Props) {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  return (
    <fieldset className="flex min-w-0 flex-col">
      <legend className="mb-2 text-sm font-bold text-ink-800">{text('coloring.gradient.legend')}</legend>
      <div className="grid grid-cols-8 gap-0.5">
        {ENDS.map(({ color, label }) => (
          <button
            key={color}
            type="button"
            aria-label={text(label)}
            aria-pressed={to === color}
            title={text(label)}
            onClick={() => onTo(color)}
            className={cn(
              'grid aspect-square w-full max-w-11 place-items-center justify-self-center rounded-full transition',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
              to === color ? 'ring-3 ring-brand-500 ring-inset' : 'hover:scale-110',
            )}
          >
            <span
              className="size-[72%] rounded-full ring-1 ring-black/15"
              style={{ backgroundColor: color }}
            />
          </button>
        ))}
      </div>
      <button
        type="button"
        aria-pressed={radial}
        title={text('coloring.gradient.radialTitle')}
        onClick={() => onRadial(!radial)}
        className={cn(
          'mt-2 h-11 rounded-xl px-3 text-sm font-bold text-ink-600 ring-1 ring-ink-200 ring-inset transition pointer-fine:h-9',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
          radial ? 'bg-brand-100 text-brand-800 ring-2 ring-brand-500' : 'hover:bg-ink-100',
        )}
      >
        {text('coloring.gradient.radial')}
      </button>
    </fieldset>
  );
}
