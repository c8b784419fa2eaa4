import type { PageSort } from '@colorbook/contract';

/** Spec §9 sorts with words people use; latest is the default. */
export const sortOptions: ReadonlyArray<{ value: PageSort; label: string }> = [
  { value: 'latest', label: 'Latest' },
  { value: 'trending', label: 'Trending' },
  { value: 'popularity', label: 'Most popular' },
  { value: 'mostFavorited', label: 'Most favorited' },
  { value: 'mostColored', label: 'Most colored' },
  { value: 'oldest', label: 'Oldest' },
];

export const DEFAULT_SORT: PageSort = 'latest';

export const isPageSort = (value: string): value is PageSort =>
  sortOptions.some((option) => option.value === value);
