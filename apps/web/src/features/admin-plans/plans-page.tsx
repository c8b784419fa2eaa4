import type { Plan } from '@colorbook/contract';
import { CreditCard, RotateCcw, SquarePen, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Badge } from '../../components/badge';
import { Button, ButtonLink } from '../../components/button';
import { Card } from '../../components/card';
import { ListMessage } from '../../components/list-message';
import { PageHeader } from '../../components/page-header';
import { formatMoney } from '../../lib/billing-format';
import { formatCompactNumber } from '../../lib/format';
import { useApiQuery } from '../../lib/use-api-query';
import { fetchPlans } from './plans-api';

function PlanTile({ plan }: { plan: Plan }) {
  const { formatMessage } = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    formatMessage({ id: `admin.plans.${id}` }, values);
  return (
    <Card
      className="flex flex-col gap-4 p-6"
      aria-label={t('tileLabel', { plan: plan.title })}
      role="article"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="text-xl font-extrabold">{plan.title}</h2>
        {plan.name === 'starter' && <Badge tone="sunny">{t('recommended')}</Badge>}
        {plan.discount > 0 && <Badge tone="success">{t('discount', { discount: plan.discount })}</Badge>}
      </div>
      <p className="font-display text-3xl font-black text-ink-900">
        {formatMoney(plan.price)}
        <span className="text-base font-bold text-ink-500">{t('perMonth')}</span>
      </p>
      <p className="text-ink-600">{plan.description || t('noDescription')}</p>
      <dl className="grid grid-cols-2 gap-3">
        <div className="rounded-2xl bg-ink-50 p-3 ring-1 ring-ink-200/70">
          <dt className="text-xs font-bold text-ink-500">{t('publicPages')}</dt>
          <dd className="text-xl font-extrabold text-ink-900">
            {formatCompactNumber(plan.public_page_limit)}
            <span className="text-sm font-bold text-ink-500">{t('perMonth')}</span>
          </dd>
        </div>
        <div className="rounded-2xl bg-ink-50 p-3 ring-1 ring-ink-200/70">
          <dt className="text-xs font-bold text-ink-500">{t('pagesToCreate')}</dt>
          <dd className="text-xl font-extrabold text-ink-900">
            {formatCompactNumber(plan.page_creation_limit)}
            <span className="text-sm font-bold text-ink-500">{t('perMonth')}</span>
          </dd>
        </div>
      </dl>
      {plan.paid && !plan.stripe_price_id && (
        <p className="flex items-start gap-2 rounded-control bg-sunny-50 px-3 py-2 text-sm font-semibold text-sunny-700 ring-1 ring-sunny-200">
          <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {t('noStripePrice')}
        </p>
      )}
      <ButtonLink
        to={`/admin/plans/${plan.id}/edit`}
        variant="secondary"
        className="mt-auto"
        aria-label={t('editLabel', { plan: plan.title })}
      >
        <SquarePen className="size-5" aria-hidden="true" />
        {t('edit')}
      </ButtonLink>
    </Card>
  );
}

/** Spec §2 plans: one card per plan with its price, limits and an edit link. */
export function PlansPage() {
  const state = useApiQuery(['admin', 'plans'], fetchPlans);
  const { formatMessage } = useIntl();

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
        title={formatMessage({ id: 'admin.plans.loadFailed' })}
        text={formatMessage({ id: 'admin.plans.loadFailedText' })}
        action={
          <Button variant="secondary" onClick={state.reload}>
            <RotateCcw className="size-5" aria-hidden="true" />
            {formatMessage({ id: 'common.tryAgain' })}
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
        title={formatMessage({ id: 'route.title.plans' })}
        description={formatMessage({ id: 'admin.plans.description' })}
      />
      <div aria-busy={state.status === 'loading' || undefined}>{body}</div>
    </>
  );
}

export { PlansPage as Component };
