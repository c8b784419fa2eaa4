import type { ParentGateState } from '@colorbook/contract';
import { Lock, ShieldCheck, X } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../components/button';
import { Spinner } from '../../components/spinner';
import { cn } from '../../lib/cn';
import { fetchGateState } from './gate-api';
import { GATE_TEXT, lockedUntilText } from './gate-strings';
import { PinGateForm } from './pin-gate-form';
import { QuestionGateForm } from './question-gate-form';

type Phase =
  | { kind: 'loading' }
  | { kind: 'failed' }
  | { kind: 'pin'; state: ParentGateState }
  | { kind: 'question' }
  | { kind: 'locked'; until: Date | null };

const lockedUntil = (state: ParentGateState): Date | null => {
  if (!state.lockedUntil) return null;
  const until = new Date(state.lockedUntil);
  return until.getTime() > Date.now() ? until : null;
};

function phaseOf(state: ParentGateState): Phase {
  const until = lockedUntil(state);
  if (until) return { kind: 'locked', until };
  return state.pinSet ? { kind: 'pin', state } : { kind: 'question' };
}

type Props = {
  reason?: string;
  /** Called once: true when a grown-up passed, false when the gate was closed. */
  onDone: (passed: boolean) => void;
};

/**
 * The parent gate (issue 24): the adult's PIN when one is set, a grown-up question until then,
 * the lock after too many wrong PINs. A native modal dialog, so the page behind is inert, focus
 * stays inside and Escape cancels. A bottom sheet on phones, centred on larger screens.
 */
export function ParentGateDialog({ reason, onDone }: Props) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const headingId = useId();
  const [phase, setPhase] = useState<Phase>({ kind: 'loading' });
  const settled = useRef(false);
  const cancelRef = useRef<HTMLButtonElement>(null);

  const finish = useCallback(
    (passed: boolean) => {
      if (settled.current) return;
      settled.current = true;
      onDone(passed);
    },
    [onDone],
  );

  const load = useCallback(async () => {
    setPhase({ kind: 'loading' });
    const result = await fetchGateState();
    setPhase(result.ok ? phaseOf(result.state) : { kind: 'failed' });
  }, []);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
    void load();
  }, [load]);

  // The lock ends by itself: the PIN boxes come back without a reload.
  useEffect(() => {
    if (phase.kind !== 'locked' || !phase.until) return;
    const timer = setTimeout(() => void load(), Math.max(0, phase.until.getTime() - Date.now()) + 500);
    return () => clearTimeout(timer);
  }, [phase, load]);

  // Locked, or unreachable: Cancel is the one thing left to do, so it has the focus.
  useEffect(() => {
    if (phase.kind === 'locked' || phase.kind === 'failed') cancelRef.current?.focus();
  }, [phase.kind]);

  const cancel = () => dialogRef.current?.close();

  return (
    // A click on the backdrop lands on the dialog itself (its content fills it): cancel.
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape closes a modal dialog natively.
    <dialog
      ref={dialogRef}
      aria-labelledby={headingId}
      onClose={() => finish(false)}
      onClick={(event) => {
        if (event.target === dialogRef.current) cancel();
      }}
      data-testid="parent-gate"
      className="fixed inset-x-0 top-auto bottom-0 m-0 max-h-[92dvh] w-full max-w-full overflow-y-auto rounded-t-[1.75rem] bg-surface p-0 text-ink-900 shadow-pop backdrop:bg-ink-900/60 backdrop:backdrop-blur-sm sm:inset-0 sm:m-auto sm:h-fit sm:max-w-md sm:rounded-card"
    >
      <div className="flex flex-col gap-5 p-5 pb-[max(1.25rem,env(safe-area-inset-bottom))] sm:p-7">
        <div className="mx-auto -mt-2 h-1.5 w-10 rounded-full bg-ink-200 sm:hidden" aria-hidden="true" />
        <div className="flex items-start gap-3">
          <span
            className={cn(
              'grid size-12 shrink-0 place-items-center rounded-2xl',
              phase.kind === 'locked' ? 'bg-danger-50 text-danger-700' : 'bg-brand-100 text-brand-700',
            )}
          >
            {phase.kind === 'locked' ? (
              <Lock className="size-6" aria-hidden="true" />
            ) : (
              <ShieldCheck className="size-6" aria-hidden="true" />
            )}
          </span>
          <div className="min-w-0 flex-1 pt-0.5">
            <h2 id={headingId} className="text-xl font-extrabold tracking-tight">
              {GATE_TEXT.title}
            </h2>
            {reason && <p className="text-sm font-semibold text-ink-500">{reason}</p>}
          </div>
          <button
            type="button"
            onClick={cancel}
            className="-mt-1 -mr-2 grid size-11 shrink-0 place-items-center rounded-full text-ink-500 hover:bg-ink-100 hover:text-ink-900 focus-visible:outline-2 focus-visible:outline-brand-500"
            aria-label={GATE_TEXT.close}
          >
            <X className="size-5" aria-hidden="true" />
          </button>
        </div>

        {phase.kind === 'loading' && (
          <div className="flex min-h-40 flex-col items-center justify-center gap-3 text-ink-600">
            <Spinner className="size-8" label="" />
            <p className="font-semibold">{GATE_TEXT.loading}</p>
          </div>
        )}
        {phase.kind === 'failed' && (
          <div className="flex min-h-40 flex-col items-center justify-center gap-4 text-center">
            <p className="font-semibold text-ink-700">{GATE_TEXT.loadFailed}</p>
            <Button variant="secondary" onClick={() => void load()}>
              {GATE_TEXT.tryAgain}
            </Button>
          </div>
        )}
        {phase.kind === 'pin' && (
          <PinGateForm
            state={phase.state}
            onPassed={() => finish(true)}
            onLocked={(state) => setPhase({ kind: 'locked', until: lockedUntil(state) })}
          />
        )}
        {phase.kind === 'question' && <QuestionGateForm onPassed={() => finish(true)} />}
        {phase.kind === 'locked' && (
          <div
            role="alert"
            className="flex flex-col items-center gap-2 rounded-2xl bg-danger-50 px-5 py-6 text-center"
            data-testid="gate-locked"
          >
            <p className="text-lg font-extrabold text-danger-700">{GATE_TEXT.locked}</p>
            {phase.until && <p className="font-semibold text-danger-700">{lockedUntilText(phase.until)}</p>}
          </div>
        )}

        <Button ref={cancelRef} variant="ghost" size="lg" className="w-full" onClick={cancel}>
          {GATE_TEXT.cancel}
        </Button>
      </div>
    </dialog>
  );
}
