import { Lightbulb, Sparkles, X } from 'lucide-react';
import { useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import { isDark } from './swatch-contrast';
import type { ColorByNumber } from './use-color-by-number';

/** The bar's height and the gap under it: the page's viewport is that much shorter. */
export const NUMBER_BAR_PX = 60;

const actionClass = cn(
  'flex h-11 shrink-0 items-center gap-1 rounded-xl px-2 text-sm font-bold text-ink-700 transition pointer-fine:h-9',
  'hover:bg-ink-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
);

/**
 * Colour by number's palette, above the page: the progress (k of N), the numbered
 * swatches (swatch n picks key colour n and highlights the regions still to colour with it),
 * magic colours and a hint. One scrolling row, so it stays one line on a phone.
 */
export function NumberBar({ mode }: { mode: ColorByNumber }) {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  const { palette, names, swatch, progress } = mode;
  return (
    <div className="mb-2 flex h-13 justify-center">
      <section
        aria-label={text('coloring.numbers.title')}
        className="flex max-w-full min-w-0 items-center gap-1 rounded-2xl bg-surface/95 p-1 shadow-pop ring-1 ring-ink-200 backdrop-blur"
      >
        <output
          data-testid="number-progress"
          aria-live="polite"
          className="shrink-0 px-2 text-sm font-extrabold whitespace-nowrap text-ink-700 tabular-nums"
        >
          {progress
            ? intl.formatMessage(
                { id: 'coloring.numbers.progress' },
                { done: progress.done, total: progress.total },
              )
            : '…'}
        </output>
        {/* Only the swatches scroll: the counter and the buttons stay in view on a phone. */}
        <div className="flex min-w-0 items-center gap-1 overflow-x-auto">
          {palette.map((color, index) => {
            const named = { number: index + 1, name: names?.[index] ?? color };
            return (
              <button
                // A palette may repeat a colour: the index names the swatch.
                // biome-ignore lint/suspicious/noArrayIndexKey: swatches are fixed by the key.
                key={index}
                type="button"
                aria-label={intl.formatMessage({ id: 'coloring.numbers.swatch' }, named)}
                aria-pressed={swatch === index}
                // Keys 1 to 9 pick the first nine swatches; [ and ] step through all of them.
                title={intl.formatMessage(
                  { id: index < 9 ? 'coloring.numbers.swatchTitleShortcut' : 'coloring.numbers.swatchTitle' },
                  named,
                )}
                onClick={() => mode.pickSwatch(index)}
                className={cn(
                  'grid size-11 shrink-0 place-items-center rounded-full transition pointer-fine:size-9',
                  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
                  swatch === index ? 'ring-3 ring-brand-500 ring-inset' : 'hover:scale-105',
                )}
              >
                <span
                  className={cn(
                    'grid size-8 place-items-center rounded-full text-sm font-extrabold ring-1 ring-black/15 pointer-fine:size-7',
                    isDark(color) ? 'text-white' : 'text-ink-900',
                  )}
                  style={{ backgroundColor: color }}
                >
                  {index + 1}
                </span>
              </button>
            );
          })}
        </div>
        <span aria-hidden="true" className="mx-0.5 h-7 w-px shrink-0 bg-ink-200" />
        <button
          type="button"
          aria-label={text('coloring.hint')}
          className={actionClass}
          title={text('coloring.hint.title')}
          onClick={mode.hint}
        >
          <Lightbulb className="size-5" aria-hidden="true" />
          <span className="hidden sm:inline">{text('coloring.hint')}</span>
        </button>
        <button
          type="button"
          aria-label={text('coloring.magic')}
          className={actionClass}
          title={text('coloring.magic.title')}
          onClick={mode.magic}
        >
          <Sparkles className="size-5" aria-hidden="true" />
          <span className="hidden whitespace-nowrap sm:inline">{text('coloring.magic')}</span>
        </button>
        <button
          type="button"
          aria-label={text('coloring.numbers.leave')}
          title={text('coloring.numbers.leaveTitle')}
          className={actionClass}
          onClick={mode.toggle}
        >
          <X className="size-5" aria-hidden="true" />
        </button>
      </section>
    </div>
  );
}
