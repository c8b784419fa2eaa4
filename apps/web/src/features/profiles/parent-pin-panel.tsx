import { KeyRound } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '../../components/button';
import { notifySuccess } from '../../lib/notifications';
import { PinDialog } from './pin-dialog';
import { useProfileText } from './profile-strings';
import { useParentGateState } from './use-profiles';

type Props = {
  /** The first child was just added (issue 35): ask for a PIN now, unless one is set. */
  askForPin?: boolean;
  onAsked?: () => void;
};

/** Under the family: whether a parent PIN is set, and setting or changing it. */
export function ParentPinPanel({ askForPin = false, onAsked }: Props) {
  const t = useProfileText();
  const gate = useParentGateState();
  const [open, setOpen] = useState(false);
  const pinSet = gate.status === 'ready' && gate.data.pinSet;
  const locked = gate.status === 'ready' && gate.data.lockedUntil !== null;

  useEffect(() => {
    if (!askForPin || gate.status !== 'ready') return;
    if (!gate.data.pinSet) setOpen(true);
    onAsked?.();
  }, [askForPin, gate, onAsked]);

  return (
    <section className="mt-6 border-t border-ink-200/70 pt-6" aria-labelledby="parent-pin-title">
      <div className="flex flex-wrap items-center gap-4">
        <span className="grid size-11 shrink-0 place-items-center rounded-2xl bg-brand-50 text-brand-700">
          <KeyRound className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1 basis-48">
          <h3 id="parent-pin-title" className="font-bold text-ink-900">
            {t('pinTitle')}
          </h3>
          <p className="text-sm text-ink-600">
            {locked ? t('pinLocked') : pinSet ? t('pinSetDescription') : t('pinUnsetDescription')}
          </p>
        </div>
        <Button
          variant="secondary"
          disabled={gate.status !== 'ready'}
          onClick={() => setOpen(true)}
          data-testid="parent-pin-button"
        >
          {pinSet ? t('changePin') : t('setPin')}
        </Button>
      </div>
      {open && (
        <PinDialog
          pinSet={pinSet}
          onSaved={() => {
            notifySuccess(t('pinSaved'));
            gate.reload();
          }}
          onRefused={gate.reload}
          onClose={() => setOpen(false)}
        />
      )}
    </section>
  );
}
