import { CircleAlert, FlaskConical, RotateCcw, Store } from 'lucide-react';
import { useEffect } from 'react';
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

const PAYMENT_CANCELED_MESSAGE = 'Payment canceled';

/**
 * /checkout?canceled=1 (back from a provider's page, or from /payment): says so once, then drops
 * the flag from the address so a reload does not say it again.
 */
function useCanceledNotice() {
  const [params, setParams] = useSearchParams();
  const canceled = params.get('canceled') === '1';
  useEffect(() => {
    if (!canceled) return;
    notify(PAYMENT_CANCELED_MESSAGE);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('canceled');
        return next;
      },
      { replace: true },
    );
  }, [canceled, setParams]);
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
        <p className="font-extrabold text-ink-900">Test payments: no real money moves</p>
        <p className="text-ink-700">
          This server is not connected to a card provider, so purchases go through a test checkout. Nothing is
          charged, and what you buy is for trying the app out.
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
  const params = useCanceledNotice();
  const { data, retry } = useCheckoutData();
  const currentPlan = useAuth((state) => state.user?.plan?.name ?? null);

  const header = (
    <PageHeader
      title="Buy pages"
      description="Top up your pages, or pick a plan for new pages every month."
    />
  );
  if (data.status === 'loading') {
    return (
      <>
        {header}
        <span className="sr-only" role="status">
          Loading prices
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
          title="Prices could not be loaded"
          text={data.message}
          action={
            <Button onClick={retry}>
              <RotateCcw className="size-5" aria-hidden="true" />
              Try again
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
          title="Payments are not set up yet"
          text="Buying pages and plans is not available on this site yet. Please check back later."
          action={<ButtonLink to="/pages/favorite">Back to my pages</ButtonLink>}
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
      title={plans.chosen ? `Your chosen plan: ${plans.chosen.title}` : 'Or choose a plan'}
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
