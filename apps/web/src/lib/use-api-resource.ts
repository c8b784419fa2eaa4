import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiResult } from './api';

export type ResourceState<T> = (
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; data: T }
) & {
  /** Reads again (after a failure, or after a change elsewhere). */
  reload: () => void;
};

/**
 * One GET a screen shows: loading, then the data or a failure it shows itself. A reload keeps
 * the data on screen until the new answer arrives; an answer for an unmounted screen is dropped.
 */
export function useApiResource<T>(load: (signal: AbortSignal) => Promise<ApiResult<T>>): ResourceState<T> {
  const [state, setState] = useState<
    { status: 'loading' } | { status: 'error' } | { status: 'ready'; data: T }
  >({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the trigger; `load` is read from the ref.
  useEffect(() => {
    const controller = new AbortController();
    setState((current) => (current.status === 'ready' ? current : { status: 'loading' }));
    void loadRef.current(controller.signal).then((result) => {
      if (controller.signal.aborted) return;
      setState(result.ok ? { status: 'ready', data: result.data } : { status: 'error' });
    });
    return () => controller.abort();
  }, [attempt]);

  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  return { ...state, reload };
}
