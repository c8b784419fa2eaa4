import type { EditorState, Tool } from '@colorbook/canvas';
import { Eraser, Hash, type LucideIcon, PaintBucket, Paintbrush, Pipette, Redo2, Undo2 } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import { BrushPanel } from './brush-panel';
import { PalettePanel } from './palette-panel';
import { ToolButton } from './tool-button';
import type { History } from './use-coloring-engine';

/** `label`: a message key; `key`: the keyboard shortcut, the same in every language. */
const TOOLS: { tool: Tool; label: string; key: string; icon: LucideIcon }[] = [
  { tool: 'brush', label: 'coloring.tool.brush', key: 'B', icon: Paintbrush },
  { tool: 'eraser', label: 'coloring.tool.eraser', key: 'E', icon: Eraser },
  { tool: 'fill', label: 'coloring.tool.fill', key: 'F', icon: PaintBucket },
  { tool: 'eyedropper', label: 'coloring.tool.eyedropper', key: 'I', icon: Pipette },
];

type Props = {
  state: EditorState;
  history: History;
  disabled: boolean;
  onTool: (tool: Tool) => void;
  onColor: (color: string) => void;
  onCustomColor: (color: string) => void;
  onBrushSize: (size: number) => void;
  onTogglePalette: () => void;
  onToggleBrush: () => void;
  /** Closes whichever panel is open (Escape, or a tap anywhere outside the dock and panel). */
  onClosePanels: () => void;
  onUndo: () => void;
  onRedo: () => void;
  /** The rail layout: more controls at the foot of the rail (the zoom buttons). */
  footer?: ReactNode;
  /** Panels open to the left of the rail, over the sidebar (desktops, unless scaled). */
  panelsOverSidebar?: boolean;
  /** Colour by number: on (or loading its key), and its toggle. */
  numbers: { on: boolean; onToggle: () => void };
  /** More brush options under the sizes (texture, symmetry). */
  brushOptions?: ReactNode;
  /** More in the palette panel, above the swatches (magic colours and a hint). */
  paletteOptions?: ReactNode;
};

const Divider = () => (
  <span
    aria-hidden="true"
    className="mx-0.5 h-7 w-px shrink-0 bg-ink-200 rail:mx-0 rail:my-0.5 rail:h-px rail:w-7 short:col-span-2 short:w-full"
  />
);

/**
 * The tool dock: a bar fixed to the bottom of the screen on phones and tablets, a rail beside
 * the canvas on desktops. The palette and brush panels open above the bar / beside the rail.
 */
