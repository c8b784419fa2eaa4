import { BOOK_PAGE_POINTS, BOOK_THEME_COLOURS } from '@colorbook/contract';
import { BookOpen } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { type BookDraft, coverPage, pdfPageCount, pictureOf } from './book-draft';

const MM_PER_POINT = 25.4 / 72;

/**
 * The cover and the first page as they will print, to scale (paper size and margins). Anyone
 * may build and preview a book; downloading the PDF needs a paid plan.
 */
export function BookPreview({ draft }: { draft: BookDraft }) {
  const intl = useIntl();
  const paper = BOOK_PAGE_POINTS[draft.size];
  const aspect = `${paper.width} / ${paper.height}`;
  const margin = `${((draft.marginMm / (paper.width * MM_PER_POINT)) * 100).toFixed(2)}%`;
  const theme = BOOK_THEME_COLOURS[draft.theme];
  const cover = coverPage(draft);
  const first = draft.pages[0];
  const sheet = 'relative w-full overflow-hidden rounded-lg bg-white shadow-soft ring-1 ring-ink-200';

  return (
    <section aria-labelledby="book-preview-title" className="flex flex-col gap-3">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="book-preview-title" className="text-lg font-extrabold">
          <FormattedMessage id="books.preview.title" />
        </h2>
        <span className="text-sm text-ink-600" data-testid="book-pdf-pages">
          <FormattedMessage id="books.preview.pdfPages" values={{ count: pdfPageCount(draft) }} />
        </span>
      </div>
      <div className="grid grid-cols-2 gap-3 sm:gap-4">
        <figure className="flex flex-col gap-1.5">
          <div
            className={sheet}
            style={{ aspectRatio: aspect, padding: margin }}
            data-testid="book-cover-preview"
          >
            <div
              className="flex h-full flex-col items-center gap-[4%] px-[6%] pt-[8%] pb-[4%] text-center"
              style={{ background: theme.panel, color: theme.text }}
            >
              <p className="line-clamp-3 text-[clamp(0.7rem,3.2vw,1.35rem)] leading-tight font-extrabold break-words lg:text-[1.2rem]">
                {draft.title.trim() || intl.formatMessage({ id: 'books.options.titlePlaceholder' })}
              </p>
              <div className="grid aspect-square w-[72%] place-items-center bg-white p-[3%]">
                {cover ? (
                  <img src={pictureOf(cover)} alt="" className="size-full object-contain" />
                ) : (
                  <BookOpen className="size-1/3 text-ink-300" aria-hidden="true" />
                )}
              </div>
              {draft.author.trim() && (
                <p className="truncate text-[clamp(0.55rem,2vw,0.85rem)]">
                  {intl.formatMessage({ id: 'books.preview.by' }, { author: draft.author.trim() })}
                </p>
              )}
              <p className="mt-auto text-[0.5rem] italic opacity-80">
                <FormattedMessage id="books.preview.madeWith" />
              </p>
            </div>
          </div>
          <figcaption className="text-center text-xs font-bold text-ink-600">
            <FormattedMessage id="books.preview.cover" />
          </figcaption>
        </figure>
        <figure className="flex flex-col gap-1.5">
          <div
            className={sheet}
            style={{ aspectRatio: aspect, padding: margin }}
            data-testid="book-first-page-preview"
          >
            <div className="flex h-full flex-col">
              <div className="grid flex-1 place-items-center">
                {first ? (
                  <img src={pictureOf(first)} alt="" className="max-h-full w-full object-contain" />
                ) : (
                  <p className="px-2 text-center text-xs text-ink-500">
                    <FormattedMessage id="books.preview.firstPageEmpty" />
                  </p>
                )}
              </div>
              {draft.pageNumbers && first && <p className="text-center text-[0.55rem] text-ink-500">1</p>}
            </div>
          </div>
          <figcaption className="text-center text-xs font-bold text-ink-600">
            <FormattedMessage id="books.preview.firstPage" />
          </figcaption>
        </figure>
      </div>
    </section>
  );
}
