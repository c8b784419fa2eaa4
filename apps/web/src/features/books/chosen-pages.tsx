import { BOOK_MAX_PAGES } from '@colorbook/contract';
import { GripVertical } from 'lucide-react';
import { type KeyboardEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import { type BookDraft, coverPage, type DraftPage, pictureOf } from './book-draft';
import { iconButton, PageChoices, PageRowButtons } from './chosen-page-controls';
import { shiftOf } from './reorder-drag';
import { usePointerReorder } from './use-pointer-reorder';

type Props = {
  draft: BookDraft;
  onMove: (from: number, to: number) => void;
  onRemove: (pageId: number) => void;
  onToggleColored: (pageId: number) => void;
  onCover: (pageId: number) => void;
};

/**
 * The book's pages in order. Reordered by dragging a page's handle (finger, pen or mouse alike,
 * with the page scrolling near the screen's edges), by the arrow buttons, or with the keyboard:
 * focus a page's handle and press ↑ / ↓ (Home / End to the ends).
 */
export function ChosenPages({ draft, onMove, onRemove, onToggleColored, onCover }: Props) {
  const intl = useIntl();
  const [announce, setAnnounce] = useState('');
  const cover = coverPage(draft);

  const move = (from: number, to: number, page: DraftPage) => {
    const target = Math.max(0, Math.min(draft.pages.length - 1, to));
    if (target === from) return;
    onMove(from, target);
    setAnnounce(
      intl.formatMessage(
        { id: 'books.order.moved' },
        { title: page.title, position: target + 1, total: draft.pages.length },
      ),
    );
    // Keep the keyboard on the handle of the page that moved.
    requestAnimationFrame(() => document.getElementById(`book-handle-${page.pageId}`)?.focus());
  };

  const handleKey = (event: KeyboardEvent, index: number, page: DraftPage) => {
    const to = { ArrowUp: index - 1, ArrowDown: index + 1, Home: 0, End: draft.pages.length - 1 }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    move(index, to, page);
  };

  const { listRef, drag, handleProps } = usePointerReorder((from, to) => {
    const page = draft.pages[from];
    if (page) move(from, to, page);
  });

  /** While dragging: the dragged row follows the pointer, the rows it passes make room. */
  const rowStyle = (index: number) => {
    if (!drag) return undefined;
    const y = index === drag.from ? drag.offset : shiftOf(index, drag.from, drag.to, drag.step);
    return { transform: `translateY(${y}px)` };
  };

  return (
    <section aria-labelledby="book-order-title" className="flex flex-col gap-3">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="book-order-title" className="text-lg font-extrabold">
          <FormattedMessage id="books.order.title" />
        </h2>
        <span className="text-sm font-bold text-ink-600 tabular-nums" data-testid="book-page-count">
          <FormattedMessage
            id="books.order.count"
            values={{ count: draft.pages.length, max: BOOK_MAX_PAGES }}
          />
        </span>
      </div>
      <p className="sr-only" aria-live="polite">
        {announce}
      </p>
      {draft.pages.length === 0 ? (
        <p className="rounded-2xl border-2 border-dashed border-ink-200 p-6 text-center text-sm text-ink-600">
          <FormattedMessage id="books.order.empty" values={{ max: BOOK_MAX_PAGES }} />
        </p>
      ) : (
        <ol
          ref={listRef}
          className="flex flex-col gap-2"
          aria-label={intl.formatMessage({ id: 'books.order.listLabel' })}
        >
          {draft.pages.map((page, index) => (
            <li
              key={page.pageId}
              style={rowStyle(index)}
              data-dragging={drag?.from === index || undefined}
              className={cn(
                'relative flex items-center gap-2 rounded-2xl bg-surface p-2 ring-1 ring-ink-200',
                // Transitions only during a drag: the drop's re-render must not animate.
                drag && drag.from !== index && 'transition-transform duration-150 ease-out',
                drag?.from === index && 'z-10 shadow-pop ring-2 ring-brand-400',
              )}
            >
              <button
                type="button"
                id={`book-handle-${page.pageId}`}
                onKeyDown={(event) => handleKey(event, index, page)}
                {...handleProps(index)}
                aria-label={intl.formatMessage(
                  { id: 'books.order.handleLabel' },
                  { title: page.title, position: index + 1, total: draft.pages.length },
                )}
                aria-keyshortcuts="ArrowUp ArrowDown Home End"
                title={intl.formatMessage({ id: 'books.order.drag' })}
                className={cn(
                  iconButton,
                  // The page must not scroll (or select, or show a callout) under a dragging finger.
                  'cursor-grab touch-none select-none [-webkit-touch-callout:none] active:cursor-grabbing',
                  drag?.from === index && 'bg-brand-100 text-brand-800',
                )}
              >
                <GripVertical className="size-5" aria-hidden="true" />
              </button>
              <span className="hidden w-6 text-center text-sm font-bold text-ink-500 tabular-nums sm:block">
                {index + 1}
              </span>
              <img
                src={pictureOf(page)}
                alt=""
                className="size-14 shrink-0 rounded-lg bg-white object-contain ring-1 ring-ink-100"
              />
              <div className="min-w-0 flex-1">
                <p className="truncate font-bold text-ink-900">{page.title}</p>
                <PageChoices
                  page={page}
                  isCover={cover?.pageId === page.pageId}
                  onToggleColored={onToggleColored}
                  onCover={onCover}
                />
              </div>
              <PageRowButtons
                page={page}
                first={index === 0}
                last={index === draft.pages.length - 1}
                onUp={() => move(index, index - 1, page)}
                onDown={() => move(index, index + 1, page)}
                onRemove={() => onRemove(page.pageId)}
              />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
