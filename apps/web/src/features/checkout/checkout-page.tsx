import { CircleAlert, FlaskConical, RotateCcw, Store } from 'lucide-react';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { Button, ButtonLink } from '../../components/button';
import { ListMessage } from '../../components/list-message';
import { PageHeader } from '../../components/page-header';
import { useAuth } from '../../lib/auth-store';
import { notify } from '../../lib/notifications';
import type { Plan } from '../../lib/plans';
import { PagePackForm } from './page-pack-form';
import { PlanOffers } from './plan-offers';
import { useCheckoutData } from './use-checkout-data';

/**
 * /checkout?canceled=1 (back from a provider's page, or from /payment): says so once, then drops
 * the flag from the address so a reload does not say it again.
 */
function useCanceledNotice() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const canceled = params.get('canceled') === '1';
  useEffect(() => {
    if (!canceled) return;
    notify(intl.formatMessage({ id: 'checkout.canceled' }));
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('canceled');
        return next;
      },
      { replace: true },
    );
  }, [canceled, setParams, intl]);
  return params;
}

function TestModeNotice() {
  return (
    <div
      role="note"
      className="flex items-start gap-3 rounded-card bg-sunny-50 p-4 ring-2 ring-sunny-300 ring-inset sm:p-5"
    >
      <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-sunny-200 text-sunny-700">
        <FlaskConical className="size-5" aria-hidden="true" />
      </span>
      <div>
        <p className="font-extrabold text-ink-900">
          <FormattedMessage id="checkout.testMode.title" />
        </p>
        <p className="text-ink-700">
          <FormattedMessage id="checkout.testMode.text" />
        </p>
      </div>
    </div>
  );
}

function CheckoutSkeleton() {
  return (
    <div className="flex flex-col gap-6" aria-hidden="true">
      <div className="h-112 max-w-xl animate-pulse rounded-card bg-ink-100" />
      <div className="grid max-w-3xl gap-6 sm:grid-cols-2">
        <div className="h-96 animate-pulse rounded-card bg-ink-100" />
        <div className="h-96 animate-pulse rounded-card bg-ink-100" />
      </div>
    </div>
  );
}

/** The paid plans with the one chosen on the landing (?plan=…) first. */
function orderPlans(plans: Plan[], chosen: string | null): { list: Plan[]; chosen: Plan | null } {
  const found = plans.find((plan) => plan.name === chosen) ?? null;
  return { list: found ? [found, ...plans.filter((plan) => plan !== found)] : plans, chosen: found };
}

/** Spec §2 Buy Pages: page packs (card or VirtPay) and the paid plans. */
export function CheckoutPage() {
  const intl = useIntl();
  const params = useCanceledNotice();
  const { data, retry } = useCheckoutData();
  const currentPlan = useAuth((state) => state.user?.plan?.name ?? null);

  const header = (
    <PageHeader
      title={intl.formatMessage({ id: 'checkout.title' })}
      description={intl.formatMessage({ id: 'checkout.description' })}
    />
  );
  if (data.status === 'loading') {
    return (
      <>
        {header}
        <span className="sr-only" role="status">
          <FormattedMessage id="checkout.loading" />
        </span>
        <CheckoutSkeleton />
      </>
    );
  }
  if (data.status === 'error') {
    return (
      <>
        {header}
        <ListMessage
          icon={CircleAlert}
          tone="danger"
          title={intl.formatMessage({ id: 'checkout.loadFailed' })}
          text={data.message}
          action={
            <Button onClick={retry}>
              <RotateCcw className="size-5" aria-hidden="true" />
              <FormattedMessage id="checkout.tryAgain" />
            </Button>
          }
        />
      </>
    );
  }

  const { options } = data;
  const canBuyPages = options.card !== null || options.virtpay;
  if (!canBuyPages) {
    return (
      <>
        {header}
        <ListMessage
          icon={Store}
          title={intl.formatMessage({ id: 'checkout.notSetUp.title' })}
          text={intl.formatMessage({ id: 'checkout.notSetUp.text' })}
          action={
            <ButtonLink to="/pages/favorite">
              <FormattedMessage id="checkout.notSetUp.back" />
            </ButtonLink>
          }
        />
      </>
    );
  }

  // Plans renew through the card provider; VirtPay sells page packs only.
  const plans = options.card && data.plans ? orderPlans(data.plans, params.get('plan')) : null;
  const offers = plans && plans.list.length > 0 && (
    <PlanOffers
      plans={plans.list}
      currentPlan={currentPlan}
      title={
        plans.chosen
          ? intl.formatMessage({ id: 'checkout.plans.chosen' }, { plan: plans.chosen.title })
          : intl.formatMessage({ id: 'checkout.plans.choose' })
      }
    />
  );
  const packs = (
    <div className="max-w-xl">
      <PagePackForm options={options} />
    </div>
  );
  return (
    <>
      {header}
      <div className="flex flex-col gap-8">
        {options.card === 'test' && <TestModeNotice />}
        {plans?.chosen ? (
          <>
            <div className="max-w-3xl">{offers}</div>
            {packs}
          </>
        ) : (
          <>
            {packs}
            <div className="max-w-3xl">{offers}</div>
          </>
        )}
      </div>
    </>
  );
}

export { CheckoutPage as Component };
