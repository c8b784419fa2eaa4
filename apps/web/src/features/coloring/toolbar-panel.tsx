import type { EditorState } from '@colorbook/canvas';
import { Hash } from 'lucide-react';
import { type ReactNode, type RefObject, useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import { BrushPanel } from './brush-panel';
import { PalettePanel } from './palette-panel';

/**
 * Closes the open panel on Escape or on a pointer down anywhere outside `root` (the dock and its
 * panel). Capture phase, so a tap on the canvas closes the panel before it paints or pans.
 */
export function useCloseOnOutside(open: boolean, root: RefObject<HTMLElement | null>, onClose: () => void) {
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  useEffect(() => {
    if (!open) return;
    const handleKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      // A dialog open over the screen (share, replay) is what Escape closes, not the panel behind it.
      if (event.target instanceof Element && event.target.closest('dialog[open]')) return;
      event.preventDefault();
      closeRef.current();
    };
    const handlePointer = (event: PointerEvent) => {
      if (event.target instanceof Node && root.current?.contains(event.target)) return;
      closeRef.current();
    };
    window.addEventListener('keydown', handleKey);
    window.addEventListener('pointerdown', handlePointer, true);
    return () => {
      window.removeEventListener('keydown', handleKey);
      window.removeEventListener('pointerdown', handlePointer, true);
    };
  }, [open, root]);
}

type Props = {
  state: EditorState;
  disabled: boolean;
  onColor: (color: string) => void;
  onCustomColor: (color: string) => void;
  onBrushSize: (size: number) => void;
  onClosePanels: () => void;
  panelsOverSidebar: boolean;
  numbers: { on: boolean; onToggle: () => void };
  brushOptions?: ReactNode;
  paletteOptions?: ReactNode;
};

/** The palette or brush panel: above the bar on phones, beside the rail on desktops. */
export function ToolbarPanel({ state, panelsOverSidebar, brushOptions, paletteOptions, ...props }: Props) {
  return (
    <div
      className={cn(
        'mx-auto mb-2 flex max-w-xl animate-fade-in flex-col gap-4 rounded-card bg-surface p-3 shadow-pop ring-1 ring-ink-200',
        // The painter's options make a tall panel: it scrolls rather than leave the screen.
        'max-h-[calc(100dvh-6rem)] overflow-y-auto',
        'rail:absolute rail:top-0 rail:mb-0 rail:w-64 short:max-h-[calc(100dvh-5rem)]',
        // Desktops: over the sidebar's menu, so the whole page stays in view while choosing;
        // without the sidebar (scaled mode, phones) it opens beside the rail.
        panelsOverSidebar ? 'rail:right-full rail:mr-3' : 'rail:left-full rail:ml-3',
      )}
    >
      {state.brush && <BrushPanel size={state.brushSize} color={state.color} onSize={props.onBrushSize} />}
      {state.brush && brushOptions}
      {state.palette && <NumbersToggle {...props} />}
      {state.palette && paletteOptions}
      {state.palette && (
        <PalettePanel
          color={state.color}
          recentColors={state.recentColors}
          onColor={props.onColor}
          onCustomColor={props.onCustomColor}
        />
      )}
    </div>
  );
}

/** Colour by number's switch inside the palette panel, where phones' docks have no room for it. */
function NumbersToggle({
  numbers,
  disabled,
  onClosePanels,
}: Pick<Props, 'numbers' | 'disabled' | 'onClosePanels'>) {
  const intl = useIntl();
  return (
    <button
      type="button"
      aria-pressed={numbers.on}
      disabled={disabled}
      onClick={() => {
        numbers.onToggle();
        onClosePanels();
      }}
      className={cn(
        'flex h-11 items-center justify-center gap-2 rounded-xl text-sm font-bold ring-1 ring-ink-200 transition rail:hidden short:flex',
        numbers.on ? 'bg-brand-600 text-white' : 'text-ink-700 hover:bg-ink-100',
      )}
    >
      <Hash className="size-5" aria-hidden="true" />
      {intl.formatMessage({ id: 'coloring.numbers.title' })}
    </button>
  );
}
