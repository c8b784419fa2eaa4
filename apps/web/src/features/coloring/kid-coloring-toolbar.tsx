import type { EditorState, Tool } from '@colorbook/canvas';
import { Eraser, Hash, type LucideIcon, PaintBucket, Paintbrush, Undo2 } from 'lucide-react';
import type { ButtonHTMLAttributes, Ref } from 'react';
import { useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import { useColorAids } from './color-aids-store';
import { KID_BRUSH_SIZES, KID_PALETTE, KID_TOOL_TEXT } from './kid-palette';
import { KidSwatch } from './kid-swatch';
import type { ColorByNumber } from './use-color-by-number';
import type { History } from './use-coloring-engine';
import { useReportedHeight } from './use-reported-height';

type Props = {
  state: EditorState;
  history: History;
  disabled: boolean;
  onTool: (tool: Tool) => void;
  onColor: (color: string) => void;
  onBrushSize: (size: number) => void;
  onUndo: () => void;
  /** Colour by number, when the page has a colour key: the toggle, and the key's colours in its mode. */
  numbers?: ColorByNumber;
  /** Phones: the dock's height, so the canvas above it gets the rest of the screen. */
  onHeight?: (px: number) => void;
};

type KidButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  label: string;
  icon?: LucideIcon;
  pressed?: boolean;
  /** One of a set of choices (brush sizes): a lighter selected look than a tool's. */
  choice?: boolean;
  ref?: Ref<HTMLButtonElement>;
};

/** 64 px, icon over a short word: big enough for small fingers, readable for the grown-up. */
function KidButton({ label, icon: Icon, pressed, choice, className, children, ...props }: KidButtonProps) {
  return (
    <button
      type="button"
      aria-label={label}
      aria-pressed={pressed}
      title={label}
      className={cn(
        'flex size-16 shrink-0 touch-manipulation flex-col items-center justify-center gap-0.5 rounded-2xl text-xs font-extrabold text-ink-700 transition select-none',
        'hover:bg-ink-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
        'active:scale-95 disabled:pointer-events-none disabled:opacity-40',
        pressed &&
          (choice
            ? 'bg-brand-100 text-brand-800 ring-3 ring-brand-500 ring-inset hover:bg-brand-100'
            : 'bg-brand-600 text-white shadow-soft hover:bg-brand-700'),
        className,
      )}
      {...props}
    >
      {Icon && <Icon className="size-7 shrink-0" strokeWidth={2.25} aria-hidden="true" />}
      {children ?? <span aria-hidden="true">{label}</span>}
    </button>
  );
}

/**
 * Kid mode's tools (issue 24): fill first, the brush in three sizes, eraser, undo, colour by
 * number when the page has a key, and big colours always in view (twelve, or the key's numbered
 * ones in colour by number). A dock at the bottom on phones, a rail beside the page on desktops.
 */
