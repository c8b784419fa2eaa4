/** Spec §9: search waits 300 ms after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 300;

export type Debouncer<T> = {
  /** Runs `run(value)` once `delayMs` have passed without another call. */
  call: (value: T) => void;
  /** Drops a waiting call (unmount). */
  cancel: () => void;
  /** Runs a waiting call now. */
  flush: () => void;
};

export function createDebouncer<T>(run: (value: T) => void, delayMs: number): Debouncer<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let waiting: { value: T } | undefined;

  const cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    waiting = undefined;
  };
  const flush = () => {
    const pending = waiting;
    cancel();
    if (pending) run(pending.value);
  };
  const call = (value: T) => {
    cancel();
    waiting = { value };
    timer = setTimeout(flush, delayMs);
  };
  return { call, cancel, flush };
}
