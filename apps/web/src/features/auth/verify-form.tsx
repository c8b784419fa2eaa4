import { otpCode } from '@colorbook/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { FormattedMessage } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import { Button } from '../../components/button';
import { FormAlert } from '../../components/form-alert';
import { OtpInput } from '../../components/otp-input';
import { failureMessage } from '../../lib/api-errors';
import { dismissNotification } from '../../lib/notifications';
import { startSession } from '../../lib/session';
import { verifyCode, verifyLink } from './auth-api';
import { afterVerifyPath, type Challenge, forgetChallenge } from './challenge-storage';
import { ResendCode } from './resend-code';

const formSchema = z.object({ otp: otpCode });
type Values = z.input<typeof formSchema>;

type Props = {
  token: string;
  challenge: Challenge | null;
  plan?: string;
  /** The screen the user came for (`?next=`), opened once signed in. */
  next?: string;
  /** The key of the email's link (`#key=`): signs in at once, even while codes are paused. */
  linkKey?: string;
};

export function VerifyForm({ token, challenge, plan, next, linkKey }: Props) {
  const navigate = useNavigate();
  const [serverError, setServerError] = useState<string | null>(null);
  const submitting = useRef(false);
  const { control, handleSubmit, formState, setFocus } = useForm<
    Values,
    unknown,
    z.output<typeof formSchema>
  >({ resolver: zodResolver(formSchema), defaultValues: { otp: '' } });

  /** One sign-in at a time (auto-submit, a click and the link may race); false when it failed. */
  async function signInWith(call: () => ReturnType<typeof verifyCode>): Promise<boolean> {
    if (submitting.current) return true;
    submitting.current = true;
    setServerError(null);
    try {
      const result = await call();
      if (!result.ok) {
        setServerError(failureMessage(result.error));
        return false;
      }
      const user = await startSession(result.data.authToken);
      if (!user) {
        setServerError(failureMessage(null));
        return false;
      }
      forgetChallenge();
      // A message left by an expired session ('please sign in') is answered now.
      dismissNotification();
      await navigate(afterVerifyPath(user.admin, plan, next), { replace: true });
      return true;
    } finally {
      submitting.current = false;
    }
  }

  const handleVerify = handleSubmit(async ({ otp }) => {
    if (!(await signInWith(() => verifyCode(token, otp)))) setFocus('otp', { shouldSelect: true });
  });

  // Opened from the email's link: it signs in by itself; the code stays as the way back.
  const linkTried = useRef(false);
  useEffect(() => {
    if (!linkKey || linkTried.current) return;
    linkTried.current = true;
    void signInWith(() => verifyLink(token, linkKey));
  });

  return (
    <>
      <form noValidate onSubmit={handleVerify} className="flex flex-col gap-4">
        <Controller
          control={control}
          name="otp"
          render={({ field, fieldState }) => (
            <OtpInput
              ref={field.ref}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              onComplete={() => void handleVerify()}
              error={fieldState.error?.message}
              disabled={formState.isSubmitting}
              autoFocus
            />
          )}
        />
        <FormAlert message={serverError} />
        <Button type="submit" size="lg" busy={formState.isSubmitting}>
          <FormattedMessage id="auth.verify.submit" />
        </Button>
      </form>
      {challenge ? (
        <ResendCode challenge={challenge} />
      ) : (
        <p className="text-sm text-ink-600">
          <FormattedMessage id="auth.verify.noCode" />{' '}
          <Link to="/sign-in" className="font-bold text-brand-700 underline-offset-2 hover:underline">
            <FormattedMessage id="auth.verify.newCode" />
          </Link>
        </p>
      )}
    </>
  );
}
