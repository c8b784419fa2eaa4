/**
 * Cards that always fill their rows evenly: rows wrap and centre, so a lone last card (a fourth
 * step, a fifth feature) sits in the middle instead of hanging on the left. Four (or two) cards
 * go two by two; other counts three to a row on wide screens. Gap: 1.25rem (gap-5).
 */
export const evenListClass = 'flex flex-wrap justify-center gap-5';

export function evenItemClass(count: number): string {
  const half = 'w-full sm:w-[calc(50%_-_0.625rem)]';
  return count === 2 || count === 4 ? half : `${half} lg:w-[calc(33.333%_-_0.834rem)]`;
}
