import { useEffect, useState } from 'react';
import { createDebouncer, SEARCH_DEBOUNCE_MS } from './debounce';

/** `value`, once it has stopped changing for `delayMs` (search boxes). */
export function useDebouncedValue<T>(value: T, delayMs: number = SEARCH_DEBOUNCE_MS): T {
  const [debounced, setDebounced] = useState(value);
  // One debouncer per mounted component; a changed delay applies from the next mount.
  const [debouncer] = useState(() => createDebouncer<T>(setDebounced, delayMs));

  useEffect(() => {
    debouncer.call(value);
  }, [debouncer, value]);

  useEffect(() => () => debouncer.cancel(), [debouncer]);

  return debounced;
}
