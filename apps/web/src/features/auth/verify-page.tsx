import { MailCheck } from 'lucide-react';
import { useParams, useSearchParams } from 'react-router';
import { IntroCard } from '../../components/intro-card';
import { safeNextPath } from '../../lib/next-path';
import { readChallenge } from './challenge-storage';
import { VerifyForm } from './verify-form';

export function VerifyPage() {
  const { token = '' } = useParams();
  const [searchParams] = useSearchParams();
  const challenge = readChallenge(token);
  const plan = searchParams.get('plan') || challenge?.plan;
  const next = safeNextPath(searchParams.get('next')) ?? challenge?.next;

  return (
    <IntroCard
      icon={MailCheck}
      title="Check your email"
      description={
        challenge ? (
          <>
            Enter the 6-digit code we emailed to{' '}
            <strong className="wrap-anywhere text-ink-900">{challenge.email}</strong>. The code is valid for
            10 minutes.
          </>
        ) : (
          'Enter the 6-digit code we emailed you to finish signing in. The code is valid for 10 minutes.'
        )
      }
    >
      {/* A new token (after 'Resend code') starts a fresh form. */}
      <VerifyForm key={token} token={token} challenge={challenge} plan={plan ?? undefined} next={next} />
    </IntroCard>
  );
}

export { VerifyPage as Component };
