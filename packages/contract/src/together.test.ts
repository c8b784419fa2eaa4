import { describe, expect, it } from 'vitest';
import { type TogetherOp, togetherPictureOps, togetherStanding } from './together';

const fill = (x: number): TogetherOp[] => [
  { op: 'set', settings: { tool: 'fill' } },
  { op: 'fill', x, y: x },
];
const undo: TogetherOp[] = [{ op: 'undo' }];
const redo: TogetherOp[] = [{ op: 'redo' }];
const fills = (ops: TogetherOp[]) => ops.flatMap((op) => (op.op === 'fill' ? [op.x] : []));

describe('the picture of a session (every canvas and the saved replay)', () => {
  it('undo takes back its author’s latest action still standing, whoever painted since', () => {
    const played = [
      { author: 1, ops: fill(10) },
      { author: 2, ops: fill(20) },
      { author: 1, ops: fill(30) },
      { author: 2, ops: undo },
      { author: 2, ops: fill(40) },
      { author: 1, ops: undo },
    ];
    expect(fills(togetherPictureOps(played))).toEqual([10, 40]);
    expect(togetherStanding(played).map((e) => e.undone)).toEqual([false, true, true, false]);
  });

  it('redo brings back what its author undid, until the author paints again', () => {
    const played = [
      { author: 1, ops: fill(10) },
      { author: 1, ops: undo },
      { author: 2, ops: fill(20) },
      { author: 1, ops: redo },
      { author: 1, ops: undo },
      { author: 1, ops: fill(30) },
      { author: 1, ops: redo },
    ];
    expect(fills(togetherPictureOps(played))).toEqual([20, 30]);
    // No undo or redo is left in the ops a replay plays.
    expect(togetherPictureOps(played).some((op) => op.op === 'undo' || op.op === 'redo')).toBe(false);
  });

  it('an undo with nothing of its author standing changes nothing', () => {
    expect(
      fills(
        togetherPictureOps([
          { author: 2, ops: fill(20) },
          { author: 1, ops: undo },
        ]),
      ),
    ).toEqual([20]);
  });
});
