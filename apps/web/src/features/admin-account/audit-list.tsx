import type { AuditEntry } from '@colorbook/contract';
import { History } from 'lucide-react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Avatar } from '../../components/avatar';
import { Card } from '../../components/card';
import { PanelFailure } from '../../components/panel-failure';
import type { ResourceState } from '../../lib/use-api-query';
import { auditMessage } from './audit-words';

/** The latest 50 admin changes (GET /admin/audit/list): who, what, to what, when. Never a secret's value. */
export function AuditList({ audit }: { audit: ResourceState<AuditEntry[]> }) {
  const intl = useIntl();
  const formatWhen = (iso: string) => {
    const date = new Date(iso);
    return Number.isNaN(date.getTime())
      ? ''
      : intl.formatDate(date, { dateStyle: 'medium', timeStyle: 'short' });
  };
  const sentence = (entry: AuditEntry) => {
    const { id, action } = auditMessage(entry.action);
    return intl.formatMessage(
      { id },
      {
        actor: entry.actor.name,
        target: entry.target,
        action,
        b: (chunks: ReactNode[]) => <span className="font-extrabold">{chunks}</span>,
        t: (chunks: ReactNode[]) => <span className="font-bold [overflow-wrap:anywhere]">{chunks}</span>,
      },
    );
  };
  let body: ReactNode;
  if (audit.status === 'error') {
    body = (
      <PanelFailure
        message={intl.formatMessage({ id: 'admin.account.audit.loadFailed' })}
        onRetry={audit.reload}
      />
    );
  } else if (audit.status === 'loading') {
    body = (
      <div aria-hidden="true" className="flex flex-col gap-3">
        {[0, 1, 2].map((index) => (
          <div key={index} className="h-12 animate-pulse rounded-2xl bg-ink-50" />
        ))}
      </div>
    );
  } else if (audit.data.length === 0) {
    body = (
      <p className="flex items-center gap-2 text-ink-600">
        <History className="size-5 text-ink-400" aria-hidden="true" />
        {intl.formatMessage({ id: 'admin.account.audit.empty' })}
      </p>
    );
  } else {
    body = (
      <ol className="flex flex-col divide-y divide-ink-100">
        {audit.data.slice(0, 50).map((entry) => (
          <li key={entry.id} className="flex items-start gap-3 py-3 first:pt-0 last:pb-0">
            <Avatar name={entry.actor.name} size="small" className="mt-0.5" />
            <div className="flex min-w-0 flex-1 flex-col gap-0.5 sm:flex-row sm:gap-4">
              <div className="min-w-0 flex-1">
                <p className="text-sm text-ink-800">{sentence(entry)}</p>
                {entry.detail && (
                  <p className="text-sm [overflow-wrap:anywhere] text-ink-500">{entry.detail}</p>
                )}
              </div>
              <time
                dateTime={entry.created_at}
                className="shrink-0 text-xs font-semibold text-ink-500 sm:order-last sm:pt-0.5"
              >
                {formatWhen(entry.created_at)}
              </time>
            </div>
          </li>
        ))}
      </ol>
    );
  }
  return (
    <Card className="p-6 sm:p-8">
      <h2 className="mb-5 text-lg font-extrabold">
        {intl.formatMessage({ id: 'admin.account.audit.title' })}
      </h2>
      {body}
    </Card>
  );
}
