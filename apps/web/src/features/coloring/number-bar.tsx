import { Lightbulb, type LucideIcon, Sparkles, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import { useColorAids } from './color-aids-store';
import { ColorSymbol } from './color-symbol';
import { isDark } from './swatch-contrast';
import type { ColorByNumber } from './use-color-by-number';
import { useReportedHeight } from './use-reported-height';
import { useSpokenSwatch } from './use-spoken-swatch';

const actionClass = cn(
  'flex h-11 shrink-0 items-center gap-1 rounded-xl px-2 text-sm font-bold text-ink-700 transition pointer-fine:h-9',
  'hover:bg-ink-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
);

/** The gap under the bar (Tailwind's mb-2): part of the height the page's viewport gives up. */
const BAR_GAP_PX = 8;

type BarActionProps = {
  icon: LucideIcon;
  /** Its name, and its words beside the icon from sm up (unless `iconOnly`). */
  label: string;
  title: string;
  onClick: () => void;
  iconOnly?: boolean;
};

/** One of the bar's buttons (hint, magic colours, leave): an icon, with its words on wider screens. */
function BarAction({ icon: Icon, label, title, onClick, iconOnly = false }: BarActionProps) {
  return (
    <button type="button" aria-label={label} title={title} className={actionClass} onClick={onClick}>
      <Icon className="size-5" aria-hidden="true" />
      {!iconOnly && <span className="hidden whitespace-nowrap sm:inline">{label}</span>}
    </button>
  );
}

/** Keeps the picked swatch in view in a row that scrolls (phones), without scrolling the page. */
function useSwatchInView(swatch: number | null) {
  const rowRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const row = rowRef.current;
    const picked = swatch === null ? null : row?.children[swatch];
    if (!row || !(picked instanceof HTMLElement)) return;
    const left = picked.offsetLeft - row.offsetLeft;
    if (left < row.scrollLeft) row.scrollLeft = left;
    else if (left + picked.offsetWidth > row.scrollLeft + row.clientWidth)
      row.scrollLeft = left + picked.offsetWidth - row.clientWidth;
  }, [swatch]);
  return rowRef;
}

type SwatchProps = {
  color: string;
  index: number;
  name: string;
  selected: boolean;
  /** The colour family's symbol beside the number (issue 42). */
  symbol: boolean;
  onPick: () => void;
};

/** Swatch n: picks key colour n; a long press says its number and name. */
function NumberSwatch({ color, index, name, selected, symbol, onPick }: SwatchProps) {
  const intl = useIntl();
  const named = { number: index + 1, name };
  const { handlers } = useSpokenSwatch(intl.formatMessage({ id: 'coloring.kid.spoken' }, named));
  return (
    <button
      type="button"
      aria-label={intl.formatMessage({ id: 'coloring.numbers.swatch' }, named)}
      aria-pressed={selected}
      // Keys 1 to 9 pick the first nine swatches; [ and ] step through all of them.
      title={intl.formatMessage(
        { id: index < 9 ? 'coloring.numbers.swatchTitleShortcut' : 'coloring.numbers.swatchTitle' },
        named,
      )}
      onClick={onPick}
      {...handlers}
      data-testid="number-swatch"
      className={cn(
        'grid size-11 shrink-0 touch-manipulation place-items-center rounded-full transition select-none [-webkit-touch-callout:none] pointer-fine:size-9',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
        selected ? 'ring-3 ring-brand-500 ring-inset' : 'hover:scale-105',
      )}
    >
      <span
        className={cn(
          'relative grid size-8 place-items-center rounded-full text-sm font-extrabold ring-1 ring-black/15 pointer-fine:size-7',
          isDark(color) ? 'text-white' : 'text-ink-900',
        )}
        style={{ backgroundColor: color }}
      >
        {index + 1}
        {symbol && <ColorSymbol hex={color} />}
      </span>
    </button>
  );
}

/**
 * Colour by number's palette, above the page: the progress (k of N), magic colours, a hint and
 * leave on their own row, and under them the numbered swatches (swatch n picks key colour n and
 * highlights the regions still to colour with it) in a row of their own, which wraps on wider
 * screens and scrolls on a phone, so no swatch ever lies under a button.
 */
export function NumberBar({ mode, onHeight }: { mode: ColorByNumber; onHeight: (px: number) => void }) {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  const { palette, names, swatch, progress } = mode;
  // The swatches wrap to more rows on narrow screens: the page's viewport below gives up the
  // bar's height with its gap, and gets it back when colour by number ends.
  const ref = useReportedHeight(onHeight, { gapPx: BAR_GAP_PX, ceil: true, resetOnUnmount: true });
  const rowRef = useSwatchInView(swatch);
  const { symbols } = useColorAids();
  return (
    <div ref={ref} className="mb-2 flex justify-center">
      <section
        aria-label={text('coloring.numbers.title')}
        className="flex w-full min-w-0 flex-col gap-1 rounded-2xl bg-surface/95 p-1 shadow-pop ring-1 ring-ink-200 backdrop-blur"
      >
        <div className="flex items-center gap-1">
          <output
            data-testid="number-progress"
            aria-live="polite"
            className="min-w-0 flex-1 truncate px-2 text-sm font-extrabold whitespace-nowrap text-ink-700 tabular-nums"
          >
            {progress
              ? intl.formatMessage(
                  { id: 'coloring.numbers.progress' },
                  { done: progress.done, total: progress.total },
                )
              : '…'}
          </output>
          <BarAction
            icon={Lightbulb}
            label={text('coloring.hint')}
            title={text('coloring.hint.title')}
            onClick={mode.hint}
          />
          <BarAction
            icon={Sparkles}
            label={text('coloring.magic')}
            title={text('coloring.magic.title')}
            onClick={mode.magic}
          />
          <BarAction
            icon={X}
            label={text('coloring.numbers.leave')}
            title={text('coloring.numbers.leaveTitle')}
            onClick={mode.toggle}
            iconOnly
          />
        </div>
        {/* A row of their own: it wraps on wider screens and scrolls on a phone. */}
        <div
          ref={rowRef}
          data-testid="number-swatches"
          className="flex min-w-0 items-center gap-1 overflow-x-auto sm:flex-wrap sm:justify-center sm:overflow-visible"
        >
          {palette.map((color, index) => (
            <NumberSwatch
              // A palette may repeat a colour: the index names the swatch.
              // biome-ignore lint/suspicious/noArrayIndexKey: swatches are fixed by the key.
              key={index}
              color={color}
              index={index}
              name={names?.[index] ?? color}
              selected={swatch === index}
              symbol={symbols}
              onPick={() => mode.pickSwatch(index)}
            />
          ))}
        </div>
      </section>
    </div>
  );
}
