import { confirmEmailBody, confirmEmailResponse, otpCode } from '@colorbook/contract';
import { MailCheck } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { request } from '../lib/api';
import { failureMessage } from '../lib/api-errors';
import { validationMessageKey } from '../lib/validation-messages';
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
  const intl = useIntl();
  const [otp, setOtp] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const confirm = async (code: string) => {
    const parsed = otpCode.safeParse(code);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]?.message;
      const key = issue && validationMessageKey(issue);
      setError(key ? intl.formatMessage({ id: key }) : (issue ?? failureMessage(null)));
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
          <h3 className="font-bold">
            <FormattedMessage id="account.confirmEmail.title" />
          </h3>
          <p className="text-sm text-ink-600">
            <FormattedMessage
              id="account.confirmEmail.text"
              values={{
                email,
                strong: (chunks) => <strong className="wrap-anywhere text-ink-900">{chunks}</strong>,
              }}
            />
          </p>
        </div>
      </div>
      <OtpInput
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
          <FormattedMessage id="account.confirmEmail.submit" />
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={busy}>
          <FormattedMessage id="common.cancel" />
        </Button>
      </div>
    </form>
  );
}
