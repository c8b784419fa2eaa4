import { PIN_LENGTH, PIN_RESET_NEEDS_SIGN_IN } from '@colorbook/contract';
import { type FormEvent, useRef, useState } from 'react';
import { Button } from '../../components/button';
import { FormAlert } from '../../components/form-alert';
import { SheetDialog } from '../../components/sheet-dialog';
import { TextField } from '../../components/text-field';
import { failureMessage } from '../../lib/api-errors';
import { useProfileText } from './profile-strings';
import { setParentPin } from './profiles-api';

type Props = {
  /** A PIN is set already: the current one is asked (or a fresh sign-in stands in for it). */
  pinSet: boolean;
  onSaved: () => void;
  /** A refusal may have used up a try or locked the gate: the panel reads its state again. */
  onRefused: () => void;
  onClose: () => void;
};

const isPin = (value: string) => new RegExp(`^\\d{${PIN_LENGTH}}$`).test(value);
const digitsOnly = (value: string) => value.replace(/\D/g, '').slice(0, PIN_LENGTH);

const pinInputProps = {
  type: 'password',
  inputMode: 'numeric',
  pattern: '[0-9]*',
  autoComplete: 'off',
  maxLength: PIN_LENGTH,
} as const;

/** Sets the parent PIN, or changes it (with the current one). */
export function PinDialog({ pinSet, onSaved, onRefused, onClose }: Props) {
  const t = useProfileText();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [currentPin, setCurrentPin] = useState('');
  const [pin, setPin] = useState('');
  const [repeat, setRepeat] = useState('');
  const [errors, setErrors] = useState<{ current?: string; pin?: string; repeat?: string }>({});
  const [error, setError] = useState<string | null>(null);
  const [needsSignIn, setNeedsSignIn] = useState(false);
  const [saving, setSaving] = useState(false);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      current: currentPin && !isPin(currentPin) ? t('pinDigits') : undefined,
      pin: isPin(pin) ? undefined : t('pinDigits'),
      repeat: isPin(pin) && repeat !== pin ? t('pinMismatch') : undefined,
    };
    setErrors(found);
    if (found.current || found.pin || found.repeat) return;
    setError(null);
    setNeedsSignIn(false);
    setSaving(true);
    const result = await setParentPin(pinSet && currentPin ? { pin, current: currentPin } : { pin });
    setSaving(false);
    if (!result.ok) {
      onRefused();
      // No current PIN and no fresh sign-in: say how a forgotten PIN is replaced.
      if (result.error.message === PIN_RESET_NEEDS_SIGN_IN) setNeedsSignIn(true);
      else setError(failureMessage(result.error));
      return;
    }
    onSaved();
    dialogRef.current?.close();
  };

  return (
    <SheetDialog
      dialogRef={dialogRef}
      title={pinSet ? t('pinDialogChangeTitle') : t('pinDialogSetTitle')}
      onClose={onClose}
      closeLabel={t('close')}
      testId="pin-dialog"
    >
      <form noValidate onSubmit={(event) => void handleSubmit(event)} className="flex flex-col gap-4">
        {pinSet && (
          <TextField
            {...pinInputProps}
            label={t('currentPinLabel')}
            hint={t('currentPinHint')}
            value={currentPin}
            error={errors.current}
            onChange={(event) => setCurrentPin(digitsOnly(event.target.value))}
          />
        )}
        <TextField
          {...pinInputProps}
          label={t('newPinLabel')}
          hint={t('pinHint')}
          value={pin}
          error={errors.pin}
          onChange={(event) => setPin(digitsOnly(event.target.value))}
        />
        <TextField
          {...pinInputProps}
          label={t('repeatPinLabel')}
          value={repeat}
          error={errors.repeat}
          onChange={(event) => setRepeat(digitsOnly(event.target.value))}
        />
        {needsSignIn && (
          <div role="alert" className="rounded-control bg-sunny-50 px-4 py-3 text-sm ring-1 ring-sunny-200">
            <p className="font-bold text-ink-900">{PIN_RESET_NEEDS_SIGN_IN}</p>
            <p className="mt-1 text-ink-700">{t('pinResetHelp')}</p>
          </div>
        )}
        <FormAlert message={error} />
        <div className="flex gap-2">
          <Button variant="secondary" className="flex-1" onClick={() => dialogRef.current?.close()}>
            {t('cancel')}
          </Button>
          <Button type="submit" className="flex-1" busy={saving}>
            {t('savePin')}
          </Button>
        </div>
      </form>
    </SheetDialog>
  );
}
