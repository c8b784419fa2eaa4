import type { AnalyticsCounters } from '@colorbook/contract';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import { formatCompactNumber } from '../../lib/format';
import { metrics } from './metrics';

type Props = { title: string; hint: string; counts: AnalyticsCounters['week'] | null };

/** Spec §2: one row of counter cards (Users, Pages, Colored pages, Subscriptions), compact numbers. */
export function CounterCards({ title, hint, counts }: Props) {
  const headingId = useId();
  const intl = useIntl();
  return (
    <section aria-labelledby={headingId}>
      <div className="mb-3 flex flex-wrap items-baseline gap-x-2">
        <h2 id={headingId} className="text-lg font-extrabold">
          {title}
        </h2>
        <span className="text-sm text-ink-500">{hint}</span>
      </div>
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4" aria-busy={counts ? undefined : true}>
        {metrics.map(({ key, label, icon: Icon, tone }) => (
          <li
            key={key}
            className="flex items-center gap-3 rounded-card bg-surface p-4 shadow-soft ring-1 ring-ink-200/60 sm:p-5"
          >
            <span className={cn('hidden size-11 shrink-0 place-items-center rounded-2xl sm:grid', tone)}>
              <Icon className="size-6" aria-hidden="true" />
            </span>
            <p className="flex min-w-0 flex-col-reverse">
              <span className="truncate text-sm font-bold text-ink-500">
                {intl.formatMessage({ id: label })}
              </span>
              {counts ? (
                <span
                  className="font-display text-2xl font-black text-ink-900 sm:text-3xl"
                  title={intl.formatNumber(counts[key])}
                  data-testid={`counter-${key}`}
                >
                  {formatCompactNumber(counts[key])}
                </span>
              ) : (
                <span className="my-2 block h-6 w-14 animate-pulse rounded-full bg-ink-100" />
              )}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
