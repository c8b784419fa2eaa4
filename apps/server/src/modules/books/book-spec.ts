import type { BookPageChoice, BookTheme } from '@colorbook/contract';

/** A book as validated at POST /books and stored in `books.spec`, so any process builds the same. */
export interface BookSpec {
  /** `coloredId`: the colouring picked (a child's too), checked as the user's at POST /books. */
  pages: Array<Pick<BookPageChoice, 'pageId' | 'colored' | 'coloredId'>>;
  author: string;
  dedication: string | null;
  backs: boolean;
  /** Index into `pages` of the cover picture. */
  cover: number;
  theme: BookTheme;
  marginMm: number;
  pageNumbers: boolean;
}

export const DEFAULT_MARGIN_MM = 15;
export const DEFAULT_THEME: BookTheme = 'sunshine';
