import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Card } from '../../components/card';
import { PageHeader } from '../../components/page-header';
import { PanelFailure } from '../../components/panel-failure';
import { usePublicSettings } from '../../lib/settings';
import { useApiQuery } from '../../lib/use-api-query';
import { BusinessPanel } from './business-panel';
import { CounterCards } from './counter-cards';
import { fetchBusiness, fetchCharts, fetchCounters } from './dashboard-api';
import { metrics } from './metrics';

// Recharts is most of the dashboard's weight: its chunk loads beside the data, not with the admin area.
const loadCharts = () => import('./monthly-charts');
const MonthlyCharts = lazy(loadCharts);

function ChartsPlaceholder() {
  const { formatMessage } = useIntl();
  return (
    <div aria-hidden="true" className="grid gap-4 md:grid-cols-2">
      {metrics.map(({ key, label }) => (
        <Card key={key} className="p-4 sm:p-5">
          <p className="mb-3 font-extrabold text-ink-900">{formatMessage({ id: label })}</p>
          <div className="aspect-video min-h-[135px] animate-pulse rounded-xl bg-ink-100" />
        </Card>
      ))}
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="flex flex-col gap-3">
      <h2 className="text-lg font-extrabold">{title}</h2>
      {children}
    </section>
  );
}

/** Spec §2 Dashboard: this week and all time counters, monthly performance, and the business figures. */
export function DashboardPage() {
  const { appName } = usePublicSettings();
  const { formatMessage } = useIntl();
  const t = (id: string) => formatMessage({ id: `admin.dashboard.${id}` });
  const counters = useApiQuery(['admin', 'counters'], fetchCounters);
  const charts = useApiQuery(['admin', 'charts'], fetchCharts);
  const business = useApiQuery(['admin', 'business'], fetchBusiness);
  const counts = counters.status === 'ready' ? counters.data : null;

  useEffect(() => {
    void loadCharts();
  }, []);

  return (
    <>
      <PageHeader
        title={formatMessage({ id: 'route.title.dashboard' })}
        description={formatMessage({ id: 'admin.dashboard.description' }, { appName })}
      />
      <div className="flex flex-col gap-8">
        {counters.status === 'error' ? (
          <PanelFailure message={t('countersFailed')} onRetry={counters.reload} />
        ) : (
          <>
            <CounterCards title={t('thisWeek')} hint={t('thisWeek.hint')} counts={counts?.week ?? null} />
            <CounterCards title={t('allTime')} hint={t('allTime.hint')} counts={counts?.total ?? null} />
          </>
        )}
        <Section title={t('monthly')}>
          {charts.status === 'error' ? (
            <PanelFailure message={t('chartsFailed')} onRetry={charts.reload} />
          ) : charts.status === 'loading' ? (
            <ChartsPlaceholder />
          ) : (
            <Suspense fallback={<ChartsPlaceholder />}>
              <MonthlyCharts charts={charts.data} />
            </Suspense>
          )}
        </Section>
        <Section title={t('business')}>
          {business.status === 'error' ? (
            <PanelFailure message={t('businessFailed')} onRetry={business.reload} />
          ) : business.status === 'loading' ? (
            <div aria-hidden="true" className="grid gap-4 md:grid-cols-3">
              {[0, 1, 2].map((index) => (
                <div
                  key={index}
                  className="h-36 animate-pulse rounded-card bg-surface shadow-soft ring-1 ring-ink-200/60"
                />
              ))}
            </div>
          ) : (
            <BusinessPanel business={business.data} />
          )}
        </Section>
      </div>
    </>
  );
}

export { DashboardPage as Component };
