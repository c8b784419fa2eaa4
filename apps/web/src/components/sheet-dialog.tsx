import { X } from 'lucide-react';
import { type ReactNode, type RefObject, useEffect, useId } from 'react';
import { useIntl } from 'react-intl';
import { useFocusWrap, useReturnFocus } from '../lib/use-dialog-focus';

type Props = {
  dialogRef: RefObject<HTMLDialogElement | null>;
  title: string;
  /** A line under the title (the page's name, why the gate is asked). */
  subtitle?: string;
  /** Before the title: a picture or an icon. */
  leading?: ReactNode;
  onClose: () => void;
  closeLabel?: string;
  testId?: string;
  children: ReactNode;
};

/**
 * The app's dialog frame (share, the family, the parent gate): a bottom sheet on phones, a
 * centred dialog on larger screens. A native modal dialog, so the page behind is inert, focus
 * stays inside (Tab wraps round), and Escape, the close button or a click on the backdrop close
 * it. Callers close it with `dialogRef.current?.close()`, which ends in `onClose`; focus goes back
 * to the control that opened it, also when the caller removes it without closing it.
 */
export function SheetDialog({
  dialogRef,
  title,
  subtitle,
  leading,
  onClose,
  closeLabel,
  testId,
  children,
}: Props) {
  const headingId = useId();
  const { formatMessage } = useIntl();
  // Must run before the effect below opens the dialog and moves focus into it.
  useReturnFocus();
  useFocusWrap(dialogRef);
  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, [dialogRef]);

  return (
    // A click on the backdrop lands on the dialog itself (its content fills it): close.
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape closes a modal dialog natively.
    <dialog
      ref={dialogRef}
      aria-labelledby={headingId}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === dialogRef.current) dialogRef.current?.close();
      }}
      data-testid={testId}
      className="fixed inset-x-0 top-auto bottom-0 m-0 max-h-[92dvh] w-full max-w-full overflow-y-auto rounded-t-[1.75rem] bg-surface p-0 text-ink-900 shadow-pop backdrop:bg-ink-900/50 backdrop:backdrop-blur-sm sm:inset-0 sm:m-auto sm:h-fit sm:max-w-md sm:rounded-card"
    >
      <div className="flex flex-col gap-5 p-5 pb-[max(1.25rem,env(safe-area-inset-bottom))] sm:p-6">
        <div className="mx-auto -mt-2 h-1.5 w-10 rounded-full bg-ink-200 sm:hidden" aria-hidden="true" />
        <div className="flex items-start gap-3">
          {leading}
          <div className="min-w-0 flex-1">
            <h2 id={headingId} className="text-xl font-extrabold tracking-tight">
              {title}
            </h2>
            {subtitle && <p className="line-clamp-2 text-sm font-semibold text-ink-500">{subtitle}</p>}
          </div>
          <button
            type="button"
            onClick={() => dialogRef.current?.close()}
            className="-mt-1 -mr-2 grid size-11 shrink-0 place-items-center rounded-full text-ink-500 hover:bg-ink-100 hover:text-ink-900 focus-visible:outline-2 focus-visible:outline-brand-500"
            aria-label={closeLabel ?? formatMessage({ id: 'dialog.close' })}
          >
            <X className="size-5" aria-hidden="true" />
          </button>
        </div>
        {children}
      </div>
    </dialog>
  );
}
