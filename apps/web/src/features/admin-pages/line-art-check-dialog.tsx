import type { AdminLineArtCheck, LineArtAttempt, LineArtFigures } from '@colorbook/contract';
import { ScanLine, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { type IntlShape, useIntl } from 'react-intl';
import { Badge, type BadgeTone } from '../../components/badge';
import { PanelFailure } from '../../components/panel-failure';
import { Spinner } from '../../components/spinner';
import { cn } from '../../lib/cn';
import { useApiQuery } from '../../lib/use-api-query';
import { fetchLineArtCheck } from './line-art-check-api';

type Props = { pageId: number; title: string };

/** On each admin page card: opens how the image service's drawing of the page was graded. */
export function LineArtCheckButton({ pageId, title }: Props) {
  const { formatMessage } = useIntl();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="relative z-10 inline-flex h-9 items-center justify-center gap-1.5 rounded-full text-sm font-bold text-ink-600 transition hover:bg-ink-100 hover:text-ink-900 focus-visible:outline-2 focus-visible:outline-brand-500"
      >
        <ScanLine className="size-4" aria-hidden="true" />
        {formatMessage({ id: 'admin.pages.lineArt.button' })}
      </button>
      {open && <LineArtCheckDialog pageId={pageId} title={title} onClose={() => setOpen(false)} />}
    </>
  );
}

