import { BOOK_MAX_PAGES, type Page } from '@colorbook/contract';
import { describe, expect, it } from 'vitest';
import {
  addPage,
  type BookDraft,
  coverPage,
  emptyDraft,
  movePage,
  pdfPageCount,
  removePage,
  requestBody,
  toggleColored,
} from './book-draft';

const page = (id: number, colored = false): Page =>
  ({
    id,
    title: `Page ${id}`,
    prompt: '',
    preview: `/api/files/preview/${id}.webp`,
    colored: colored ? { id: 100 + id, photo: `/p/${id}.png`, preview: `/c/${id}.webp` } : null,
  }) as Page;

const withPages = (...pages: Page[]) => pages.reduce(addPage, emptyDraft('Ann'));

describe('the book being built', () => {
  it('adds a page once, as its colouring when it has one, up to the 40-page cap', () => {
    const draft = addPage(withPages(page(1), page(2, true)), page(1));
    expect(draft.pages.map((p) => [p.pageId, p.useColored])).toEqual([
      [1, false],
      [2, true],
    ]);
    const full = Array.from({ length: BOOK_MAX_PAGES + 5 }, (_, i) => page(i + 1)).reduce(
      addPage,
      emptyDraft(''),
    );
    expect(full.pages).toHaveLength(BOOK_MAX_PAGES);
  });

  it('moves a page, clamping at both ends, and keeps the others in order', () => {
    const draft = withPages(page(1), page(2), page(3));
    expect(movePage(draft, 0, 2).pages.map((p) => p.pageId)).toEqual([2, 3, 1]);
    expect(movePage(draft, 2, -4).pages.map((p) => p.pageId)).toEqual([3, 1, 2]);
    expect(movePage(draft, 1, 1)).toBe(draft);
  });

  it('the cover is the chosen page, else the first; removing it falls back', () => {
    let draft: BookDraft = { ...withPages(page(1), page(2)), coverPageId: 2 };
    expect(coverPage(draft)?.pageId).toBe(2);
    draft = removePage(draft, 2);
    expect(coverPage(draft)?.pageId).toBe(1);
  });

  it('asks for blank or coloured pages and counts cover, dedication, pages and backs', () => {
    let draft: BookDraft = {
      ...withPages(page(1), page(2, true)),
      title: ' Sea ',
      dedication: 'For Nana',
      backs: true,
    };
    expect(pdfPageCount(draft)).toBe(1 + 1 + 2 * 2);
    expect(requestBody(draft)).toMatchObject({
      title: 'Sea',
      pages: [
        { pageId: 1, colored: false },
        { pageId: 2, colored: true, coloredId: 102 },
      ],
      dedication: 'For Nana',
      backs: true,
      cover: 0,
    });
    draft = toggleColored(draft, 2);
    expect(requestBody(draft).pages[1]).toEqual({ pageId: 2, colored: false });
    // A page never coloured cannot be switched to coloured.
    expect(toggleColored(draft, 1).pages[0]?.useColored).toBe(false);
  });
});
