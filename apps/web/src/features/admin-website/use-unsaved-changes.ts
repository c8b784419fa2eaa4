import { useEffect } from 'react';
import { useBlocker } from 'react-router';

/** Message id of the question asked before leaving with unsaved changes. */
export const LEAVE_QUESTION = 'admin.website.editor.leaveQuestion';

/**
 * Warns before unsaved edits are lost: a route change inside the app asks first (the router's
 * blocker), and closing or reloading the tab gets the browser's own warning.
 */
export function useUnsavedChanges(dirty: boolean) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the warning only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  return blocker;
}
