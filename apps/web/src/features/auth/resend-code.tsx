import { RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { Button } from '../../components/button';
import { failureMessage } from '../../lib/api-errors';
import { notify, notifyDanger } from '../../lib/notifications';
import { resendCode } from './auth-api';
import { type Challenge, RESEND_COOLDOWN_MS, rememberChallenge, verifyPath } from './challenge-storage';
import { useCountdown } from './use-countdown';

/** 'Resend code': starts the challenge again for the same email and moves to its new /verify/{token}. */
export function ResendCode({ challenge }: { challenge: Challenge }) {
  const navigate = useNavigate();
  const intl = useIntl();
  const [sending, setSending] = useState(false);
  const secondsLeft = useCountdown(challenge.sentAt + RESEND_COOLDOWN_MS);

  const handleResend = async () => {
    setSending(true);
    const result = await resendCode(challenge);
    setSending(false);
    if (!result.ok) {
      notifyDanger(failureMessage(result.error));
      return;
    }
    const { token } = result.data;
    rememberChallenge({ ...challenge, token, sentAt: Date.now() });
    notify(intl.formatMessage({ id: 'auth.resend.sent' }, { email: challenge.email }), {
      variant: 'success',
      keepOnNavigation: true,
    });
    await navigate(verifyPath(token, challenge.plan, challenge.next), { replace: true });
  };

  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-600">
      <span>
        <FormattedMessage id="auth.resend.question" />
      </span>
      <Button
        variant="ghost"
        size="sm"
        className="-ml-2"
        onClick={handleResend}
        busy={sending}
        disabled={secondsLeft > 0}
      >
        {!sending && <RotateCcw className="size-4" aria-hidden="true" />}
        <FormattedMessage id="auth.resend.button" />
      </Button>
      {secondsLeft > 0 && (
        <span className="tabular-nums">
          <FormattedMessage id="auth.resend.wait" values={{ seconds: secondsLeft }} />
        </span>
      )}
    </div>
  );
}
