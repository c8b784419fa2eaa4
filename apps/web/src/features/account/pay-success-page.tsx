import { CircleCheckBig, Images, Sparkles } from 'lucide-react';
import { useEffect } from 'react';
import { FormattedMessage, type IntlShape, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '../../components/button';
import { PageHeader } from '../../components/page-header';
import { useAuth } from '../../lib/auth-store';
import { refreshCredits, useCredits } from '../../lib/credits';
import { formatCompactNumber } from '../../lib/format';
import { refreshSessionUser } from '../../lib/session';
import { PayResultCard } from './pay-result-card';

/** What /payment confirmed, from the address (?kind=pages&pages=5 or ?kind=plan&plan=Starter). */
function purchaseOf(
  params: URLSearchParams,
  intl: IntlShape,
): { title: string; text: string; plan?: string } {
  const say = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const pages = Number(params.get('pages'));
  if (params.get('kind') === 'pages' && Number.isInteger(pages) && pages > 0) {
    return { title: say('pay.success.pagesTitle', { pages }), text: say('pay.success.pagesText', { pages }) };
  }
  const plan = params.get('plan');
  if (params.get('kind') === 'plan' && plan) {
    return { title: say('pay.success.planTitle', { plan }), text: say('pay.success.planText'), plan };
  }
  return { title: say('pay.success.header'), text: say('pay.success.text') };
}

export function PaySuccessPage() {
  const [params] = useSearchParams();
  const intl = useIntl();
  const { credits, loaded } = useCredits();
  const plan = useAuth((state) => state.user?.plan);
  const purchase = purchaseOf(params, intl);

  useEffect(() => {
    void refreshCredits();
    // The plan just bought: the stored user may still hold the one before (issue 36).
    void refreshSessionUser();
  }, []);
  // The plan tile names the plan just bought, as the title does, until the user read agrees.
  const planTitle = purchase.plan ?? plan?.title ?? intl.formatMessage({ id: 'account.credits.free' });

  return (
    <>
      <PageHeader title={intl.formatMessage({ id: 'pay.success.header' })} />
      <PayResultCard
        icon={CircleCheckBig}
        tone="success"
        title={purchase.title}
        actions={
          <>
            <ButtonLink to="/pages/create" size="lg">
              <Sparkles className="size-5" aria-hidden="true" />
              <FormattedMessage id="pay.success.createPage" />
            </ButtonLink>
            <ButtonLink to="/pages" variant="secondary" size="lg">
              <Images className="size-5" aria-hidden="true" />
              <FormattedMessage id="shell.menu.myPages" />
            </ButtonLink>
          </>
        }
      >
        <p>{purchase.text}</p>
        <dl className="grid w-full max-w-sm grid-cols-2 gap-3 text-left">
          <div className="rounded-2xl bg-sunny-50 p-4 ring-1 ring-sunny-200">
            <dt className="text-sm font-bold text-sunny-700">
              <FormattedMessage id="shell.credits.available" />
            </dt>
            <dd className="font-display text-3xl font-black text-ink-900" data-testid="available-credits">
              {loaded ? formatCompactNumber(credits) : '…'}
            </dd>
          </div>
          <div className="rounded-2xl bg-ink-50 p-4 ring-1 ring-ink-200/70">
            <dt className="text-sm font-bold text-ink-500">
              <FormattedMessage id="account.credits.plan" />
            </dt>
            <dd className="truncate font-display text-3xl font-black text-ink-900" data-testid="success-plan">
              {planTitle}
            </dd>
          </div>
        </dl>
      </PayResultCard>
    </>
  );
}

export { PaySuccessPage as Component };
