import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import type { KidColor } from './kid-palette';
import { speakText } from './speak-text';
import { isDark } from './swatch-contrast';

const LONG_PRESS_MS = 450;
const BUBBLE_MS = 1400;

type Props = {
  color: KidColor;
  selected: boolean;
  onChoose: () => void;
  /** Colour by number: the key colour's number, shown on the swatch. */
  number?: number;
};

/**
 * A 64 px colour for small fingers. A tap chooses it; a long press also says its name (and shows
 * it, for devices without speech), without the browser's own long-press menu.
 */
export function KidSwatch({ color, selected, onChoose, number }: Props) {
  const intl = useIntl();
  const values = { number, name: color.name };
  const label =
    number === undefined ? color.name : intl.formatMessage({ id: 'coloring.kid.swatchTitle' }, values);
  const [named, setNamed] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const stop = () => {
    if (timer.current !== undefined) clearTimeout(timer.current);
    timer.current = undefined;
  };
  // An unmount mid-press must not speak afterwards.
  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    if (!named) return;
    const hide = setTimeout(() => setNamed(false), BUBBLE_MS);
    return () => clearTimeout(hide);
  }, [named]);

  return (
    <button
      type="button"
      aria-label={
        number === undefined ? color.name : intl.formatMessage({ id: 'coloring.numbers.swatch' }, values)
      }
      aria-pressed={selected}
      title={label}
      onClick={onChoose}
      onPointerDown={() => {
        stop();
        timer.current = setTimeout(() => {
          speakText(
            number === undefined ? color.name : intl.formatMessage({ id: 'coloring.kid.spoken' }, values),
          );
          setNamed(true);
        }, LONG_PRESS_MS);
      }}
      onPointerUp={stop}
      onPointerLeave={stop}
      onPointerCancel={stop}
      onContextMenu={(event) => event.preventDefault()}
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
          'grid size-12 place-items-center rounded-full text-xl font-extrabold ring-1 ring-black/15 transition',
          isDark(color.hex) ? 'text-white' : 'text-ink-900',
          selected && 'scale-110',
        )}
        style={{ backgroundColor: color.hex }}
      >
        {number}
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
