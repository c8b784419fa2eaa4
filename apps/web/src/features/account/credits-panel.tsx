import type { User } from '@colorbook/contract';
import { CalendarClock, Coins, CreditCard, ShoppingBag, Sparkles } from 'lucide-react';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { Button, ButtonLink } from '../../components/button';
import { Card } from '../../components/card';
import { askConfirmation } from '../../lib/confirmation';
import { refreshCredits, useCredits } from '../../lib/credits';
import { formatCompactNumber } from '../../lib/format';
import { notify } from '../../lib/notifications';
import { cancelSubscription, openBillingPortal } from './billing-api';
import { canCancel, isCanceling, subscriptionPeriod } from './subscription-status';
import { useAccountBilling } from './use-account-billing';

/**
 * Spec §2 Account: the credits panel with the balance, the plan and its renewal, a way to buy
 * more pages, and the subscription's actions (billing portal, cancel).
 */
export function CreditsPanel({ plan }: { plan: User['plan'] }) {
  const navigate = useNavigate();
  const intl = useIntl();
  const { credits, publicPage } = useCredits();
  const billing = useAccountBilling();
  const [openingPortal, setOpeningPortal] = useState(false);

  useEffect(() => {
    void refreshCredits();
  }, []);

  const ready = billing.status === 'ready' ? billing.billing : null;
  const planTitle = ready?.plan.title ?? plan?.title ?? intl.formatMessage({ id: 'account.credits.free' });
  const paid = ready?.plan.paid ?? plan?.paid ?? false;
  const subscription = ready?.subscription ?? null;
  const period = subscriptionPeriod(subscription);

  const handleCancel = () =>
    askConfirmation(intl.formatMessage({ id: 'account.credits.cancelQuestion' }), async () => {
      const result = await cancelSubscription();
      // A failure was shown by the error catalogue (e.g. nothing to cancel).
      if (!result.ok) return;
      // The contract's SUBSCRIPTION_CANCELED_MESSAGE, in the active language.
      notify(intl.formatMessage({ id: 'account.credits.canceled' }), {
        variant: 'success',
        keepOnNavigation: true,
      });
      await navigate('/pages/create');
    });

  const handlePortal = async () => {
    setOpeningPortal(true);
    const result = await openBillingPortal();
    if (!result.ok) {
      setOpeningPortal(false);
      return;
    }
    window.location.assign(result.data.url);
  };

  return (
    <Card className="flex flex-col gap-5 p-6" data-testid="credits-panel">
      <div className="flex items-center gap-3">
        <span className="grid size-11 place-items-center rounded-2xl bg-sunny-200 text-sunny-700">
          <Coins className="size-6" aria-hidden="true" />
        </span>
        <h2 className="text-lg font-extrabold">
          <FormattedMessage id="account.credits.title" />
        </h2>
      </div>
      <dl className="grid grid-cols-2 gap-3">
        <div className="col-span-2 rounded-2xl bg-sunny-50 p-4 ring-1 ring-sunny-200">
          <dt className="text-sm font-bold text-sunny-700">
            <FormattedMessage id="shell.credits.available" />
          </dt>
          <dd className="font-display text-4xl font-black text-ink-900" data-testid="available-credits">
            {formatCompactNumber(credits)}
          </dd>
        </div>
        <div className="rounded-2xl bg-ink-50 p-3 ring-1 ring-ink-200/70">
          <dt className="text-xs font-bold text-ink-500">
            <FormattedMessage id="account.credits.publicPages" />
          </dt>
          <dd className="text-xl font-extrabold text-ink-900" data-testid="public-pages-left">
            {formatCompactNumber(publicPage)}
          </dd>
        </div>
        <div className="rounded-2xl bg-ink-50 p-3 ring-1 ring-ink-200/70">
          <dt className="text-xs font-bold text-ink-500">
            <FormattedMessage id="account.credits.plan" />
          </dt>
          <dd className="truncate text-xl font-extrabold text-ink-900" data-testid="account-plan">
            {planTitle}
          </dd>
        </div>
      </dl>
      {billing.status === 'loading' && <div className="h-6 animate-pulse rounded-full bg-ink-100" />}
      {billing.status === 'error' && (
        <p className="text-sm text-ink-600">
          <FormattedMessage id="account.credits.loadFailed" />{' '}
          <button
            type="button"
            onClick={billing.retry}
            className="font-bold text-brand-700 underline underline-offset-2"
          >
            <FormattedMessage id="common.tryAgain" />
          </button>
        </p>
      )}
      {period && subscription && (
        <p className="flex items-start gap-2.5 text-ink-700" data-testid="subscription-period">
          <CalendarClock className="mt-0.5 size-5 shrink-0 text-brand-600" aria-hidden="true" />
          <span>
            <strong className="font-extrabold text-ink-900">
              <FormattedMessage
                id={period.ends ? 'account.credits.ends' : 'account.credits.renews'}
                values={{ date: period.date }}
              />
            </strong>
            {isCanceling(subscription) && (
              <span className="block text-sm text-ink-500">
                <FormattedMessage id="account.credits.activeUntil" />
              </span>
            )}
          </span>
        </p>
      )}
      <div className="flex flex-col gap-3">
        <ButtonLink to="/checkout" variant="accent">
          <ShoppingBag className="size-5" aria-hidden="true" />
          <FormattedMessage id="account.credits.buy" />
        </ButtonLink>
        {!paid && (
          <ButtonLink to="/checkout?plan=starter" variant="secondary">
            <Sparkles className="size-5" aria-hidden="true" />
            <FormattedMessage id="account.credits.upgrade" />
          </ButtonLink>
        )}
        {ready?.portal && (
          <Button variant="secondary" busy={openingPortal} onClick={() => void handlePortal()}>
            <CreditCard className="size-5" aria-hidden="true" />
            <FormattedMessage id="account.credits.manage" />
          </Button>
        )}
        {canCancel(subscription) && (
          // The ghost look with the danger colour: `cn` does not merge, so the colour is marked important.
          <Button variant="ghost" className="text-danger-700! hover:bg-danger-50!" onClick={handleCancel}>
            <FormattedMessage id="account.credits.cancel" />
          </Button>
        )}
      </div>
    </Card>
  );
}
