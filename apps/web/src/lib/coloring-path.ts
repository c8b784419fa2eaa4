import { screenPath } from '../app/screens';

/** The colouring screen of a page (a card, a shared page's "Colour this page yourself"). */
export const colorPagePath = (pageId: number): string => screenPath('coloring', { id: pageId });

/**
 * `/pages/{id}/color?mode=number`: the colouring screen opened straight in colour by number (a
 * page card's menu). The screen reads it once; a page too plain for numbers says so there.
 */
export const NUMBER_MODE_PARAM = 'mode';
export const NUMBER_MODE_VALUE = 'number';

export const colorByNumberPath = (pageId: number): string =>
  `${colorPagePath(pageId)}?${new URLSearchParams({ [NUMBER_MODE_PARAM]: NUMBER_MODE_VALUE })}`;
