import { signInBody } from '@colorbook/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { LogIn } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { Button } from '../../components/button';
import { FormAlert } from '../../components/form-alert';
import { IntroCard } from '../../components/intro-card';
import { LanguageSelect } from '../../components/language-select';
import { TextField } from '../../components/text-field';
import { failureMessage } from '../../lib/api-errors';
import { safeNextPath, withNext } from '../../lib/next-path';
import { signIn } from './auth-api';
import { rememberChallenge, verifyPath } from './challenge-storage';

type Values = z.input<typeof signInBody>;

export function SignInPage() {
  const navigate = useNavigate();
  const intl = useIntl();
  const [searchParams] = useSearchParams();
  // ?next=: where to go once signed in (the app's own screens only).
  const next = safeNextPath(searchParams.get('next'));
  const [serverError, setServerError] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<Values, unknown, z.output<typeof signInBody>>({
    resolver: zodResolver(signInBody),
    defaultValues: { email: '' },
  });

  const handleSignIn = handleSubmit(async (values) => {
    setServerError(null);
    const result = await signIn(values);
    if (!result.ok) {
      setServerError(failureMessage(result.error));
      return;
    }
    const { token } = result.data;
    rememberChallenge({ token, kind: 'sign-in', email: values.email, next, sentAt: Date.now() });
    await navigate(verifyPath(token, undefined, next));
  });

  return (
    <IntroCard
      icon={LogIn}
      title={intl.formatMessage({ id: 'auth.signIn.title' })}
      description={intl.formatMessage({ id: 'auth.signIn.description' })}
    >
      <form noValidate onSubmit={handleSignIn} className="flex flex-col gap-4">
        <TextField
          label={intl.formatMessage({ id: 'field.email' })}
          type="email"
          autoComplete="email"
          inputMode="email"
          autoFocus
          placeholder={intl.formatMessage({ id: 'field.emailPlaceholder' })}
          error={formState.errors.email?.message}
          {...register('email')}
        />
        <FormAlert message={serverError} />
        <Button type="submit" size="lg" busy={formState.isSubmitting}>
          <FormattedMessage id="auth.signIn.title" />
        </Button>
      </form>
      <p className="text-sm text-ink-600">
        <FormattedMessage id="auth.signIn.newHere" />{' '}
        <Link
          to={withNext('/sign-up', next)}
          className="font-bold text-brand-700 underline-offset-2 hover:underline"
        >
          <FormattedMessage id="auth.signIn.createAccount" />
        </Link>
      </p>
      <LanguageSelect variant="inline" className="mt-2" />
    </IntroCard>
  );
}

export { SignInPage as Component };
