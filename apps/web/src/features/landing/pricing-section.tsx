import type { Website } from '@colorbook/contract';
import { ArrowRight } from 'lucide-react';
import { Suspense } from 'react';
import { FormattedMessage } from 'react-intl';
import { Await } from 'react-router';
import { ButtonLink } from '../../components/button';
import { PlanCard, planButtonVariant } from '../../components/plan-card';
import { isSignedIn, useAuth } from '../../lib/auth-store';
import type { Plan } from '../../lib/plans';
import { Section } from './section';
import { SectionHeading } from './section-heading';

function PlansSkeleton() {
  return (
    <div className="mt-14 grid gap-6 lg:grid-cols-3" aria-hidden="true">
      {[0, 1, 2].map((key) => (
        <div key={key} className="h-96 animate-pulse rounded-card bg-ink-100" />
      ))}
    </div>
  );
}

function SeePlans() {
  return (
    <div className="mt-10 flex justify-center">
      <ButtonLink to="/sign-up" size="lg">
        <FormattedMessage id="landing.pricing.seePlans" />
        <ArrowRight className="size-5" aria-hidden="true" />
      </ButtonLink>
    </div>
  );
}

/**
 * 'Choose …' signs a visitor up with the plan (/sign-up?plan=…, which ends at /checkout?plan=…);
 * someone already signed in goes straight to /checkout?plan=….
 */
function ChoosePlan({ plan }: { plan: Plan }) {
  const signedIn = useAuth(isSignedIn);
  const query = `?plan=${encodeURIComponent(plan.name)}`;
  const paid = plan.paid ?? plan.price > 0;
  const to = signedIn ? (paid ? `/checkout${query}` : '/pages/favorite') : `/sign-up${paid ? query : ''}`;
  return (
    // data-plan: the server-rendered landing's script points it at /checkout once signed in.
    <ButtonLink
      to={to}
      variant={planButtonVariant(plan)}
      size="lg"
      className="w-full"
      data-plan={plan.name}
      data-paid={paid ? 'true' : 'false'}
    >
      {paid ? (
        <FormattedMessage id="landing.pricing.choose" values={{ plan: plan.title }} />
      ) : (
        <FormattedMessage id="landing.pricing.startFree" />
      )}
    </ButtonLink>
  );
}

function PlanList({ list }: { list: Plan[] | null }) {
  if (!list) return <SeePlans />;
  return (
    <ul className="mx-auto mt-16 grid max-w-md items-stretch gap-8 lg:max-w-none lg:grid-cols-3 lg:gap-6">
      {list.map((plan) => (
        <li key={plan.id}>
          <PlanCard plan={plan} action={<ChoosePlan plan={plan} />} lift />
        </li>
      ))}
    </ul>
  );
}

/** Plans stream in for the app's landing (a promise); the server-rendered one has them already. */
type Props = { content: Website['landing']['pricing']; plans: Promise<Plan[] | null> | Plan[] | null };

export function PricingSection({ content, plans }: Props) {
  return (
    <Section id="pricing">
      <SectionHeading title={content.title} description={content.description} />
      {plans instanceof Promise ? (
        <Suspense fallback={<PlansSkeleton />}>
          <Await resolve={plans} errorElement={<SeePlans />}>
            {(list: Plan[] | null) => <PlanList list={list} />}
          </Await>
        </Suspense>
      ) : (
        <PlanList list={plans} />
      )}
    </Section>
  );
}
