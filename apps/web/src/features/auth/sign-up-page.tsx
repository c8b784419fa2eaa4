import { Sparkles, UserPlus } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { IntroCard } from '../../components/intro-card';

export function SignUpPage() {
  const [searchParams] = useSearchParams();
  // /sign-up?plan={name}: the plan chosen on the landing's pricing cards, kept through sign-up.
  const plan = searchParams.get('plan');
  return (
    <IntroCard
      icon={UserPlus}
      title="Create your account"
      description="Tell us your name and email and we will send you a code to get started. Your first pages are free."
    >
      {plan && (
        <p className="inline-flex items-center gap-2 self-start rounded-full bg-sunny-100 px-3 py-1.5 text-sm font-bold text-sunny-700">
          <Sparkles className="size-4" aria-hidden="true" />
          Chosen plan: <span className="capitalize">{plan}</span>
        </p>
      )}
      <p className="text-sm text-ink-600">
        Already have an account?{' '}
        <Link to="/sign-in" className="font-bold text-brand-700 underline-offset-2 hover:underline">
          Sign in
        </Link>
      </p>
    </IntroCard>
  );
}

export { SignUpPage as Component };
