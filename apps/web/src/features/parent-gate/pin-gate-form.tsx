import { type ParentGateState, PIN_LENGTH } from '@colorbook/contract';
import { useEffect, useId, useRef, useState } from 'react';
import { FormAlert } from '../../components/form-alert';
import { failureMessage } from '../../lib/api-errors';
import { fetchGateState, verifyPin } from './gate-api';
import { useGateText } from './gate-strings';
import { PinBoxes } from './pin-boxes';

type Props = {
  state: ParentGateState;
  onPassed: () => void;
  /** The fifth wrong try locked the gate: the dialog shows the lock instead. */
  onLocked: (state: ParentGateState) => void;
};

/** The PIN set by the adult, checked by the server (which counts the tries and locks). */
export function PinGateForm({ state, onPassed, onLocked }: Props) {
  const t = useGateText();
  const [pin, setPin] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [triesLeft, setTriesLeft] = useState<number | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const messageId = useId();

  useEffect(() => inputRef.current?.focus(), []);

  const handleComplete = async (entered: string) => {
    if (busy) return;
    setBusy(true);
    setError(null);
    const outcome = await verifyPin(entered);
    if (outcome.kind === 'passed') {
      onPassed();
      return;
    }
    // The gate state says how many tries are left and until when a lock lasts.
    const latest = await fetchGateState();
    setBusy(false);
    setPin('');
    if (outcome.kind === 'locked' || (latest.ok && latest.state.lockedUntil)) {
      onLocked(latest.ok ? latest.state : { ...state, lockedUntil: null, triesLeft: 0 });
      return;
    }
    if (outcome.kind === 'wrong') {
      setError(t('wrongPin'));
      setTriesLeft(latest.ok ? latest.state.triesLeft : null);
    } else {
      setError(failureMessage(outcome.error));
    }
    requestAnimationFrame(() => inputRef.current?.focus());
  };

  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (pin.length === PIN_LENGTH) void handleComplete(pin);
      }}
    >
      <p className="text-center text-ink-600">{t('pinPrompt')}</p>
      <PinBoxes
        ref={inputRef}
        value={pin}
        onChange={setPin}
        onComplete={(entered) => void handleComplete(entered)}
        label={t('pinLabel')}
        disabled={busy}
        invalid={error !== null && pin === ''}
        describedBy={error ? messageId : undefined}
      />
      <div id={messageId} className="min-h-12" aria-live="polite">
        {busy ? (
          <p className="text-center font-semibold text-ink-500">{t('checking')}</p>
        ) : (
          <FormAlert
            message={error && (triesLeft === null ? error : t('wrongPinTriesLeft', { tries: triesLeft }))}
          />
        )}
      </div>
    </form>
  );
}
