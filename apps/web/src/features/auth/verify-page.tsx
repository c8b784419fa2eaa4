import { MailCheck } from 'lucide-react';
import { IntroCard } from '../../components/intro-card';

export function VerifyPage() {
  return (
    <IntroCard
      icon={MailCheck}
      title="Check your email"
      description="Enter the 6-digit code we emailed you to finish signing in. The code is valid for 10 minutes."
    />
  );
}

export { VerifyPage as Component };
