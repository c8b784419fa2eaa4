import type { Plan } from '@colorbook/contract';
import { CreditCard, RotateCcw, SquarePen, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '../../components/badge';
import { Button, ButtonLink } from '../../components/button';
import { Card } from '../../components/card';
import { ListMessage } from '../../components/list-message';
import { PageHeader } from '../../components/page-header';
import { formatMoney } from '../../lib/billing-format';
import { formatCompactNumber } from '../../lib/format';
import { useApiQuery } from '../../lib/use-api-query';
import { fetchPlans } from './plans-api';

export const LOAD_PLANS_FAILED = 'Failed to load plans';

function PlanTile({ plan }: { plan: Plan }) {
  return (
    <Card className="flex flex-col gap-4 p-6" aria-label={`${plan.title} plan`} role="article">
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="text-xl font-extrabold">{plan.title}</h2>
        {plan.name === 'starter' && <Badge tone="sunny">Recommended</Badge>}
        {plan.discount > 0 && <Badge tone="success">{plan.discount}% off</Badge>}
      </div>
      <p className="font-display text-3xl font-black text-ink-900">
        {formatMoney(plan.price)}
        <span className="text-base font-bold text-ink-500"> / month</span>
      </p>
      <p className="text-ink-600">{plan.description || 'No description yet.'}</p>
      <dl className="grid grid-cols-2 gap-3">
        <div className="rounded-2xl bg-ink-50 p-3 ring-1 ring-ink-200/70">
          <dt className="text-xs font-bold text-ink-500">Public pages</dt>
          <dd className="text-xl font-extrabold text-ink-900">
            {formatCompactNumber(plan.public_page_limit)}
            <span className="text-sm font-bold text-ink-500"> / month</span>
          </dd>
        </div>
        <div className="rounded-2xl bg-ink-50 p-3 ring-1 ring-ink-200/70">
          <dt className="text-xs font-bold text-ink-500">Pages to create</dt>
          <dd className="text-xl font-extrabold text-ink-900">
            {formatCompactNumber(plan.page_creation_limit)}
            <span className="text-sm font-bold text-ink-500"> / month</span>
          </dd>
        </div>
      </dl>
      {plan.paid && !plan.stripe_price_id && (
        <p className="flex items-start gap-2 rounded-control bg-sunny-50 px-3 py-2 text-sm font-semibold text-sunny-700 ring-1 ring-sunny-200">
          <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          No Stripe price ID: card subscriptions to this plan cannot start.
        </p>
      )}
      <ButtonLink
        to={`/admin/plans/${plan.id}/edit`}
        variant="secondary"
        className="mt-auto"
        aria-label={`Edit ${plan.title}`}
      >
        <SquarePen className="size-5" aria-hidden="true" />
        Edit
      </ButtonLink>
    </Card>
  );
}

/** Spec §2 plans: one card per plan with its price, limits and an edit link. */
export function PlansPage() {
  const state = useApiQuery(['admin', 'plans'], fetchPlans);

  let body: ReactNode;
  if (state.status === 'loading') {
    body = (
      <div aria-hidden="true" className="grid gap-5 md:grid-cols-2 xl:grid-cols-3">
        {[0, 1, 2].map((index) => (
          <div
            key={index}
            className="h-96 animate-pulse rounded-card bg-surface shadow-soft ring-1 ring-ink-200/60"
          />
        ))}
      </div>
    );
  } else if (state.status === 'error') {
    body = (
      <ListMessage
        icon={CreditCard}
        tone="danger"
        title={LOAD_PLANS_FAILED}
        text="Check your connection and try again."
        action={
          <Button variant="secondary" onClick={state.reload}>
            <RotateCcw className="size-5" aria-hidden="true" />
            Try again
          </Button>
        }
      />
    );
  } else {
    body = (
      <ul className="grid gap-5 md:grid-cols-2 xl:grid-cols-3">
        {state.data.map((plan) => (
          <li key={plan.id} className="flex [&>*]:flex-1">
            <PlanTile plan={plan} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <>
      <PageHeader
        title="Plans"
        description="Prices and monthly page limits. Changes show on the pricing section at once."
      />
      <div aria-busy={state.status === 'loading' || undefined}>{body}</div>
    </>
  );
}

export { PlansPage as Component };
