import type { AppStatus } from '@colorbook/contract';
import { CircleAlert, CircleCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { Card } from '../../components/card';
import { PanelFailure } from '../../components/panel-failure';
import { cn } from '../../lib/cn';
import type { ResourceState } from '../../lib/use-api-query';

/** `title` and `ready` are message ids; `todo` draws the step (its text a message too). */
type Item = { key: keyof AppStatus; title: string; ready: string; todo: (origin: string) => ReactNode };

const items: Item[] = [
  {
    key: 'openaiApi',
    title: 'admin.account.status.openaiApi',
    ready: 'admin.account.status.openaiApi.ready',
    todo: () => <FormattedMessage id="admin.account.status.openaiApi.todo" />,
  },
  {
    key: 'stripeApi',
    title: 'admin.account.status.stripeApi',
    ready: 'admin.account.status.stripeApi.ready',
    todo: () => <FormattedMessage id="admin.account.status.stripeApi.todo" />,
  },
  {
    key: 'stripeWebhook',
    title: 'admin.account.status.stripeWebhook',
    ready: 'admin.account.status.stripeWebhook.ready',
    todo: (origin) => (
      <FormattedMessage
        id="admin.account.status.stripeWebhook.todo"
        values={{
          url: `${origin}/api/stripe/webhook`,
          code: (chunks: ReactNode[]) => <code className="break-all font-mono text-xs">{chunks}</code>,
        }}
      />
    ),
  },
  {
    key: 'plans',
    title: 'admin.account.status.plans',
    ready: 'admin.account.status.plans.ready',
    todo: () => (
      <FormattedMessage
        id="admin.account.status.plans.todo"
        values={{
          link: (chunks: ReactNode[]) => (
            <Link to="/admin/plans" className="font-bold text-brand-700 underline underline-offset-2">
              {chunks}
            </Link>
          ),
        }}
      />
    ),
  },
];

/** Spec §2 'App setup status': each part highlighted when configured, with what to do when not. */
export function AppStatusPanel({ status }: { status: ResourceState<AppStatus> }) {
  const { formatMessage } = useIntl();
  return (
    <Card className="p-6 sm:p-8">
      <h2 className="mb-5 text-lg font-extrabold">{formatMessage({ id: 'admin.account.status.title' })}</h2>
      {status.status === 'error' ? (
        <PanelFailure
          message={formatMessage({ id: 'admin.account.status.loadFailed' })}
          onRetry={status.reload}
        />
      ) : (
        <ul className="flex flex-col gap-3" aria-busy={status.status === 'loading' || undefined}>
          {items.map((item) => {
            const ready = status.status === 'ready' ? status.data[item.key] : null;
            return (
              <li
                key={item.key}
                data-testid={`status-${item.key}`}
                data-configured={ready === null ? undefined : String(ready)}
                className={cn(
                  'flex items-start gap-3 rounded-2xl p-3.5 ring-1',
                  ready ? 'bg-mint-50 ring-mint-300' : 'bg-ink-50 ring-ink-200/70',
                )}
              >
                {ready === null ? (
                  <span className="mt-0.5 size-5 shrink-0 animate-pulse rounded-full bg-ink-200" />
                ) : ready ? (
                  <CircleCheck className="mt-0.5 size-5 shrink-0 text-mint-700" aria-hidden="true" />
                ) : (
                  <CircleAlert className="mt-0.5 size-5 shrink-0 text-sunny-700" aria-hidden="true" />
                )}
                <div className="min-w-0">
                  <p className="font-extrabold text-ink-900">
                    {formatMessage({ id: item.title })}
                    {ready !== null && (
                      <span
                        className={cn('ml-2 text-sm font-bold', ready ? 'text-mint-700' : 'text-sunny-700')}
                      >
                        {formatMessage({
                          id: ready
                            ? 'admin.account.status.configured'
                            : 'admin.account.status.notConfigured',
                        })}
                      </span>
                    )}
                  </p>
                  {ready !== null && (
                    <p className="text-sm text-ink-600">
                      {ready ? formatMessage({ id: item.ready }) : item.todo(window.location.origin)}
                    </p>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