export function KidColoringToolbar({
  state,
  history,
  disabled,
  onTool,
  onColor,
  onBrushSize,
  onUndo,
  numbers,
  onHeight,
}: Props) {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  const rootRef = useReportedHeight(onHeight);
  const { symbols } = useColorAids();

  const brushing = state.tool === 'brush';
  // The key's numbered colours replace the twelve while colour by number is on.
  const numberMode = numbers?.active ? numbers : null;
  const tools: { tool: Tool; label: string; icon: LucideIcon }[] = [
    { tool: 'fill', label: text(KID_TOOL_TEXT.fill), icon: PaintBucket },
    { tool: 'brush', label: text(KID_TOOL_TEXT.brush), icon: Paintbrush },
    { tool: 'eraser', label: text(KID_TOOL_TEXT.eraser), icon: Eraser },
  ];

  return (
    <div
      ref={rootRef}
      data-testid="kid-toolbar"
      className={cn(
        'fixed inset-x-0 bottom-0 z-20 px-2 pb-[max(0.5rem,env(safe-area-inset-bottom))]',
        'rail:relative rail:inset-auto rail:z-10 rail:self-start rail:p-0',
      )}
    >
      <div
        className={cn(
          // Phones: colours on top, tools at the bottom by the thumb; the rail: tools first.
          'mx-auto flex w-fit max-w-full flex-col-reverse gap-1.5 rail:flex-col rounded-3xl bg-surface/95 p-1.5 shadow-pop ring-1 ring-ink-200 backdrop-blur',
          'rail:max-h-[calc(100dvh-6rem)] rail:w-[13.25rem] rail:overflow-y-auto short:max-h-[calc(100dvh-5rem)]',
        )}
      >
        <div
          role="toolbar"
          aria-label={text(KID_TOOL_TEXT.toolbar)}
          className="flex justify-center gap-1.5 rail:grid rail:grid-cols-3"
        >
          {tools.map(({ tool, label, icon }) => (
            <KidButton
              key={tool}
              label={label}
              icon={icon}
              pressed={state.tool === tool}
              disabled={disabled}
              onClick={() => onTool(tool)}
            />
          ))}
          <KidButton
            label={text(KID_TOOL_TEXT.undo)}
            icon={Undo2}
            disabled={disabled || !history.canUndo}
            onClick={onUndo}
          />
          {numbers && (
            <KidButton
              label={text(KID_TOOL_TEXT.numbers)}
              title={text(KID_TOOL_TEXT.numbersTitle)}
              icon={Hash}
              pressed={numbers.on}
              aria-busy={numbers.loading || undefined}
              disabled={disabled}
              onClick={numbers.toggle}
            >
              <span aria-hidden="true" className="tabular-nums">
                {numbers.progress
                  ? `${numbers.progress.done}/${numbers.progress.total}`
                  : text(KID_TOOL_TEXT.numbers)}
              </span>
            </KidButton>
          )}
        </div>
        {brushing && (
          <fieldset className="flex min-w-0 justify-center gap-1.5 rail:grid rail:grid-cols-3">
            <legend className="sr-only">{text(KID_TOOL_TEXT.sizes)}</legend>
            {KID_BRUSH_SIZES.map(({ size, label }) => (
              <KidButton
                key={size}
                label={text(label)}
                pressed={state.brushSize === size}
                disabled={disabled}
                choice
                onClick={() => onBrushSize(size)}
              >
                <span
                  aria-hidden="true"
                  className="rounded-full"
                  style={{ width: 8 + size * 0.9, height: 8 + size * 0.9, backgroundColor: state.color }}
                />
              </KidButton>
            ))}
          </fieldset>
        )}
        <section
          aria-label={text(numberMode ? KID_TOOL_TEXT.numberColours : KID_TOOL_TEXT.colours)}
          title={text(KID_TOOL_TEXT.longPressHint)}
          className="flex gap-1 overflow-x-auto overscroll-x-contain p-1 rail:grid rail:grid-cols-3 rail:overflow-visible"
        >
          {numberMode
            ? numberMode.palette.map((hex, index) => (
                <KidSwatch
                  // A key may repeat a colour: the index names the swatch.
                  // biome-ignore lint/suspicious/noArrayIndexKey: swatches are fixed by the key.
                  key={index}
                  color={{
                    hex,
                    name:
                      numberMode.names?.[index] ??
                      intl.formatMessage({ id: KID_TOOL_TEXT.numberName }, { number: index + 1 }),
                  }}
                  number={index + 1}
                  symbol={symbols}
                  selected={numberMode.swatch === index}
                  onChoose={() => numberMode.pickSwatch(index)}
                />
              ))
            : KID_PALETTE.map(({ hex, nameId }) => (
                <KidSwatch
                  key={hex}
                  color={{ hex, name: text(nameId) }}
                  symbol={symbols}
                  selected={state.color === hex}
                  onChoose={() => onColor(hex)}
                />
              ))}
        </section>
        {numberMode?.progress && (
          <output aria-live="polite" data-testid="kid-number-progress" className="sr-only">
            {intl.formatMessage(
              { id: 'coloring.numbers.progress' },
              { done: numberMode.progress.done, total: numberMode.progress.total },
            )}
          </output>
        )}
      </div>
    </div>
  );
}
