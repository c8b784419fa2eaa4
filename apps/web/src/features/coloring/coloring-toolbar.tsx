import type { EditorState, Tool } from '@colorbook/canvas';
import { Eraser, Hash, type LucideIcon, PaintBucket, Paintbrush, Pipette, Redo2, Undo2 } from 'lucide-react';
import { type ReactNode, useRef } from 'react';
import { useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import { ToolButton } from './tool-button';
import { BrushSizeButton, ColorButton } from './toolbar-buttons';
import { ToolbarPanel, useCloseOnOutside } from './toolbar-panel';
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
  onUndo,
  onRedo,
  footer,
  numbers,
  ...panel
}: Props) {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  const panelOpen = state.palette || state.brush;
  const rootRef = useRef<HTMLDivElement>(null);
  useCloseOnOutside(panelOpen, rootRef, panel.onClosePanels);
  return (
    <div
      ref={rootRef}
      className={cn(
        'fixed inset-x-0 bottom-0 z-20 px-2 pb-[max(0.5rem,env(safe-area-inset-bottom))]',
        'rail:relative rail:inset-auto rail:z-10 rail:self-start rail:p-0',
      )}
    >
      {panelOpen && (
        <ToolbarPanel
          state={state}
          disabled={disabled}
          numbers={numbers}
          onColor={panel.onColor}
          onCustomColor={panel.onCustomColor}
          onBrushSize={panel.onBrushSize}
          onClosePanels={panel.onClosePanels}
          panelsOverSidebar={panel.panelsOverSidebar ?? false}
          brushOptions={panel.brushOptions}
          paletteOptions={panel.paletteOptions}
        />
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
            // What the first paint's picture reads to take a tap on a tool (early-coloring.ts).
            data-tool={tool}
            data-tool-key={key}
          />
        ))}
        <Divider />
        <ColorButton color={state.color} open={state.palette} onToggle={panel.onTogglePalette} />
        <BrushSizeButton size={state.brushSize} open={state.brush} onToggle={panel.onToggleBrush} />
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
