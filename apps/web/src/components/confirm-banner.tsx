import { TriangleAlert } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { cancelConfirmation, proceedConfirmation, useConfirmation } from '../lib/confirmation';
import { Button } from './button';

type Props = {
  message: string;
  busy: boolean;
  onProceed: () => void;
  onCancel: () => void;
};

/** Spec §4: a question with 'Yes, proceed' (busy while the action runs) and 'Cancel'. */
export function ConfirmBanner({ message, busy, onProceed, onCancel }: Props) {
  const messageId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);

  // Focus the safe answer, and let Escape mean Cancel.
  useEffect(() => {
    cancelRef.current?.focus();
    const handleKeyDown = (event: KeyboardEvent) => event.key === 'Escape' && onCancel();
    document.addEventListener('keydown', handleKeyDown);
    return () => document.removeEventListener('keydown', handleKeyDown);
  }, [onCancel]);

  return (
    <div
      role="alertdialog"
      aria-labelledby={messageId}
      className="pointer-events-auto flex w-full animate-fade-in flex-col gap-4 rounded-card bg-surface p-4 shadow-pop ring-1 ring-coral-200 sm:flex-row sm:items-center sm:p-5"
    >
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-coral-100 text-coral-600">
          <TriangleAlert className="size-5" aria-hidden="true" />
        </span>
        <p id={messageId} className="font-bold text-ink-900">
          {message}
        </p>
      </div>
      <div className="flex shrink-0 gap-2">
        <Button ref={cancelRef} variant="secondary" className="flex-1" onClick={onCancel} disabled={busy}>
          <FormattedMessage id="common.cancel" />
        </Button>
        <Button variant="accent" className="flex-1" onClick={onProceed} busy={busy}>
          <FormattedMessage id="common.yesProceed" />
        </Button>
      </div>
    </div>
  );
}

/** Shows the question asked with `askConfirmation` (lib/confirmation). */
export function ConfirmationHost() {
  const confirmation = useConfirmation();
  if (!confirmation) return null;
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-0 z-[80] flex justify-center px-3 pb-[max(1rem,env(safe-area-inset-bottom))] sm:pb-6">
      <div className="w-full max-w-xl">
        <ConfirmBanner
          key={confirmation.id}
          message={confirmation.message}
          busy={confirmation.busy}
          onProceed={() => void proceedConfirmation()}
          onCancel={cancelConfirmation}
        />
      </div>
    </div>
  );
}
