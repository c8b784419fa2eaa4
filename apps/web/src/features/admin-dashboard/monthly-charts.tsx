import type { AnalyticsCharts } from '@colorbook/contract';
import { useIntl } from 'react-intl';
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { Card } from '../../components/card';
import { formatCompactNumber } from '../../lib/format';
import { chartColors, metrics, monthOf } from './metrics';

/** Spec §9: a line chart is at least 240×135 and keeps 16/9. */
export const CHART_MIN_WIDTH = 240;
export const CHART_MIN_HEIGHT = 135;
export const CHART_ASPECT = 16 / 9;

const axisTick = { fill: 'var(--color-ink-500)', fontSize: 12 };

/**
 * Spec §2 'Monthly performance': four line charts, x by month name, y by count. Loaded on its own
 * (Recharts is large) so the rest of the admin area stays light. Each chart also has its numbers
 * as a table for screen readers.
 */
export default function MonthlyCharts({ charts }: { charts: AnalyticsCharts }) {
  const intl = useIntl();
  // 'Jan' on the axis, 'Jan 2026' in the table, in the active language.
  const monthName = (name: string, withYear: boolean) => {
    const date = monthOf(name);
    return date
      ? intl.formatDate(date, { month: 'short', year: withYear ? 'numeric' : undefined, timeZone: 'UTC' })
      : name;
  };
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {metrics.map(({ key, label: labelId }) => {
        const points = charts[key];
        const label = intl.formatMessage({ id: labelId });
        return (
          <Card key={key} className="min-w-0 p-4 sm:p-5">
            <figure className="flex flex-col gap-3">
              <figcaption className="font-extrabold text-ink-900">{label}</figcaption>
              <div aria-hidden="true" data-testid={`chart-${key}`}>
                <ResponsiveContainer
                  width="100%"
                  aspect={CHART_ASPECT}
                  minWidth={CHART_MIN_WIDTH}
                  minHeight={CHART_MIN_HEIGHT}
                >
                  {/* The table below is the charts' text for assistive technology: no focus stop in the hidden picture. */}
                  <LineChart
                    data={points}
                    margin={{ top: 8, right: 12, bottom: 0, left: -12 }}
                    accessibilityLayer={false}
                  >
                    <CartesianGrid stroke="var(--color-ink-100)" vertical={false} />
                    <XAxis
                      dataKey="name"
                      tickFormatter={(name: string) => monthName(name, false)}
                      tick={axisTick}
                      tickLine={false}
                      axisLine={{ stroke: 'var(--color-ink-200)' }}
                      interval="equidistantPreserveStart"
                      minTickGap={6}
                    />
                    <YAxis
                      dataKey="count"
                      allowDecimals={false}
                      tickFormatter={(value: number) => formatCompactNumber(value)}
                      tick={axisTick}
                      tickLine={false}
                      axisLine={false}
                      width={44}
                    />
                    <Tooltip
                      labelFormatter={(name) => monthName(String(name), true)}
                      formatter={(value) => [intl.formatNumber(Number(value)), label]}
                      contentStyle={{ borderRadius: 12, border: '1px solid var(--color-ink-200)' }}
                    />
                    <Line
                      type="monotone"
                      dataKey="count"
                      name={label}
                      stroke={chartColors[key]}
                      strokeWidth={3}
                      dot={false}
                      activeDot={{ r: 5 }}
                      isAnimationActive={false}
                    />
                  </LineChart>
                </ResponsiveContainer>
              </div>
              <table className="sr-only">
                <caption>
                  {intl.formatMessage({ id: 'admin.dashboard.chart.caption' }, { metric: label })}
                </caption>
                <thead>
                  <tr>
                    <th scope="col">{intl.formatMessage({ id: 'admin.dashboard.chart.month' })}</th>
                    <th scope="col">{label}</th>
                  </tr>
                </thead>
                <tbody>
                  {points.map((point) => (
                    <tr key={point.name}>
                      <th scope="row">{monthName(point.name, true)}</th>
                      <td>{intl.formatNumber(point.count)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </figure>
          </Card>
        );
      })}
    </div>
  );
}
