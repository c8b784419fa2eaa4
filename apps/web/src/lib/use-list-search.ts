import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDebouncedValue } from './use-debounced-value';

/**
 * A list's search box whose settled value (300 ms after the last keystroke) also lives in the
 * address as ?search=, replacing the history entry, so reload and Back find the same list.
 */
export function useListSearch() {
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState(() => params.get('search') ?? '');
  const query = useDebouncedValue(search.trim());

  useEffect(() => {
    if ((params.get('search') ?? '') === query) return;
    const next = new URLSearchParams(params);
    if (query) next.set('search', query);
    else next.delete('search');
    setParams(next, { replace: true, preventScrollReset: true });
  }, [query, params, setParams]);

  return { search, setSearch, query };
}
