import { afterEach, describe, expect, it } from 'vitest';
import { askParentGate, parentGateStore } from './ask-parent-gate';

const current = () => parentGateStore.getState().request;

afterEach(() => current()?.settle(false));

describe('askParentGate', () => {
  it('opens one question and resolves with the answer, then closes it', async () => {
    const answer = askParentGate('To open the account');
    expect(current()?.reason).toBe('To open the account');
    current()?.settle(true);
    await expect(answer).resolves.toBe(true);
    expect(current()).toBeNull();
  });

  it('joins a second ask to the open question instead of stacking another', async () => {
    const first = askParentGate('first');
    const id = current()?.id;
    const second = askParentGate('second');
    expect(current()?.id).toBe(id);
    expect(current()?.reason).toBe('first');
    current()?.settle(false);
    await expect(first).resolves.toBe(false);
    await expect(second).resolves.toBe(false);
  });

  it('asks afresh once the last question is settled', async () => {
    const first = askParentGate();
    const firstId = current()?.id;
    current()?.settle(false);
    await first;
    const next = askParentGate();
    expect(current()?.id).not.toBe(firstId);
    current()?.settle(true);
    await expect(next).resolves.toBe(true);
  });
});
