import { describe, expect, it } from 'vitest';
import { askConfirmation, cancelConfirmation, getConfirmation, proceedConfirmation } from './confirmation';

describe('confirmation banner state', () => {
  it('runs the action on proceed, busy until it settles, then closes', async () => {
    let finish: () => void = () => undefined;
    const answer = askConfirmation(
      'Are you sure to delete the page?',
      () => new Promise<void>((done) => (finish = done)),
    );
    expect(getConfirmation()).toMatchObject({ message: 'Are you sure to delete the page?', busy: false });

    const proceeding = proceedConfirmation();
    expect(getConfirmation()?.busy).toBe(true);
    // Cancel is ignored while the action runs.
    cancelConfirmation();
    expect(getConfirmation()?.busy).toBe(true);

    finish();
    await proceeding;
    expect(getConfirmation()).toBeNull();
    await expect(answer).resolves.toBe(true);
  });

  it('cancel closes without running the action', async () => {
    let ran = false;
    const answer = askConfirmation('Are you sure to block the user?', () => {
      ran = true;
    });
    cancelConfirmation();
    await expect(answer).resolves.toBe(false);
    expect(ran).toBe(false);
    expect(getConfirmation()).toBeNull();
  });

  it('a failing action still closes the banner', async () => {
    const original = console.error;
    console.error = () => undefined;
    const answer = askConfirmation('Are you sure to block the page?', () => Promise.reject(new Error('x')));
    await proceedConfirmation();
    console.error = original;
    expect(getConfirmation()).toBeNull();
    await expect(answer).resolves.toBe(true);
  });

  it('a new question replaces an open one', async () => {
    const first = askConfirmation('First?', () => undefined);
    askConfirmation('Second?', () => undefined);
    await expect(first).resolves.toBe(false);
    expect(getConfirmation()?.message).toBe('Second?');
    cancelConfirmation();
  });
});
