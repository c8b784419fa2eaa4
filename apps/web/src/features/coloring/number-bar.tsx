import { Lightbulb, Sparkles, X } from 'lucide-react';
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
  const { palette, names, swatch, progress } = mode;
  return (
    <div className="mb-2 flex h-13 justify-center">
      <section
        aria-label="Colour by number"
        className="flex max-w-full min-w-0 items-center gap-1 rounded-2xl bg-surface/95 p-1 shadow-pop ring-1 ring-ink-200 backdrop-blur"
      >
        <output
          data-testid="number-progress"
          aria-live="polite"
          className="shrink-0 px-2 text-sm font-extrabold whitespace-nowrap text-ink-700 tabular-nums"
        >
          {progress ? `${progress.done} of ${progress.total}` : '…'}
        </output>
        {/* Only the swatches scroll: the counter and the buttons stay in view on a phone. */}
        <div className="flex min-w-0 items-center gap-1 overflow-x-auto">
          {palette.map((color, index) => {
            const label = `${index + 1}: ${names?.[index] ?? color}`;
            return (
              <button
                // A palette may repeat a colour: the index names the swatch.
                // biome-ignore lint/suspicious/noArrayIndexKey: swatches are fixed by the key.
                key={index}
                type="button"
                aria-label={`Colour ${label}`}
                aria-pressed={swatch === index}
                title={`${label} (${index < 9 ? `${index + 1}, ` : ''}[ and ])`}
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
          aria-label="Hint"
          className={actionClass}
          title="Hint: colour one part for me"
          onClick={mode.hint}
        >
          <Lightbulb className="size-5" aria-hidden="true" />
          <span className="hidden sm:inline">Hint</span>
        </button>
        <button
          type="button"
          aria-label="Magic colours"
          className={actionClass}
          title="Magic colours: colour the whole page"
          onClick={mode.magic}
        >
          <Sparkles className="size-5" aria-hidden="true" />
          <span className="hidden whitespace-nowrap sm:inline">Magic colours</span>
        </button>
        <button
          type="button"
          aria-label="Leave colour by number"
          title="Leave colour by number (the colours stay)"
          className={actionClass}
          onClick={mode.toggle}
        >
          <X className="size-5" aria-hidden="true" />
        </button>
      </section>
    </div>
  );
}
