import type { Book } from '@colorbook/contract';
import { Download, FileText, Trash2 } from 'lucide-react';
import { Button } from '../../components/button';
import { PanelFailure } from '../../components/panel-failure';
import { ProgressBar } from '../../components/progress-bar';
import { Spinner } from '../../components/spinner';

type Props = {
  state: { status: 'loading' } | { status: 'error'; retry: () => void } | { status: 'ready'; books: Book[] };
  downloading: string | null;
  onDownload: (book: Book) => void;
  onDelete: (book: Book) => void;
};

const sizeLabel = { a4: 'A4', letter: 'US Letter' } as const;
const megabytes = (bytes: number | null) => (bytes === null ? '' : ` · ${(bytes / 1_048_576).toFixed(1)} MB`);

/** The user's books: building ones with their progress, built ones to download again. */
export function BookList({ state, downloading, onDownload, onDelete }: Props) {
  return (
    <section aria-labelledby="book-list-title" className="flex flex-col gap-3">
      <h2 id="book-list-title" className="text-lg font-extrabold">
        Your books
      </h2>
      {state.status === 'loading' && (
        <div className="grid place-items-center py-6">
          <Spinner label="Loading your books" />
        </div>
      )}
      {state.status === 'error' && <PanelFailure message="Failed to load your books" onRetry={state.retry} />}
      {state.status === 'ready' && state.books.length === 0 && (
        <p className="rounded-2xl bg-ink-50 p-4 text-sm text-ink-600">
          No books yet. Build one below: it stays here to download again.
        </p>
      )}
      {state.status === 'ready' && state.books.length > 0 && (
        <ul className="flex flex-col gap-2" aria-label="Your books">
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
                    {book.page_count} {book.page_count === 1 ? 'page' : 'pages'} · {sizeLabel[book.size]}
                    {book.status === 'succeeded' && megabytes(book.bytes)}
                  </p>
                </div>
                {book.status === 'succeeded' && (
                  <Button
                    size="sm"
                    onClick={() => onDownload(book)}
                    busy={downloading === book.id}
                    aria-label={`Download ${book.title}`}
                  >
                    <Download className="size-4" aria-hidden="true" />
                    <span className="hidden sm:inline">Download</span>
                  </Button>
                )}
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => onDelete(book)}
                  aria-label={`Delete ${book.title}`}
                  disabled={book.status === 'queued' || book.status === 'running'}
                >
                  <Trash2 className="size-4" aria-hidden="true" />
                </Button>
              </div>
              {(book.status === 'queued' || book.status === 'running') && (
                <ProgressBar
                  label={book.status === 'queued' ? 'Waiting to build…' : 'Building your book…'}
                  value={book.status === 'queued' ? null : book.progress}
                />
              )}
              {book.status === 'failed' && (
                <p
                  role="alert"
                  className="rounded-xl bg-danger-50 px-3 py-2 text-sm font-semibold text-danger-700"
                >
                  {book.error ?? 'We could not build this book.'}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
