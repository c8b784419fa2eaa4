import type { ParentGateState } from '@colorbook/contract';
import { Lock, ShieldCheck } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../components/button';
import { SheetDialog } from '../../components/sheet-dialog';
import { Spinner } from '../../components/spinner';
import { cn } from '../../lib/cn';
import { CodeGateForm } from './code-gate-form';
import { fetchGateState } from './gate-api';
import { useGateText } from './gate-strings';
import { PinGateForm } from './pin-gate-form';
import { QuestionGateForm } from './question-gate-form';

type Phase =
  | { kind: 'loading' }
  | { kind: 'failed' }
  | { kind: 'pin'; state: ParentGateState }
  | { kind: 'question' }
  | { kind: 'code' }
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
 * stays inside and Escape cancels (the app's SheetDialog frame).
 */
export function ParentGateDialog({ reason, onDone }: Props) {
  const intl = useIntl();
  const t = useGateText();
  const dialogRef = useRef<HTMLDialogElement>(null);
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
    <SheetDialog
      dialogRef={dialogRef}
      title={t('title')}
      subtitle={reason && intl.messages[reason] ? intl.formatMessage({ id: reason }) : reason}
      leading={
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
      }
      onClose={() => finish(false)}
      closeLabel={t('close')}
      testId="parent-gate"
    >
      {phase.kind === 'loading' && (
        <div className="flex min-h-40 flex-col items-center justify-center gap-3 text-ink-600">
          <Spinner className="size-8" label="" />
          <p className="font-semibold">{t('loading')}</p>
        </div>
      )}
      {phase.kind === 'failed' && (
        <div className="flex min-h-40 flex-col items-center justify-center gap-4 text-center">
          <p className="font-semibold text-ink-700">{t('loadFailed')}</p>
          <Button variant="secondary" onClick={() => void load()}>
            {t('tryAgain')}
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
      {phase.kind === 'question' && <QuestionGateForm onPassed={() => setPhase({ kind: 'code' })} />}
      {phase.kind === 'code' && (
        <>
          <p className="text-center text-ink-600">{t('noPinYet')}</p>
          <CodeGateForm onPassed={() => finish(true)} />
        </>
      )}
      {phase.kind === 'locked' && (
        <div
          role="alert"
          className="flex flex-col items-center gap-2 rounded-2xl bg-danger-50 px-5 py-6 text-center"
          data-testid="gate-locked"
        >
          <p className="text-lg font-extrabold text-danger-700">{t('locked')}</p>
          {phase.until && (
            <p className="font-semibold text-danger-700">
              {t('lockedUntil', {
                time: intl.formatTime(phase.until, { hour: '2-digit', minute: '2-digit' }),
              })}
            </p>
          )}
        </div>
      )}
      {(phase.kind === 'pin' || phase.kind === 'locked') && <CodeGateForm onPassed={() => finish(true)} />}

      <Button ref={cancelRef} variant="ghost" size="lg" className="w-full" onClick={cancel}>
        {t('cancel')}
      </Button>
    </SheetDialog>
  );
}
