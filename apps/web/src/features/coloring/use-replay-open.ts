import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

/**
 * Whether the replay player is open. `?replay` (the Colored pages card's "Replay colouring")
 * opens it once the engine is ready, and leaves the address, so Back and a reload do not.
 */
export function useReplayOpen(ready: boolean): [boolean, (open: boolean) => void] {
  const [open, setOpen] = useState(false);
  const [params, setParams] = useSearchParams();
  const asked = params.has('replay');
  useEffect(() => {
    if (!ready || !asked) return;
    setOpen(true);
    setParams(
      (current) => {
        current.delete('replay');
        return current;
      },
      { replace: true },
    );
  }, [ready, asked, setParams]);
  return [open, setOpen];
}
