import { useEffect } from 'react';

/**
 * A dialog gives focus back to what had it when it opened (WCAG 2.4.3), also when it leaves the
 * page without being closed (the screen removed it after its action): a native modal dialog only
 * restores focus when close() is called, and a removed one leaves focus on the body.
 */
export function useReturnFocus(): void {
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    return () => {
      const lost = document.activeElement === null || document.activeElement === document.body;
      // Deferred: the dialog's own close may still be moving focus, and the opener may re-render.
      if (opener && lost) queueMicrotask(() => opener.isConnected && opener.focus({ preventScroll: true }));
    };
  }, []);
}
