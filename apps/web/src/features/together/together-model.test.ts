import type { TogetherAction, TogetherOp } from '@colorbook/contract';
import { describe, expect, it } from 'vitest';
import { TogetherModel } from './together-model';

const fill = (x: number): TogetherOp[] => [
  { op: 'set', settings: { tool: 'fill', color: '#ff0000' } },
  { op: 'fill', x, y: x },
];
const action = (seq: number, participantId: number, ops: TogetherOp[], id = `a${seq}`): TogetherAction => ({
  seq,
  participantId,
  id,
  ops,
});
const fillsOf = (model: TogetherModel) =>
  model.effectiveOps().flatMap((op) => (op.op === 'fill' ? [op.x] : []));

describe('TogetherModel', () => {
  it('plays numbered actions in order, up to the first gap, then its own unconfirmed ones', () => {
    const model = new TogetherModel(1);
    model.receive([action(2, 2, fill(20)), action(1, 1, fill(10))]);
    model.addLocal({ id: 'mine', ops: fill(30) });
    expect(fillsOf(model)).toEqual([10, 20, 30]);
    model.receive([action(4, 2, fill(40))]);
    expect(model.lastSeq).toBe(2);
    expect(fillsOf(model)).toEqual([10, 20, 30]);
    model.receive([action(3, 1, fill(30), 'mine')]);
    expect(model.lastSeq).toBe(4);
    expect(model.unconfirmed).toEqual([]);
    expect(fillsOf(model)).toEqual([10, 20, 30, 40]);
  });

  it("undo takes back only its author's latest action; redo puts it back", () => {
    const model = new TogetherModel(1);
    model.receive([action(1, 1, fill(10)), action(2, 2, fill(20)), action(3, 1, [{ op: 'undo' }])]);
    expect(fillsOf(model)).toEqual([20]);
    expect(model.canUndo()).toBe(false);
    model.receive([action(4, 2, [{ op: 'undo' }])]);
    expect(fillsOf(model)).toEqual([]);
    model.receive([action(5, 1, [{ op: 'redo' }])]);
    expect(fillsOf(model)).toEqual([10]);
    expect(model.canUndo()).toBe(true);
    // A new action ends what redo could bring back.
    model.receive([action(6, 2, fill(60)), action(7, 2, [{ op: 'redo' }])]);
    expect(fillsOf(model)).toEqual([10, 60]);
  });

  it('two devices with the same log in different arrival orders play the same ops', () => {
    const log = [
      action(1, 1, fill(1)),
      action(2, 2, fill(2)),
      action(3, 2, [{ op: 'undo' }]),
      action(4, 1, fill(4)),
    ];
    const a = new TogetherModel(1);
    const b = new TogetherModel(2);
    a.receive(log);
    b.receive([...log].reverse());
    expect(a.effectiveOps()).toEqual(b.effectiveOps());
    expect(fillsOf(a)).toEqual([1, 4]);
  });
});