export function ColoringToolbar({
  state,
  history,
  disabled,
  onTool,
  onColor,
  onCustomColor,
  onBrushSize,
  onTogglePalette,
  onToggleBrush,
  onClosePanels,
  onUndo,
  onRedo,
  footer,
  panelsOverSidebar = false,
  numbers,
  brushOptions,
  paletteOptions,
}: Props) {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  const panelOpen = state.palette || state.brush;
  const rootRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef(onClosePanels);
  closeRef.current = onClosePanels;
  useEffect(() => {
    if (!panelOpen) return;
    const handleKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      // A dialog open over the screen (share, replay) is what Escape closes, not the panel behind it.
      if (event.target instanceof Element && event.target.closest('dialog[open]')) return;
      event.preventDefault();
      closeRef.current();
    };
    // Capture phase, so a tap on the canvas closes the panel before it paints or pans.
    const handlePointer = (event: PointerEvent) => {
      if (event.target instanceof Node && rootRef.current?.contains(event.target)) return;
      closeRef.current();
    };
    window.addEventListener('keydown', handleKey);
    window.addEventListener('pointerdown', handlePointer, true);
    return () => {
      window.removeEventListener('keydown', handleKey);
      window.removeEventListener('pointerdown', handlePointer, true);
    };
  }, [panelOpen]);
  return (
    <div
      ref={rootRef}
      className={cn(
        'fixed inset-x-0 bottom-0 z-20 px-2 pb-[max(0.5rem,env(safe-area-inset-bottom))]',
        'rail:relative rail:inset-auto rail:z-10 rail:self-start rail:p-0',
      )}
    >
      {panelOpen && (
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
          {state.brush && <BrushPanel size={state.brushSize} color={state.color} onSize={onBrushSize} />}
          {state.brush && brushOptions}
          {state.palette && (
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
              {text('coloring.numbers.title')}
            </button>
          )}
          {state.palette && paletteOptions}
          {state.palette && (
            <PalettePanel
              color={state.color}
              recentColors={state.recentColors}
              onColor={onColor}
              onCustomColor={onCustomColor}
            />
          )}
        </div>
      )}
      <div
        role="toolbar"
        aria-label={text('coloring.toolbar.label')}
        className={cn(
          'mx-auto flex w-fit max-w-full items-center justify-center gap-0.5 overflow-x-auto rounded-2xl bg-surface/95 p-1 shadow-pop ring-1 ring-ink-200 backdrop-blur',
          'rail:flex-col rail:overflow-visible rail:p-1.5 short:grid short:grid-cols-2',
        )}
      >
        {TOOLS.map(({ tool, label, key, icon }) => (
          <ToolButton
            key={tool}
            label={text(label)}
            title={intl.formatMessage({ id: 'coloring.tool.withKey' }, { tool: text(label), key })}
            icon={icon}
            pressed={state.tool === tool}
            disabled={disabled}
            onClick={() => onTool(tool)}
          />
        ))}
        <Divider />
        <button
          type="button"
          aria-label={text('coloring.palette')}
          aria-pressed={state.palette}
          aria-expanded={state.palette}
          title={text('coloring.palette')}
          onClick={onTogglePalette}
          className={cn(
            'grid size-11 shrink-0 place-items-center rounded-xl transition pointer-fine:size-10',
            'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
            state.palette ? 'bg-brand-100 ring-2 ring-brand-500' : 'hover:bg-ink-100',
          )}
        >
          <span
            aria-hidden="true"
            className="size-7 rounded-full ring-2 ring-white shadow-[0_0_0_1px_rgb(0_0_0/0.15)]"
            style={{ backgroundColor: state.color }}
          />
        </button>
        <button
          type="button"
          // The number it shows is part of its name (a voice user says what they see).
          aria-label={intl.formatMessage({ id: 'coloring.brushSize.current' }, { size: state.brushSize })}
          aria-pressed={state.brush}
          aria-expanded={state.brush}
          title={intl.formatMessage({ id: 'coloring.brushSize.title' }, { size: state.brushSize })}
          onClick={onToggleBrush}
          className={cn(
            'flex size-11 shrink-0 flex-col items-center justify-center rounded-xl text-[0.65rem] leading-none font-extrabold text-ink-600 transition pointer-fine:size-10',
            'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
            state.brush ? 'bg-brand-100 text-brand-800 ring-2 ring-brand-500' : 'hover:bg-ink-100',
          )}
        >
          <span className="grid h-5 place-items-center" aria-hidden="true">
            <span
              className="rounded-full bg-ink-800"
              style={{ width: 4 + state.brushSize / 2.5, height: 4 + state.brushSize / 2.5 }}
            />
          </span>
          <span aria-hidden="true">{state.brushSize}</span>
        </button>
        {/* Phones' docks and sideways rails have no room for it: there it is in the palette panel. */}
        <span className="hidden rail:contents short:hidden">
          <ToolButton
            label={text('coloring.numbers.title')}
            title={text('coloring.numbers.title')}
            icon={Hash}
            pressed={numbers.on}
            disabled={disabled}
            onClick={numbers.onToggle}
          />
        </span>
        <Divider />
        <ToolButton
          label={text('coloring.undo')}
          title={text('coloring.undo.title')}
          icon={Undo2}
          disabled={disabled || !history.canUndo}
          onClick={onUndo}
        />
        <ToolButton
          label={text('coloring.redo')}
          title={text('coloring.redo.title')}
          icon={Redo2}
          disabled={disabled || !history.canRedo}
          onClick={onRedo}
        />
        {footer && (
          <>
            <Divider />
            {footer}
          </>
        )}
      </div>
    </div>
  );
}
