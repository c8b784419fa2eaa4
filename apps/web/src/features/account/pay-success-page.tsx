import { CircleCheckBig, Images, Sparkles } from 'lucide-react';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '../../components/button';
import { PageHeader } from '../../components/page-header';
import { useAuth } from '../../lib/auth-store';
import { pagesLabel } from '../../lib/billing-format';
import { refreshCredits, useCredits } from '../../lib/credits';
import { formatCompactNumber } from '../../lib/format';
import { PayResultCard } from './pay-result-card';

/** What /payment confirmed, from the address (?kind=pages&pages=5 or ?kind=plan&plan=Starter). */
function purchaseOf(params: URLSearchParams): { title: string; text: string } {
  const pages = Number(params.get('pages'));
  if (params.get('kind') === 'pages' && Number.isInteger(pages) && pages > 0) {
    return {
      title: `${pagesLabel(pages)} added`,
      text: `Thank you! ${pagesLabel(pages)} ${pages === 1 ? 'is' : 'are'} now in your credits, ready to use. Bought pages never run out.`,
    };
  }
  const plan = params.get('plan');
  if (params.get('kind') === 'plan' && plan) {
    return {
      title: `Welcome to ${plan}!`,
      text: 'Thank you! Your plan is active: new pages every month, favorites, download and print.',
    };
  }
  return { title: 'Payment successful', text: 'Thank you! Your payment went through.' };
}

export function PaySuccessPage() {
  const [params] = useSearchParams();
  const { credits, loaded } = useCredits();
  const plan = useAuth((state) => state.user?.plan);
  const purchase = purchaseOf(params);

  useEffect(() => {
    void refreshCredits();
  }, []);

  return (
    <>
      <PageHeader title="Payment successful" />
      <PayResultCard
        icon={CircleCheckBig}
        tone="success"
        title={purchase.title}
        actions={
          <>
            <ButtonLink to="/pages/create" size="lg">
              <Sparkles className="size-5" aria-hidden="true" />
              Create a page
            </ButtonLink>
            <ButtonLink to="/pages" variant="secondary" size="lg">
              <Images className="size-5" aria-hidden="true" />
              My pages
            </ButtonLink>
          </>
        }
      >
        <p>{purchase.text}</p>
        <dl className="grid w-full max-w-sm grid-cols-2 gap-3 text-left">
          <div className="rounded-2xl bg-sunny-50 p-4 ring-1 ring-sunny-200">
            <dt className="text-sm font-bold text-sunny-700">Available credits</dt>
            <dd className="font-display text-3xl font-black text-ink-900" data-testid="available-credits">
              {loaded ? formatCompactNumber(credits) : '…'}
            </dd>
          </div>
          <div className="rounded-2xl bg-ink-50 p-4 ring-1 ring-ink-200/70">
            <dt className="text-sm font-bold text-ink-500">Plan</dt>
            <dd className="truncate font-display text-3xl font-black text-ink-900">
              {plan?.title ?? 'Free'}
            </dd>
          </div>
        </dl>
      </PayResultCard>
    </>
  );
}

export { PaySuccessPage as Component };
