import { BOOK_PAGE_POINTS, BOOK_THEME_COLOURS } from '@colorbook/contract';
import { BookOpen } from 'lucide-react';
import { type BookDraft, coverPage, pdfPageCount, pictureOf } from './book-draft';

const MM_PER_POINT = 25.4 / 72;

/**
 * The cover and the first page as they will print, to scale (paper size and margins). Anyone
 * may build and preview a book; downloading the PDF needs a paid plan.
 */
export function BookPreview({ draft }: { draft: BookDraft }) {
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
          Preview
        </h2>
        <span className="text-sm text-ink-600" data-testid="book-pdf-pages">
          {pdfPageCount(draft)} PDF pages
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
                {draft.title.trim() || 'My colouring book'}
              </p>
              <div className="grid aspect-square w-[72%] place-items-center bg-white p-[3%]">
                {cover ? (
                  <img src={pictureOf(cover)} alt="" className="size-full object-contain" />
                ) : (
                  <BookOpen className="size-1/3 text-ink-300" aria-hidden="true" />
                )}
              </div>
              {draft.author.trim() && (
                <p className="truncate text-[clamp(0.55rem,2vw,0.85rem)]">by {draft.author.trim()}</p>
              )}
              <p className="mt-auto text-[0.5rem] italic opacity-80">Made with Colorbook</p>
            </div>
          </div>
          <figcaption className="text-center text-xs font-bold text-ink-600">Cover</figcaption>
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
                  <p className="px-2 text-center text-xs text-ink-500">Your first page shows here.</p>
                )}
              </div>
              {draft.pageNumbers && first && <p className="text-center text-[0.55rem] text-ink-500">1</p>}
            </div>
          </div>
          <figcaption className="text-center text-xs font-bold text-ink-600">First page</figcaption>
        </figure>
      </div>
    </section>
  );
}
