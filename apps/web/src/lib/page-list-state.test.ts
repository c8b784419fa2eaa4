import type { Page, PagesPage } from '@colorbook/contract';
import { describe, expect, it } from 'vitest';
import {
  favoriteToggled,
  hasMorePages,
  initialPageListState,
  nextPageNumber,
  type PageListState,
  pageListReducer,
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

const ids = (state: PageListState) => state.items.map((item) => item.id);

describe('pageListReducer', () => {
  it('starts loading page 1 and shows it', () => {
    expect(initialPageListState.status).toBe('loading');
    expect(nextPageNumber(initialPageListState)).toBe(1);
    const state = pageListReducer(initialPageListState, { type: 'loaded', result: result([1, 2], 1, 3) });
    expect(ids(state)).toEqual([1, 2]);
    expect(state.status).toBe('ready');
    expect(hasMorePages(state)).toBe(true);
    expect(nextPageNumber(state)).toBe(2);
  });

  it('appends the next pages and stops offering more on the last page', () => {
    let state = pageListReducer(initialPageListState, { type: 'loaded', result: result([1, 2], 1, 2) });
    state = pageListReducer(state, { type: 'loadMore' });
    expect(state.loadingMore).toBe(true);
    expect(ids(state)).toEqual([1, 2]);
    state = pageListReducer(state, { type: 'loaded', result: result([3, 4], 2, 2) });
    expect(ids(state)).toEqual([1, 2, 3, 4]);
    expect(state.loadingMore).toBe(false);
    expect(hasMorePages(state)).toBe(false);
  });

  it('never shows a card twice when the server offsets shift between loads', () => {
    let state = pageListReducer(initialPageListState, { type: 'loaded', result: result([5, 4], 1, 2) });
    state = pageListReducer(state, { type: 'loaded', result: result([4, 3, 3], 2, 2) });
    expect(ids(state)).toEqual([5, 4, 3]);
  });

  it('replaces everything when page 1 arrives again (new search or sort)', () => {
    let state = pageListReducer(initialPageListState, { type: 'loaded', result: result([1, 2], 1, 2) });
    state = pageListReducer(state, { type: 'reset' });
    expect(state).toEqual(initialPageListState);
    state = pageListReducer(state, { type: 'loaded', result: result([9], 1, 1) });
    expect(ids(state)).toEqual([9]);
    expect(hasMorePages(state)).toBe(false);
  });

  it('shows a failed first load as an error, and keeps the cards when loading more fails', () => {
    const failedFirst = pageListReducer(initialPageListState, { type: 'failed' });
    expect(failedFirst.status).toBe('error');
    expect(hasMorePages(failedFirst)).toBe(false);

    let state = pageListReducer(initialPageListState, { type: 'loaded', result: result([1], 1, 2) });
    state = pageListReducer(state, { type: 'loadMore' });
    state = pageListReducer(state, { type: 'failed' });
    expect(state.status).toBe('ready');
    expect(state.moreFailed).toBe(true);
    expect(ids(state)).toEqual([1]);
    expect(hasMorePages(state)).toBe(true);
    expect(nextPageNumber(state)).toBe(2);
  });

  it('patches one card and removes another', () => {
    let state = pageListReducer(initialPageListState, { type: 'loaded', result: result([1, 2, 3], 1, 1) });
    state = pageListReducer(state, { type: 'patch', id: 2, changes: { blocked: true } });
    expect(state.items.map((item) => item.blocked)).toEqual([false, true, false]);
    state = pageListReducer(state, { type: 'remove', id: 1 });
    expect(ids(state)).toEqual([2, 3]);
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
