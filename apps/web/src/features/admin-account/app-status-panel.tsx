import type { AppStatus } from '@colorbook/contract';
import { CircleAlert, CircleCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card } from '../../components/card';
import { PanelFailure } from '../../components/panel-failure';
import { cn } from '../../lib/cn';
import type { ResourceState } from '../../lib/use-api-query';

type Item = { key: keyof AppStatus; title: string; ready: string; todo: (origin: string) => ReactNode };

const items: Item[] = [
  {
    key: 'openaiApi',
    title: 'OpenAI API',
    ready: 'Pages are drawn by the OpenAI image API.',
    todo: () =>
      'Add an OpenAI API key below. Until then, new pages come from the built-in offline generator.',
  },
  {
    key: 'stripeApi',
    title: 'Stripe API',
    ready: 'Card payments go through Stripe.',
    todo: () => 'Add the Stripe secret key below to take card payments for page packs and plans.',
  },
  {
    key: 'stripeWebhook',
    title: 'Stripe webhook',
    ready: 'Stripe tells the app about payments, renewals and cancellations.',
    todo: (origin) => (
      <>
        In Stripe, add a webhook endpoint{' '}
        <code className="break-all font-mono text-xs">{origin}/api/stripe/webhook</code> and paste its signing
        secret below.
      </>
    ),
  },
  {
    key: 'plans',
    title: 'Plans',
    ready: 'Every paid plan has a Stripe price.',
    todo: () => (
      <>
        Give every paid plan its Stripe price ID on{' '}
        <Link to="/admin/plans" className="font-bold text-brand-700 underline underline-offset-2">
          Plans
        </Link>
        .
      </>
    ),
  },
];

/** Spec §2 'App setup status': each part highlighted when configured, with what to do when not. */
export function AppStatusPanel({ status }: { status: ResourceState<AppStatus> }) {
  return (
    <Card className="p-6 sm:p-8">
      <h2 className="mb-5 text-lg font-extrabold">App setup status</h2>
      {status.status === 'error' ? (
        <PanelFailure message="Failed to load the app status" onRetry={status.reload} />
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
                    {item.title}
                    {ready !== null && (
                      <span
                        className={cn('ml-2 text-sm font-bold', ready ? 'text-mint-700' : 'text-sunny-700')}
                      >
                        {ready ? 'Configured' : 'Not configured'}
                      </span>
                    )}
                  </p>
                  {ready !== null && (
                    <p className="text-sm text-ink-600">
                      {ready ? item.ready : item.todo(window.location.origin)}
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
