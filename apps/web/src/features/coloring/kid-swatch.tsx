import { useEffect, useRef, useState } from 'react';
import { cn } from '../../lib/cn';
import type { KidColor } from './kid-palette';
import { speakText } from './speak-text';

const LONG_PRESS_MS = 450;
const BUBBLE_MS = 1400;

type Props = { color: KidColor; selected: boolean; onChoose: (hex: string) => void };

/**
 * A 64 px colour for small fingers. A tap chooses it; a long press also says its name (and shows
 * it, for devices without speech), without the browser's own long-press menu.
 */
export function KidSwatch({ color, selected, onChoose }: Props) {
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
      aria-label={color.name}
      aria-pressed={selected}
      title={color.name}
      onClick={() => onChoose(color.hex)}
      onPointerDown={() => {
        stop();
        timer.current = setTimeout(() => {
          speakText(color.name);
          setNamed(true);
        }, LONG_PRESS_MS);
      }}
      onPointerUp={stop}
      onPointerLeave={stop}
      onPointerCancel={stop}
      onContextMenu={(event) => event.preventDefault()}
      data-testid="kid-swatch"
      className={cn(
        'relative grid size-16 shrink-0 touch-manipulation place-items-center rounded-2xl transition select-none [-webkit-touch-callout:none]',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
        selected ? 'bg-brand-100 ring-3 ring-brand-500' : 'hover:bg-ink-100 active:scale-95',
      )}
    >
      <span
        aria-hidden="true"
        className={cn('size-12 rounded-full ring-1 ring-black/15 transition', selected && 'scale-110')}
        style={{ backgroundColor: color.hex }}
      />
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
