import { MailCheck } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { IntroCard } from '../../components/intro-card';
import { safeNextPath } from '../../lib/next-path';
import { readChallenge } from './challenge-storage';
import { VerifyForm } from './verify-form';

export function VerifyPage() {
  const { token = '' } = useParams();
  const intl = useIntl();
  const [searchParams] = useSearchParams();
  // The email's link carries a key after `#` (never sent to a server); the form signs in with it.
  const linkKey = /(?:^#|&)key=([\w-]+)/.exec(useLocation().hash)?.[1];
  const challenge = readChallenge(token);
  const plan = searchParams.get('plan') || challenge?.plan;
  const next = safeNextPath(searchParams.get('next')) ?? challenge?.next;

  return (
    <IntroCard
      icon={MailCheck}
      title={intl.formatMessage({ id: 'auth.verify.title' })}
      description={
        challenge ? (
          <FormattedMessage
            id="auth.verify.description"
            values={{
              email: challenge.email,
              strong: (chunks) => <strong className="wrap-anywhere text-ink-900">{chunks}</strong>,
            }}
          />
        ) : (
          intl.formatMessage({ id: 'auth.verify.descriptionNoEmail' })
        )
      }
    >
      {/* A new token (after 'Resend code') starts a fresh form. */}
      <VerifyForm
        key={token}
        token={token}
        challenge={challenge}
        plan={plan ?? undefined}
        next={next}
        linkKey={linkKey}
      />
    </IntroCard>
  );
}

export { VerifyPage as Component };
