import type { Book } from '@colorbook/contract';
import { Download, FileText, Trash2 } from 'lucide-react';
import { FormattedMessage, type IntlShape, useIntl } from 'react-intl';
import { Button } from '../../components/button';
import { PanelFailure } from '../../components/panel-failure';
import { ProgressBar } from '../../components/progress-bar';
import { Spinner } from '../../components/spinner';
import { CreateFirstPage, StartPicks } from '../../components/start-picks';

type Props = {
  state: { status: 'loading' } | { status: 'error'; retry: () => void } | { status: 'ready'; books: Book[] };
  downloading: string | null;
  onDownload: (book: Book) => void;
  onDelete: (book: Book) => void;
};

const sizeLabel = { a4: 'books.size.a4', letter: 'books.size.letter' } as const;
const megabytes = (intl: IntlShape, bytes: number | null) =>
  bytes === null ? '' : intl.formatMessage({ id: 'books.list.megabytes' }, { size: bytes / 1_048_576 });

/** The user's books: building ones with their progress, built ones to download again. */
export function BookList({ state, downloading, onDownload, onDelete }: Props) {
  const intl = useIntl();
  return (
    <section aria-labelledby="book-list-title" className="flex flex-col gap-3">
      <h2 id="book-list-title" className="text-lg font-extrabold">
        <FormattedMessage id="books.list.title" />
      </h2>
      {state.status === 'loading' && (
        <div className="grid place-items-center py-6">
          <Spinner label={intl.formatMessage({ id: 'books.list.loading' })} />
        </div>
      )}
      {state.status === 'error' && (
        <PanelFailure message={intl.formatMessage({ id: 'books.list.failed' })} onRetry={state.retry} />
      )}
      {state.status === 'ready' && state.books.length === 0 && (
        <div className="flex flex-col items-start gap-3 rounded-2xl bg-ink-50 p-4" data-testid="books-empty">
          <p className="text-sm text-ink-600">
            <FormattedMessage id="books.list.empty" />
          </p>
          {/* No pages of one's own yet: make one, or colour a public page first. */}
          <CreateFirstPage />
          <StartPicks />
        </div>
      )}
      {state.status === 'ready' && state.books.length > 0 && (
        <ul className="flex flex-col gap-2" aria-label={intl.formatMessage({ id: 'books.list.title' })}>
          {state.books.map((book) => (
            <li
              key={book.id}
              className="flex flex-col gap-3 rounded-2xl bg-surface p-3 ring-1 ring-ink-200 sm:p-4"
              data-testid="book-row"
            >
              <div className="flex items-center gap-3">
                <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700">
                  <FileText className="size-5" aria-hidden="true" />
                </span>
                <div className="min-w-0 flex-1">
                  <p className="truncate font-bold text-ink-900">{book.title}</p>
                  <p className="text-sm text-ink-600">
                    {intl.formatMessage(
                      { id: 'books.list.details' },
                      { pages: book.page_count, size: intl.formatMessage({ id: sizeLabel[book.size] }) },
                    )}
                    {book.status === 'succeeded' && megabytes(intl, book.bytes)}
                  </p>
                </div>
                {book.status === 'succeeded' && (
                  <Button
                    size="sm"
                    onClick={() => onDownload(book)}
                    busy={downloading === book.id}
                    aria-label={intl.formatMessage({ id: 'books.list.downloadLabel' }, { title: book.title })}
                  >
                    <Download className="size-4" aria-hidden="true" />
                    <span className="hidden sm:inline">
                      <FormattedMessage id="books.list.download" />
                    </span>
                  </Button>
                )}
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => onDelete(book)}
                  aria-label={intl.formatMessage({ id: 'books.list.deleteLabel' }, { title: book.title })}
                  disabled={book.status === 'queued' || book.status === 'running'}
                >
                  <Trash2 className="size-4" aria-hidden="true" />
                </Button>
              </div>
              {(book.status === 'queued' || book.status === 'running') && (
                <ProgressBar
                  label={intl.formatMessage({
                    id: book.status === 'queued' ? 'books.list.waiting' : 'books.list.building',
                  })}
                  value={book.status === 'queued' ? null : book.progress}
                />
              )}
              {book.status === 'failed' && (
                <p
                  role="alert"
                  className="rounded-xl bg-danger-50 px-3 py-2 text-sm font-semibold text-danger-700"
                >
                  {book.error ?? intl.formatMessage({ id: 'books.list.buildFailed' })}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
