import { confirmEmailBody, confirmEmailResponse, otpCode } from '@colorbook/contract';
import { MailCheck } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { request } from '../lib/api';
import { failureMessage } from '../lib/api-errors';
import { Button } from './button';
import { FormAlert } from './form-alert';
import { OtpInput } from './otp-input';

type Props = {
  /** `email_token` from PATCH /users/update. */
  token: string;
  email: string;
  onConfirmed: () => void;
  onCancel: () => void;
};

/** After an email change: the code sent to the new address confirms it (POST /users/email/confirm). */
export function EmailConfirmForm({ token, email, onConfirmed, onCancel }: Props) {
  const [otp, setOtp] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const confirm = async (code: string) => {
    const parsed = otpCode.safeParse(code);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? failureMessage(null));
      return;
    }
    setBusy(true);
    setError(null);
    const body = confirmEmailBody.parse({ token, otp: parsed.data });
    const result = await request('POST', '/users/email/confirm', {
      body,
      schema: confirmEmailResponse,
      silent: true,
    });
    setBusy(false);
    if (!result.ok) {
      setError(failureMessage(result.error));
      return;
    }
    onConfirmed();
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) void confirm(otp);
  };

  return (
    <form
      noValidate
      onSubmit={handleSubmit}
      className="flex flex-col gap-4 rounded-2xl bg-brand-50 p-4 ring-1 ring-brand-200 sm:p-5"
    >
      <div className="flex items-start gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-brand-100 text-brand-700">
          <MailCheck className="size-5" aria-hidden="true" />
        </span>
        <div>
          <h3 className="font-bold">Confirm your new email</h3>
          <p className="text-sm text-ink-600">
            We sent a 6-digit code to <strong className="wrap-anywhere text-ink-900">{email}</strong>. Enter
            it here to start using the new address; until then you keep signing in with the current one.
          </p>
        </div>
      </div>
      <OtpInput
        label="Code"
        value={otp}
        onChange={setOtp}
        onComplete={(code) => !busy && void confirm(code)}
        disabled={busy}
        autoFocus
        className="max-w-xs"
      />
      <FormAlert message={error} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" busy={busy}>
          Confirm email
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
