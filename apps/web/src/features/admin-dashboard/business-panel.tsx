import type { AnalyticsBusiness } from '@colorbook/contract';
import { Coins, Images, Receipt } from 'lucide-react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Card } from '../../components/card';
import { formatMoney } from '../../lib/billing-format';
import { formatCompactNumber } from '../../lib/format';

function Figure({ label, value, note }: { label: string; value: string; note?: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm font-bold text-ink-500">{label}</dt>
      <dd className="font-display text-2xl font-black text-ink-900">{value}</dd>
      {note && <dd className="text-xs text-ink-500">{note}</dd>}
    </div>
  );
}

function Tile({
  icon: Icon,
  tone,
  title,
  children,
}: {
  icon: typeof Coins;
  tone: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <Card className="flex flex-col gap-4 p-5">
      <h3 className="flex items-center gap-2.5 font-extrabold text-ink-900">
        <span className={`grid size-9 place-items-center rounded-xl ${tone}`}>
          <Icon className="size-5" aria-hidden="true" />
        </span>
        {title}
      </h3>
      <dl className="grid grid-cols-2 gap-3">{children}</dl>
    </Card>
  );
}

/** The money and the month beyond the spec's counters: revenue, subscriptions' health, usage. */
export function BusinessPanel({ business }: { business: AnalyticsBusiness }) {
  const { revenue, subscriptions, month } = business;
  const { formatMessage } = useIntl();
  const t = (id: string) => formatMessage({ id: `admin.dashboard.${id}` });
  return (
    <div className="grid gap-4 md:grid-cols-3">
      <Tile icon={Coins} tone="bg-sunny-200 text-sunny-700" title={t('revenue')}>
        <Figure label={t('revenue.month')} value={formatMoney(revenue.month)} />
        <Figure label={t('revenue.total')} value={formatMoney(revenue.total)} />
      </Tile>
      <Tile icon={Receipt} tone="bg-brand-100 text-brand-700" title={t('metric.subscriptions')}>
        <Figure
          label={t('subs.active')}
          value={formatCompactNumber(subscriptions.active)}
          note={t('subs.renewing')}
        />
        <Figure
          label={t('subs.cancelling')}
          value={formatCompactNumber(subscriptions.canceling)}
          note={t('subs.endWithPeriod')}
        />
      </Tile>
      <Tile icon={Images} tone="bg-coral-100 text-coral-600" title={t('month')}>
        <Figure label={t('month.pagesCreated')} value={formatCompactNumber(month.pages_created)} />
        <Figure
          label={t('month.creditsBought')}
          value={formatCompactNumber(month.credits_bought)}
          note={t('month.inPacks')}
        />
      </Tile>
    </div>
  );
}
