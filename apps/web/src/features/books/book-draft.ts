import { BOOK_MAX_PAGES, type BookSize, type BookTheme, type Page } from '@colorbook/contract';

/* The book being put together on /books: pure state changes, so they are easy to test. */

export interface DraftPage {
  pageId: number;
  title: string;
  /** The blank line art. */
  lineArt: string;
  /** The user's colouring, when there is one. */
  colored: { id: number | undefined; preview: string } | null;
  useColored: boolean;
}

export interface BookDraft {
  pages: DraftPage[];
  /** pageId of the cover picture (the first page when it is not in the book). */
  coverPageId: number | null;
  title: string;
  author: string;
  theme: BookTheme;
  dedication: string;
  size: BookSize;
  marginMm: number;
  pageNumbers: boolean;
  backs: boolean;
}

export const emptyDraft = (author: string): BookDraft => ({
  pages: [],
  coverPageId: null,
  title: '',
  author,
  theme: 'sunshine',
  dedication: '',
  size: 'a4',
  marginMm: 15,
  pageNumbers: true,
  backs: false,
});

export const isChosen = (draft: BookDraft, pageId: number) => draft.pages.some((p) => p.pageId === pageId);
export const isFull = (draft: BookDraft) => draft.pages.length >= BOOK_MAX_PAGES;

/** Adds a page (as its colouring when it has one), unless it is in already or the book is full. */
export function addPage(draft: BookDraft, page: Page): BookDraft {
  if (isChosen(draft, page.id) || isFull(draft)) return draft;
  const colored = page.colored ? { id: page.colored.id, preview: page.colored.preview } : null;
  const entry: DraftPage = {
    pageId: page.id,
    title: page.title || page.prompt || `Page ${page.id}`,
    lineArt: page.preview,
    colored,
    useColored: colored !== null,
  };
  return { ...draft, pages: [...draft.pages, entry] };
}

export function removePage(draft: BookDraft, pageId: number): BookDraft {
  return {
    ...draft,
    pages: draft.pages.filter((p) => p.pageId !== pageId),
    coverPageId: draft.coverPageId === pageId ? null : draft.coverPageId,
  };
}

/** Moves the page at `from` to index `to` (clamped), keeping the others in order. */
export function movePage(draft: BookDraft, from: number, to: number): BookDraft {
  const target = Math.max(0, Math.min(draft.pages.length - 1, to));
  if (from === target || !draft.pages[from]) return draft;
  const pages = [...draft.pages];
  const [moved] = pages.splice(from, 1);
  if (moved) pages.splice(target, 0, moved);
  return { ...draft, pages };
}

export function toggleColored(draft: BookDraft, pageId: number): BookDraft {
  return {
    ...draft,
    pages: draft.pages.map((p) =>
      p.pageId === pageId && p.colored ? { ...p, useColored: !p.useColored } : p,
    ),
  };
}

/** The cover picture's page: the one chosen, else the first. */
export const coverPage = (draft: BookDraft): DraftPage | undefined =>
  draft.pages.find((p) => p.pageId === draft.coverPageId) ?? draft.pages[0];

export const pictureOf = (page: DraftPage) =>
  page.useColored && page.colored ? page.colored.preview : page.lineArt;

/** PDF pages the book will have: cover, dedication, pages and backs. */
export const pdfPageCount = (draft: BookDraft) =>
  1 + (draft.dedication.trim() ? 1 : 0) + draft.pages.length * (draft.backs ? 2 : 1);

export function requestBody(draft: BookDraft) {
  const cover = coverPage(draft);
  return {
    title: draft.title.trim(),
    size: draft.size,
    pages: draft.pages.map((p) => ({
      pageId: p.pageId,
      colored: p.useColored && p.colored !== null,
      ...(p.useColored && p.colored?.id !== undefined ? { coloredId: p.colored.id } : {}),
    })),
    ...(draft.dedication.trim() ? { dedication: draft.dedication.trim() } : {}),
    backs: draft.backs,
    author: draft.author.trim() || undefined,
    cover: cover ? draft.pages.indexOf(cover) : 0,
    theme: draft.theme,
    marginMm: draft.marginMm,
    pageNumbers: draft.pageNumbers,
  };
}