const percent = (intl: IntlShape, share: number) => {
  const digits = share > 0 && share < 0.001 ? 2 : 1;
  return intl.formatNumber(share, {
    style: 'percent',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
};

// Row labels are admin.pages.lineArt.row.<key>; verdicts and outcomes likewise by their value.
const ROWS: (keyof LineArtFigures)[] = ['grey_share', 'colour_share', 'solid_black_share', 'ink_share'];

const verdictTones: Record<LineArtAttempt['verdict'], BadgeTone> = {
  pass: 'success',
  cleanable: 'sunny',
  fail: 'danger',
};

function limitOf(intl: IntlShape, key: keyof LineArtFigures, limits: AdminLineArtCheck['limits']) {
  if (key === 'ink_share')
    return intl.formatMessage(
      { id: 'admin.pages.lineArt.range' },
      { min: percent(intl, limits.ink_share), max: percent(intl, limits.max_ink_share) },
    );
  return intl.formatMessage({ id: 'admin.pages.lineArt.atMost' }, { max: percent(intl, limits[key]) });
}

function over(key: keyof LineArtFigures, value: number, limits: AdminLineArtCheck['limits']) {
  if (key === 'ink_share') return value < limits.ink_share || value > limits.max_ink_share;
  return value > limits[key];
}

function AttemptFigures({
  attempt,
  index,
  limits,
}: {
  attempt: LineArtAttempt;
  index: number;
  limits: AdminLineArtCheck['limits'];
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `admin.pages.lineArt.${id}` });
  const cleaned = attempt.cleaned_figures;
  return (
    <section className="flex flex-col gap-2 rounded-2xl p-4 ring-1 ring-ink-200">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-extrabold">
          {t(index === 0 ? 'first' : 'second')}
          {attempt.corrective && (
            <span className="ml-1 text-sm font-semibold text-ink-500">{t('corrective')}</span>
          )}
        </h3>
        <Badge tone={verdictTones[attempt.verdict]}>{t(`verdict.${attempt.verdict}`)}</Badge>
      </div>
      <table className="w-full text-sm">
        <thead>
          <tr className="text-left text-xs font-bold text-ink-500">
            <th scope="col" className="py-1 font-bold">
              {t('share')}
            </th>
            <th scope="col" className="py-1 text-right font-bold">
              {t('drawn')}
            </th>
            {cleaned && (
              <th scope="col" className="py-1 text-right font-bold">
                {t('cleaned')}
              </th>
            )}
            <th scope="col" className="py-1 text-right font-bold">
              {t('allowed')}
            </th>
          </tr>
        </thead>
        <tbody>
          {ROWS.map((key) => (
            <tr key={key} className="border-t border-ink-100">
              <th scope="row" className="py-1.5 text-left font-semibold text-ink-700">
                {t(`row.${key}`)}
              </th>
              <td
                className={cn(
                  'py-1.5 text-right font-bold tabular-nums',
                  over(key, attempt.figures[key], limits) ? 'text-danger-700' : 'text-ink-900',
                )}
              >
                {percent(intl, attempt.figures[key])}
              </td>
              {cleaned && (
                <td className="py-1.5 text-right font-bold text-ink-900 tabular-nums">
                  {percent(intl, cleaned[key])}
                </td>
              )}
              <td className="py-1.5 text-right text-ink-500 tabular-nums">{limitOf(intl, key, limits)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function CheckBody({ data }: { data: AdminLineArtCheck }) {
  const { formatMessage } = useIntl();
  const t = (id: string) => formatMessage({ id: `admin.pages.lineArt.${id}` });
  if (data.source !== 'ai') {
    return <p className="text-ink-600">{t(data.source === 'upload' ? 'upload' : 'builtIn')}</p>;
  }
  if (!data.check) {
    return <p className="text-ink-600">{t('noFigures')}</p>;
  }
  const { check } = data;
  return (
    <div className="flex flex-col gap-3">
      <p className="font-bold text-ink-800">
        {t(`outcome.${check.outcome}`)}
        {check.attempts.length > 1 && <span className="font-semibold text-ink-500">{t('afterRedraw')}</span>}
      </p>
      {check.attempts.map((attempt, index) => (
        <AttemptFigures
          // Attempts never reorder: their place is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above.
          key={index}
          attempt={attempt}
          index={index}
          limits={data.limits}
        />
      ))}
    </div>
  );
}

/** A bottom sheet on phones, a centred dialog on larger screens, like the gallery details. */
function LineArtCheckDialog({ pageId, title, onClose }: Props & { onClose: () => void }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const headingId = useId();
  const { formatMessage } = useIntl();
  const state = useApiQuery(['admin', 'line-art-check', pageId], (signal) =>
    fetchLineArtCheck(pageId, signal),
  );

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  return (
    // A click on the backdrop lands on the dialog itself (its content fills it): close.
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape closes a modal dialog natively.
    <dialog
      ref={dialogRef}
      aria-labelledby={headingId}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === dialogRef.current) dialogRef.current?.close();
      }}
      data-testid="line-art-check-dialog"
      className="fixed inset-x-0 top-auto bottom-0 m-0 max-h-[92dvh] w-full max-w-full overflow-y-auto rounded-t-[1.75rem] bg-surface p-0 text-ink-900 shadow-pop backdrop:bg-ink-900/50 backdrop:backdrop-blur-sm sm:inset-0 sm:m-auto sm:h-fit sm:max-w-md sm:rounded-card"
    >
      <div className="flex flex-col gap-5 p-5 pb-[max(1.25rem,env(safe-area-inset-bottom))] sm:p-6">
        <div className="mx-auto -mt-2 h-1.5 w-10 rounded-full bg-ink-200 sm:hidden" aria-hidden="true" />
        <div className="flex items-start gap-3">
          <div className="min-w-0 flex-1">
            <h2 id={headingId} className="text-xl font-extrabold tracking-tight">
              {formatMessage({ id: 'admin.pages.lineArt.button' })}
            </h2>
            <p className="truncate text-sm font-semibold text-ink-500">{title}</p>
          </div>
          <button
            type="button"
            onClick={() => dialogRef.current?.close()}
            className="-mt-1 -mr-2 grid size-11 shrink-0 place-items-center rounded-full text-ink-500 hover:bg-ink-100 hover:text-ink-900"
            aria-label={formatMessage({ id: 'admin.common.close' })}
          >
            <X className="size-5" aria-hidden="true" />
          </button>
        </div>
        {state.status === 'loading' && (
          <div className="grid min-h-32 place-items-center text-brand-600">
            <Spinner className="size-8" label={formatMessage({ id: 'admin.pages.lineArt.loading' })} />
          </div>
        )}
        {state.status === 'error' && (
          <PanelFailure
            message={formatMessage({ id: 'admin.pages.lineArt.failed' })}
            onRetry={state.reload}
          />
        )}
        {state.status === 'ready' && <CheckBody data={state.data} />}
      </div>
    </dialog>
  );
}
