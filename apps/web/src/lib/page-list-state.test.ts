import type { Page, PagesPage } from '@colorbook/contract';
import { describe, expect, it } from 'vitest';
import {
  favoriteToggled,
  hasMorePages,
  listItems,
  listPosition,
  nextPageParam,
  patchPages,
  removeFromPages,
} from './page-list-state';

const pageOf = (id: number, changes: Partial<Page> = {}): Page => ({
  id,
  prompt: `page ${id}`,
  title: `Page ${id}`,
  style: null,
  difficulty: null,
  user: { name: 'Ann', photo: null },
  illustration: `/api/files/${id}.png`,
  preview: `/api/files/${id}.webp`,
  colored: null,
  colored_count: 0,
  favorited_count: 0,
  is_colored: false,
  is_favorited: false,
  is_owner: false,
  blocked: false,
  trending: false,
  created_at: '2026-01-01T00:00:00.000Z',
  ...changes,
});

const result = (ids: number[], current: number, last: number): PagesPage => ({
  data: ids.map((id) => pageOf(id)),
  current_page: current,
  last_page: last,
});

const ids = (pages: PagesPage[]) => listItems(pages).map((item) => item.id);

describe('page list rules', () => {
  it('shows page 1 and offers the next one', () => {
    expect(listPosition([])).toEqual({ currentPage: 0, lastPage: 1 });
    const pages = [result([1, 2], 1, 3)];
    expect(ids(pages)).toEqual([1, 2]);
    expect(hasMorePages({ status: 'ready', ...listPosition(pages) })).toBe(true);
    expect(nextPageParam(result([1, 2], 1, 3))).toBe(2);
  });

  it('appends the next pages and stops offering more on the last page', () => {
    const pages = [result([1, 2], 1, 2), result([3, 4], 2, 2)];
    expect(ids(pages)).toEqual([1, 2, 3, 4]);
    expect(hasMorePages({ status: 'ready', ...listPosition(pages) })).toBe(false);
    expect(nextPageParam(result([3, 4], 2, 2))).toBeUndefined();
  });

  it('never shows a card twice when the server offsets shift between loads', () => {
    expect(ids([result([5, 4], 1, 2), result([4, 3, 3], 2, 2)])).toEqual([5, 4, 3]);
  });

  it('offers nothing more while loading or after a failed first load', () => {
    expect(hasMorePages({ status: 'loading', currentPage: 0, lastPage: 1 })).toBe(false);
    expect(hasMorePages({ status: 'error', currentPage: 0, lastPage: 1 })).toBe(false);
  });

  it('never reports a last page before the current one', () => {
    expect(listPosition([result([1], 3, 2)])).toEqual({ currentPage: 3, lastPage: 3 });
  });

  it('patches one card and removes another, wherever they are loaded', () => {
    let pages = [result([1, 2], 1, 2), result([3], 2, 2)];
    pages = patchPages(pages, 3, { blocked: true });
    expect(listItems(pages).map((item) => item.blocked)).toEqual([false, false, true]);
    pages = removeFromPages(pages, 1);
    expect(ids(pages)).toEqual([2, 3]);
    expect(pages[1]?.current_page).toBe(2);
  });
});

describe('favoriteToggled', () => {
  it('moves the count by exactly one each way', () => {
    expect(favoriteToggled({ is_favorited: false, favorited_count: 4 })).toEqual({
      is_favorited: true,
      favorited_count: 5,
    });
    expect(favoriteToggled({ is_favorited: true, favorited_count: 5 })).toEqual({
      is_favorited: false,
      favorited_count: 4,
    });
  });

  it('never goes below zero', () => {
    expect(favoriteToggled({ is_favorited: true, favorited_count: 0 }).favorited_count).toBe(0);
  });
});
