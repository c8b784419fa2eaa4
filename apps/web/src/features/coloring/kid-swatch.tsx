import { useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import { ColorSymbol } from './color-symbol';
import type { KidColor } from './kid-palette';
import { isDark } from './swatch-contrast';
import { useSpokenSwatch } from './use-spoken-swatch';

type Props = {
  color: KidColor;
  selected: boolean;
  onChoose: () => void;
  /** Colour by number: the key colour's number, shown on the swatch. */
  number?: number;
  /** The colour family's symbol beside it (kid mode shows them). */
  symbol?: boolean;
};

/**
 * A 64 px colour for small fingers. A tap chooses it; a long press also says its name (and shows
 * it, for devices without speech), without the browser's own long-press menu.
 */
export function KidSwatch({ color, selected, onChoose, number, symbol = false }: Props) {
  const intl = useIntl();
  const values = { number, name: color.name };
  const label =
    number === undefined ? color.name : intl.formatMessage({ id: 'coloring.kid.swatchTitle' }, values);
  const { named, handlers } = useSpokenSwatch(
    number === undefined ? color.name : intl.formatMessage({ id: 'coloring.kid.spoken' }, values),
  );

  return (
    <button
      type="button"
      aria-label={
        number === undefined ? color.name : intl.formatMessage({ id: 'coloring.numbers.swatch' }, values)
      }
      aria-pressed={selected}
      title={label}
      onClick={onChoose}
      {...handlers}
      data-testid={number === undefined ? 'kid-swatch' : 'kid-number-swatch'}
      className={cn(
        'relative grid size-16 shrink-0 touch-manipulation place-items-center rounded-2xl transition select-none [-webkit-touch-callout:none]',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
        selected ? 'bg-brand-100 ring-3 ring-brand-500' : 'hover:bg-ink-100 active:scale-95',
      )}
    >
      <span
        aria-hidden="true"
        className={cn(
          'relative grid size-12 place-items-center rounded-full text-xl font-extrabold ring-1 ring-black/15 transition',
          isDark(color.hex) ? 'text-white' : 'text-ink-900',
          selected && 'scale-110',
        )}
        style={{ backgroundColor: color.hex }}
      >
        {number}
        {symbol && <ColorSymbol hex={color.hex} className="size-5 [&>svg]:size-3.5" />}
      </span>
      {named && (
        <span
          aria-hidden="true"
          // Inside the button: the palette strip scrolls sideways and would clip a bubble above it.
          className="pointer-events-none absolute inset-1 grid animate-fade-in place-items-center rounded-xl bg-ink-900/85 px-1 text-center text-xs leading-tight font-extrabold text-white"
        >
          {color.name}
        </span>
      )}
    </button>
  );
}
