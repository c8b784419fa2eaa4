import { useState } from 'react';
import { Button } from '../../components/button';
import { FormAlert } from '../../components/form-alert';
import { OtpInput } from '../../components/otp-input';
import { failureMessage } from '../../lib/api-errors';
import { emailGateCode, verifyGateCode } from './gate-api';
import { useGateText } from './gate-strings';

type Props = { onPassed: () => void };

/**
 * "Email me a code" (issue 35): a sign-in code goes to the grown-up's address, and typing it here
 * opens the gate, also while wrong PINs have paused it. The child never sees the address.
 */
export function CodeGateForm({ onPassed }: Props) {
  const t = useGateText();
  const [challenge, setChallenge] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const send = async () => {
    setBusy(true);
    setError(null);
    const result = await emailGateCode();
    setBusy(false);
    if (result.ok) setChallenge(result.data.token);
    else setError(failureMessage(result.error));
  };

  const check = async (otp: string) => {
    if (!challenge || busy) return;
    setBusy(true);
    setError(null);
    const result = await verifyGateCode(challenge, otp);
    if (result.ok) {
      onPassed();
      return;
    }
    setBusy(false);
    setCode('');
    setError(failureMessage(result.error));
  };

  if (!challenge)
    return (
      <div className="flex flex-col items-center gap-3 text-center">
        <Button variant="secondary" size="lg" className="w-full" onClick={() => void send()} disabled={busy}>
          {t('emailCode')}
        </Button>
        <FormAlert message={error} />
      </div>
    );

  return (
    <form
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        void check(code);
      }}
    >
      <p className="text-center font-semibold text-ink-600">{t('codeSent')}</p>
      <OtpInput
        value={code}
        onChange={setCode}
        onComplete={(otp) => void check(otp)}
        disabled={busy}
        autoFocus
      />
      <FormAlert message={error} />
      <Button type="submit" size="lg" className="w-full" disabled={busy || code.length !== 6}>
        {busy ? t('checking') : t('check')}
      </Button>
    </form>
  );
}
