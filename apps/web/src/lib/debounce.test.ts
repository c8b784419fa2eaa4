import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDebouncer, SEARCH_DEBOUNCE_MS } from './debounce';

describe('createDebouncer', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs once with the last value, 300 ms after the last call', () => {
    const run = vi.fn();
    const debouncer = createDebouncer(run, SEARCH_DEBOUNCE_MS);

    debouncer.call('c');
    vi.advanceTimersByTime(200);
    debouncer.call('ca');
    vi.advanceTimersByTime(200);
    debouncer.call('cat');
    vi.advanceTimersByTime(299);
    expect(run).not.toHaveBeenCalled();

    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
    expect(run).toHaveBeenCalledWith('cat');
  });

  it('drops a waiting call on cancel', () => {
    const run = vi.fn();
    const debouncer = createDebouncer(run, 300);
    debouncer.call('dog');
    debouncer.cancel();
    vi.advanceTimersByTime(1000);
    expect(run).not.toHaveBeenCalled();
  });

  it('runs a waiting call at once on flush, and only once', () => {
    const run = vi.fn();
    const debouncer = createDebouncer(run, 300);
    debouncer.flush();
    expect(run).not.toHaveBeenCalled();
    debouncer.call('owl');
    debouncer.flush();
    vi.advanceTimersByTime(1000);
    expect(run).toHaveBeenCalledTimes(1);
    expect(run).toHaveBeenCalledWith('owl');
  });
});
