import { LogIn } from 'lucide-react';
import { Link } from 'react-router';
import { IntroCard } from '../../components/intro-card';

export function SignInPage() {
  return (
    <IntroCard
      icon={LogIn}
      title="Sign in"
      description="Enter your email and we will send you a one-time code to sign in. No password to remember."
    >
      <p className="text-sm text-ink-600">
        New here?{' '}
        <Link to="/sign-up" className="font-bold text-brand-700 underline-offset-2 hover:underline">
          Create an account
        </Link>
      </p>
    </IntroCard>
  );
}

export { SignInPage as Component };
