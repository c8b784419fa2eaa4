import type { PageSort } from '@colorbook/contract';

/** Spec §9 sorts with words people use; latest is the default. `label` is a message key. */
export const sortOptions: ReadonlyArray<{ value: PageSort; label: string }> = [
  { value: 'latest', label: 'sort.latest' },
  { value: 'trending', label: 'sort.trending' },
  { value: 'popularity', label: 'sort.popularity' },
  { value: 'mostFavorited', label: 'sort.mostFavorited' },
  { value: 'mostColored', label: 'sort.mostColored' },
  { value: 'oldest', label: 'sort.oldest' },
];

export const DEFAULT_SORT: PageSort = 'latest';

export const isPageSort = (value: string): value is PageSort =>
  sortOptions.some((option) => option.value === value);
