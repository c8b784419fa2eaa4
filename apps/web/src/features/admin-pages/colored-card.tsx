import { Expand, ExternalLink, Link2, Link2Off } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Avatar } from '../../components/avatar';
import { Button } from '../../components/button';
import { formatLongDate } from '../../lib/billing-format';
import type { ColoredRecord } from './coloreds-api';

type Props = {
  colored: ColoredRecord;
  /** Stops the colouring's share link (after the admin confirms). */
  onRevokeShare: (colored: ColoredRecord) => void;
};

/**
 * One saved colouring: the artwork, the page it was made from, who coloured it and when, and its
 * share link while it has one (DESIGN §9a: admins may revoke any).
 */
export function ColoredCard({ colored, onRevokeShare }: Props) {
  const { formatMessage } = useIntl();
  const t = (id: string, values?: Record<string, string>) =>
    formatMessage({ id: `admin.colored.card.${id}` }, values);
  const title = colored.page.title || colored.page.prompt || formatMessage({ id: 'pages.untitled' });
  return (
    <article
      data-testid="colored-card"
      className="flex w-full animate-fade-in flex-col overflow-hidden rounded-card bg-surface shadow-soft ring-1 ring-ink-200/60"
    >
      <div className="relative aspect-square overflow-hidden bg-white">
        <img
          src={colored.preview}
          alt={t('alt', { title, name: colored.user.name })}
          loading="lazy"
          decoding="async"
          width={512}
          height={512}
          className="h-full w-full object-contain"
        />
        <img
          src={colored.page.preview}
          alt=""
          title={t('thePage')}
          loading="lazy"
          decoding="async"
          className="absolute bottom-2 left-2 size-12 rounded-xl bg-white object-contain shadow-soft ring-1 ring-ink-200 sm:size-14"
        />
        <a
          href={colored.photo}
          target="_blank"
          rel="noreferrer"
          className="absolute top-2 right-2 grid size-10 place-items-center rounded-full bg-surface/90 text-ink-600 shadow-soft ring-1 ring-ink-200/70 backdrop-blur transition hover:text-ink-900"
          aria-label={t('fullSize')}
          title={t('fullSize')}
        >
          <Expand className="size-4" aria-hidden="true" />
        </a>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-3 sm:p-4">
        <h3 className="line-clamp-1 text-sm font-extrabold sm:text-base" title={title}>
          {title}
          {colored.page.blocked && <span className="sr-only">{t('blockedPage')}</span>}
        </h3>
        <div className="flex min-w-0 items-center gap-2">
          <Avatar name={colored.user.name} photo={colored.user.photo} size="small" />
          <div className="min-w-0 flex-1 leading-tight">
            <p className="truncate text-xs font-bold text-ink-800 sm:text-sm">{colored.user.name}</p>
            {colored.user.email && <p className="truncate text-xs text-ink-500">{colored.user.email}</p>}
          </div>
        </div>
        <p className="mt-auto text-xs font-semibold text-ink-500">
          <time dateTime={colored.created_at}>{formatLongDate(colored.created_at)}</time>
        </p>
        {colored.share && (
          <div
            className="flex flex-wrap items-center gap-2 border-t border-ink-200/70 pt-2"
            data-testid="colored-share"
          >
            <a
              href={colored.share.url}
              target="_blank"
              rel="noreferrer"
              className="mr-auto inline-flex items-center gap-1.5 text-sm font-bold text-brand-700 hover:underline"
              title={t(colored.share.public ? 'sharedOnListed' : 'sharedOn', {
                date: formatLongDate(colored.share.created_at) ?? '',
              })}
            >
              <Link2 className="size-4 shrink-0" aria-hidden="true" />
              {t('shared')}
              <ExternalLink className="size-3.5 shrink-0" aria-hidden="true" />
            </a>
            <Button variant="ghost" size="sm" className="-mr-2 px-3" onClick={() => onRevokeShare(colored)}>
              <Link2Off className="size-4" aria-hidden="true" />
              {t('revoke')}
            </Button>
          </div>
        )}
      </div>
    </article>
  );
}
