import { adminCreateBody } from '@colorbook/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { ShieldPlus, ShieldX } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLoaderData, useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { Button, ButtonLink } from '../../components/button';
import { FormAlert } from '../../components/form-alert';
import { IntroCard } from '../../components/intro-card';
import { TextField } from '../../components/text-field';
import { failureMessage } from '../../lib/api-errors';
import { createAdmin, readSetupRequired } from './auth-api';
import { rememberChallenge, verifyPath } from './challenge-storage';

const formSchema = adminCreateBody.pick({ name: true, email: true });
type Values = z.input<typeof formSchema>;

export async function loader() {
  return { setupRequired: await readSetupRequired() };
}

function SetupUnavailable({ reason }: { reason: 'done' | 'no-link' }) {
  const intl = useIntl();
  return (
    <IntroCard
      icon={ShieldX}
      title={intl.formatMessage({ id: 'auth.admin.unavailableTitle' })}
      description={intl.formatMessage({
        id: reason === 'done' ? 'auth.admin.unavailableDone' : 'auth.admin.unavailableNoLink',
      })}
    >
      <ButtonLink to="/sign-in" size="lg">
        <FormattedMessage id="auth.signIn.title" />
      </ButtonLink>
    </IntroCard>
  );
}

export function AdminCreatePage() {
  const { setupRequired } = useLoaderData() as Awaited<ReturnType<typeof loader>>;
  const [searchParams] = useSearchParams();
  const setup = searchParams.get('setup') ?? '';
  const navigate = useNavigate();
  const intl = useIntl();
  const [serverError, setServerError] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<Values, unknown, z.output<typeof formSchema>>({
    resolver: zodResolver(formSchema),
    defaultValues: { name: '', email: '' },
  });

  const handleCreate = handleSubmit(async (values) => {
    setServerError(null);
    const result = await createAdmin({ ...values, setup });
    if (!result.ok) {
      setServerError(failureMessage(result.error));
      return;
    }
    const { token } = result.data;
    rememberChallenge({ token, kind: 'admin', ...values, setup, sentAt: Date.now() });
    await navigate(verifyPath(token));
  });

  if (setupRequired === false) return <SetupUnavailable reason="done" />;
  if (!setup) return <SetupUnavailable reason="no-link" />;

  return (
    <IntroCard
      icon={ShieldPlus}
      title={intl.formatMessage({ id: 'auth.admin.title' })}
      description={intl.formatMessage({ id: 'auth.admin.description' })}
    >
      <form noValidate onSubmit={handleCreate} className="flex flex-col gap-4">
        <TextField
          label={intl.formatMessage({ id: 'field.name' })}
          autoComplete="name"
          autoFocus
          error={formState.errors.name?.message}
          {...register('name')}
        />
        <TextField
          label={intl.formatMessage({ id: 'field.email' })}
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="admin@example.com"
          error={formState.errors.email?.message}
          {...register('email')}
        />
        <FormAlert message={serverError} />
        <Button type="submit" size="lg" busy={formState.isSubmitting}>
          <FormattedMessage id="auth.admin.submit" />
        </Button>
      </form>
    </IntroCard>
  );
}

export { AdminCreatePage as Component };
