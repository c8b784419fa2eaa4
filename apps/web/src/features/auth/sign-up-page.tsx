import { signUpBody } from '@colorbook/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Sparkles, UserPlus } from 'lucide-react';
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
import { signUp } from './auth-api';
import { rememberChallenge, verifyPath } from './challenge-storage';

const formSchema = signUpBody.pick({ name: true, email: true });
type Values = z.input<typeof formSchema>;

export function SignUpPage() {
  const navigate = useNavigate();
  const intl = useIntl();
  const [searchParams] = useSearchParams();
  // /sign-up?plan={name}: the plan chosen on the landing's pricing cards, kept through verify.
  const plan = searchParams.get('plan')?.trim().slice(0, 40) || undefined;
  // /sign-up?next=/pages/{id}/color: a shared page's "Colour this page yourself", kept through verify.
  const next = safeNextPath(searchParams.get('next'));
  const [serverError, setServerError] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<Values, unknown, z.output<typeof formSchema>>({
    resolver: zodResolver(formSchema),
    defaultValues: { name: '', email: '' },
  });

  const handleSignUp = handleSubmit(async (values) => {
    setServerError(null);
    const result = await signUp({ ...values, plan });
    if (!result.ok) {
      setServerError(failureMessage(result.error));
      return;
    }
    const { token } = result.data;
    rememberChallenge({ token, kind: 'sign-up', ...values, plan, next, sentAt: Date.now() });
    await navigate(verifyPath(token, plan, next));
  });

  return (
    <IntroCard
      icon={UserPlus}
      title={intl.formatMessage({ id: 'auth.signUp.title' })}
      description={intl.formatMessage({ id: 'auth.signUp.description' })}
    >
      {plan && (
        <p className="inline-flex items-center gap-2 self-start rounded-full bg-sunny-100 px-3 py-1.5 text-sm font-bold text-sunny-700">
          <Sparkles className="size-4" aria-hidden="true" />
          <FormattedMessage
            id="auth.signUp.chosenPlan"
            values={{ plan: <span className="capitalize">{plan}</span> }}
          />
        </p>
      )}
      <form noValidate onSubmit={handleSignUp} className="flex flex-col gap-4">
        <TextField
          label={intl.formatMessage({ id: 'field.name' })}
          autoComplete="name"
          autoFocus
          placeholder={intl.formatMessage({ id: 'field.namePlaceholder' })}
          error={formState.errors.name?.message}
          {...register('name')}
        />
        <TextField
          label={intl.formatMessage({ id: 'field.email' })}
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder={intl.formatMessage({ id: 'field.emailPlaceholder' })}
          error={formState.errors.email?.message}
          {...register('email')}
        />
        <FormAlert message={serverError} />
        <Button type="submit" size="lg" busy={formState.isSubmitting}>
          <FormattedMessage id="auth.signUp.submit" />
        </Button>
      </form>
      <p className="text-sm text-ink-600">
        <FormattedMessage id="auth.signUp.haveAccount" />{' '}
        <Link
          to={withNext('/sign-in', next)}
          className="font-bold text-brand-700 underline-offset-2 hover:underline"
        >
          <FormattedMessage id="auth.signIn.title" />
        </Link>
      </p>
      <LanguageSelect variant="inline" className="mt-2" />
    </IntroCard>
  );
}

export { SignUpPage as Component };
