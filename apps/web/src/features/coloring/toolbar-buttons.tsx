import { useIntl } from 'react-intl';
import { cn } from '../../lib/cn';

const DOCK_BUTTON = cn(
  'size-11 shrink-0 rounded-xl transition pointer-fine:size-10',
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
);

/** Opens the palette; shows the colour in use. */
export function ColorButton({
  color,
  open,
  onToggle,
}: {
  color: string;
  open: boolean;
  onToggle: () => void;
}) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: 'coloring.palette' });
  return (
    <button
      type="button"
      aria-label={label}
      aria-pressed={open}
      aria-expanded={open}
      title={label}
      onClick={onToggle}
      className={cn(
        DOCK_BUTTON,
        'grid place-items-center',
        open ? 'bg-brand-100 ring-2 ring-brand-500' : 'hover:bg-ink-100',
      )}
    >
      <span
        aria-hidden="true"
        className="size-7 rounded-full ring-2 ring-white shadow-[0_0_0_1px_rgb(0_0_0/0.15)]"
        style={{ backgroundColor: color }}
      />
    </button>
  );
}

/** Opens the brush sizes; shows the size in use as a dot and a number. */
export function BrushSizeButton({
  size,
  open,
  onToggle,
}: {
  size: number;
  open: boolean;
  onToggle: () => void;
}) {
  const intl = useIntl();
  return (
    <button
      type="button"
      // The number it shows is part of its name (a voice user says what they see).
      aria-label={intl.formatMessage({ id: 'coloring.brushSize.current' }, { size })}
      aria-pressed={open}
      aria-expanded={open}
      title={intl.formatMessage({ id: 'coloring.brushSize.title' }, { size })}
      onClick={onToggle}
      className={cn(
        DOCK_BUTTON,
        'flex flex-col items-center justify-center text-[0.65rem] leading-none font-extrabold text-ink-600',
        open ? 'bg-brand-100 text-brand-800 ring-2 ring-brand-500' : 'hover:bg-ink-100',
      )}
    >
      <span className="grid h-5 place-items-center" aria-hidden="true">
        <span className="rounded-full bg-ink-800" style={{ width: 4 + size / 2.5, height: 4 + size / 2.5 }} />
      </span>
      <span aria-hidden="true">{size}</span>
    </button>
  );
}
