import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { Button } from '../../components/button';
import { FormAlert } from '../../components/form-alert';
import { PlanCard, planButtonVariant } from '../../components/plan-card';
import { failureMessage } from '../../lib/api-errors';
import type { Plan } from '../../lib/plans';
import { goToPayment, startPlanCheckout } from './checkout-api';

type Props = {
  plans: Plan[];
  /** The plan's name of the signed-in user, to mark the plan they already have. */
  currentPlan: string | null;
  /** Heading of the section: the plan chosen on the landing, or every plan. */
  title: string;
};

/** Paid plans with 'Subscribe' (the card provider only: plans renew monthly). */
export function PlanOffers({ plans, currentPlan, title }: Props) {
  const [busyPlan, setBusyPlan] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const handleSubscribe = async (plan: Plan) => {
    if (busyPlan) return;
    setError(null);
    setBusyPlan(plan.name);
    const result = await startPlanCheckout(plan.name);
    if (!result.ok) {
      setBusyPlan(null);
      setError(failureMessage(result.error));
      return;
    }
    goToPayment(result.data.url);
  };

  return (
    <section aria-labelledby="plan-offers-title" className="flex flex-col gap-5">
      <div>
        <h2 id="plan-offers-title" className="text-xl font-extrabold">
          {title}
        </h2>
        <p className="mt-1.5 text-ink-600">
          <FormattedMessage id="checkout.plans.text" />
        </p>
      </div>
      <FormAlert message={error} />
      <ul className="grid items-stretch gap-6 pt-3 sm:grid-cols-2">
        {plans.map((plan) => {
          const current = plan.name === currentPlan;
          return (
            <li key={plan.name}>
              <PlanCard
                plan={plan}
                current={current}
                action={
                  <Button
                    variant={planButtonVariant(plan)}
                    size="lg"
                    className="w-full"
                    disabled={current || (busyPlan !== null && busyPlan !== plan.name)}
                    busy={busyPlan === plan.name}
                    onClick={() => void handleSubscribe(plan)}
                  >
                    <FormattedMessage id={current ? 'checkout.plans.current' : 'checkout.plans.subscribe'} />
                  </Button>
                }
              />
            </li>
          );
        })}
      </ul>
      <p className="text-sm text-ink-500">
        <FormattedMessage
          id="checkout.plans.terms"
          values={{
            link: (chunks) => (
              <Link
                to="/terms"
                target="_blank"
                className="font-bold text-brand-700 underline underline-offset-2"
              >
                {chunks}
              </Link>
            ),
          }}
        />
      </p>
    </section>
  );
}
