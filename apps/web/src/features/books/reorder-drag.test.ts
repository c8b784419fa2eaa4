import { describe, expect, test } from 'vitest';
import { autoScrollStep, clampOffset, dropIndex, scrollWithinList, shiftOf } from './reorder-drag';

/** Five rows 80 px high, 8 px apart, the list starting at 100 px. */
const slots = Array.from({ length: 5 }, (_, i) => ({ top: 100 + i * 88, height: 80 }));
const middle = (i: number) => 100 + i * 88 + 40;

describe('dropIndex', () => {
  test('stays put until the middle of a neighbour is crossed', () => {
    expect(dropIndex(slots, 2, middle(2))).toBe(2);
    expect(dropIndex(slots, 2, middle(3) - 1)).toBe(2);
    expect(dropIndex(slots, 2, middle(1) + 1)).toBe(2);
  });

  test('moving down lands after the last row crossed', () => {
    expect(dropIndex(slots, 0, middle(1) + 1)).toBe(1);
    expect(dropIndex(slots, 0, middle(3) + 1)).toBe(3);
    expect(dropIndex(slots, 1, 10_000)).toBe(4);
  });

  test('moving up lands before the first row it is above', () => {
    expect(dropIndex(slots, 4, middle(3) - 1)).toBe(3);
    expect(dropIndex(slots, 4, middle(1) - 1)).toBe(1);
    expect(dropIndex(slots, 3, -500)).toBe(0);
  });

  test('held at the end of the list, it lands last (or first)', () => {
    expect(dropIndex(slots, 0, middle(0) + clampOffset(slots, 0, 10_000))).toBe(4);
    expect(dropIndex(slots, 4, middle(4) + clampOffset(slots, 4, -10_000))).toBe(0);
  });

  test('a single row goes nowhere', () => {
    expect(dropIndex(slots.slice(0, 1), 0, 10_000)).toBe(0);
  });
});

describe('shiftOf', () => {
  test('rows passed on the way down move up one step', () => {
    expect([0, 1, 2, 3, 4].map((i) => shiftOf(i, 1, 3, 88))).toEqual([0, 0, -88, -88, 0]);
  });

  test('rows passed on the way up move down one step', () => {
    expect([0, 1, 2, 3, 4].map((i) => shiftOf(i, 3, 1, 88))).toEqual([0, 88, 88, 0, 0]);
  });

  test('nothing moves while the row is over its own place', () => {
    expect([0, 1, 2].map((i) => shiftOf(i, 1, 1, 88))).toEqual([0, 0, 0]);
  });
});

describe('autoScrollStep', () => {
  const view = { top: 64, bottom: 844 };

  test('no scrolling away from the edges', () => {
    expect(autoScrollStep(400, view, 80, 20)).toBe(0);
    expect(autoScrollStep(64 + 80, view, 80, 20)).toBe(0);
    expect(autoScrollStep(844 - 80, view, 80, 20)).toBe(0);
  });

  test('scrolls up near the top and down near the bottom, faster closer in', () => {
    expect(autoScrollStep(64 + 40, view, 80, 20)).toBe(-10);
    expect(autoScrollStep(64, view, 80, 20)).toBe(-20);
    expect(autoScrollStep(844 - 40, view, 80, 20)).toBe(10);
    expect(autoScrollStep(844 - 1, view, 80, 20)).toBe(20);
  });

  test('never faster than the maximum, even past the edge', () => {
    expect(autoScrollStep(0, view, 80, 20)).toBe(-20);
    expect(autoScrollStep(900, view, 80, 20)).toBe(20);
  });
});

describe('clampOffset', () => {
  test('free within the list', () => {
    expect(clampOffset(slots, 2, 50)).toBe(50);
    expect(clampOffset(slots, 2, -100)).toBe(-100);
  });

  test('held at the first row’s top and the last row’s bottom', () => {
    expect(clampOffset(slots, 2, -1_000)).toBe(-176);
    expect(clampOffset(slots, 2, 1_000)).toBe(176);
    expect(clampOffset(slots, 4, 10)).toBe(0);
  });
});

describe('scrollWithinList', () => {
  /** The list from 1000 to 2000 px in the document, a 64 px app bar, an 844 px screen. */
  const list = { top: 1000, bottom: 2000 };
  const view = { top: 64, bottom: 844 };

  test('scrolls freely while the list goes on past the screen', () => {
    expect(scrollWithinList(16, 1000, list, view, 16)).toBe(16);
    expect(scrollWithinList(-16, 1000, list, view, 16)).toBe(-16);
  });

  test('stops once the list’s bottom (and a margin) is on screen', () => {
    // 2000 + 16 - 844 = 1172: the furthest it may scroll down.
    expect(scrollWithinList(16, 1165, list, view, 16)).toBe(7);
    expect(scrollWithinList(16, 1172, list, view, 16)).toBe(0);
    expect(scrollWithinList(16, 1300, list, view, 16)).toBe(0);
  });

  test('stops once the list’s top (and a margin) is below the app bar', () => {
    // 1000 - 16 - 64 = 920: the furthest it may scroll up.
    expect(scrollWithinList(-16, 925, list, view, 16)).toBe(-5);
    expect(scrollWithinList(-16, 920, list, view, 16)).toBe(0);
    expect(scrollWithinList(-16, 500, list, view, 16)).toBe(0);
  });

  test('no step, no scroll', () => {
    expect(scrollWithinList(0, 1000, list, view, 16)).toBe(0);
  });
});
