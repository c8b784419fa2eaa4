import { type RefObject, useEffect } from 'react';

const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])';

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

/**
 * Tab from the dialog's last control goes to its first, Shift+Tab from the first to the last: a
 * native modal dialog makes the page behind inert but lets Tab leave for the browser's own UI.
 */
export function useFocusWrap(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      const controls = [...element.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
        (control) => !control.matches(':disabled') && control.getClientRects().length > 0,
      );
      const first = controls[0];
      const last = controls.at(-1);
      if (!first || !last) return;
      const active = document.activeElement;
      if (event.shiftKey && (active === first || active === element)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && active === last) {
        event.preventDefault();
        first.focus();
      }
    };
    element.addEventListener('keydown', handleKeyDown);
    return () => element.removeEventListener('keydown', handleKeyDown);
  }, [ref]);
}
