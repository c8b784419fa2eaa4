import { BOOK_MAX_MARGIN_MM, BOOK_MIN_MARGIN_MM, type Book } from '@colorbook/contract';
import { BookOpen, Crown } from 'lucide-react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { Button, ButtonLink } from '../../components/button';
import { FormAlert } from '../../components/form-alert';
import { PageHeader } from '../../components/page-header';
import { authStore, useAuth } from '../../lib/auth-store';
import { askConfirmation } from '../../lib/confirmation';
import { notifyDanger, notifySuccess } from '../../lib/notifications';
import {
  addPage,
  type BookDraft,
  emptyDraft,
  isChosen,
  isFull,
  movePage,
  removePage,
  requestBody,
  toggleColored,
} from './book-draft';
import { saveBookPdf } from './book-file';
import { BookList } from './book-list';
import { BookOptions } from './book-options';
import { BookPreview } from './book-preview';
import { deleteBook, fetchBookFile, startBook } from './books-api';
import { ChosenPages } from './chosen-pages';
import { PagePicker } from './page-picker';
import { useBooks } from './use-books';

/** Spec §8 (download and print need a paid plan): the server's message, in the catalogue. */
export const PAID_PLAN_MESSAGE_ID = 'server.download_paid_only';

const hasPaidPlan = () => authStore.getState().user?.plan?.paid === true;

/**
 * A free user learns before building (issue 36): books download and print on a paid plan; they
 * may still build one and preview its cover and first page (spec §5).
 */
function PaidPlanNotice() {
  return (
    <div
      role="note"
      data-testid="books-paid-notice"
      className="flex flex-col gap-3 rounded-card bg-sunny-50 p-4 ring-1 ring-sunny-200 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="flex items-start gap-3 text-sm font-semibold text-ink-700">
        <Crown className="mt-0.5 size-5 shrink-0 text-sunny-700" aria-hidden="true" />
        <FormattedMessage id="books.paidNotice" />
      </p>
      <ButtonLink to="/checkout?plan=starter" variant="secondary" className="shrink-0">
        <FormattedMessage id="books.upgrade" />
      </ButtonLink>
    </div>
  );
}

/** /books: the user's colouring books, and the builder for a new one (issue 22). */
export function BooksPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const userName = useAuth((state) => state.user?.name ?? '');
  const paid = useAuth((state) => state.user?.plan?.paid === true);
  const [draft, setDraft] = useState<BookDraft>(() => emptyDraft(userName));
  const [starting, setStarting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [downloading, setDownloading] = useState<string | null>(null);
  const books = useBooks();
  const change = (changes: Partial<BookDraft>) => setDraft((current) => ({ ...current, ...changes }));

  const marginOk = draft.marginMm >= BOOK_MIN_MARGIN_MM && draft.marginMm <= BOOK_MAX_MARGIN_MM;
  const ready = draft.pages.length > 0 && draft.title.trim() !== '' && marginOk;

  const toCheckout = () => {
    notifyDanger(intl.formatMessage({ id: PAID_PLAN_MESSAGE_ID }), { keepOnNavigation: true });
    navigate('/checkout');
  };

  const handleBuild = async () => {
    if (!ready || starting) return;
    setStarting(true);
    setFailure(null);
    const result = await startBook(requestBody(draft));
    setStarting(false);
    if (!result.ok) {
      setFailure(result.error.message);
      return;
    }
    books.add(result.data);
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  const handleDownload = async (book: Book) => {
    // Spec §5, §6: download needs a paid plan (the server refuses it too).
    if (!hasPaidPlan()) return toCheckout();
    setDownloading(book.id);
    const file = await fetchBookFile(book.id);
    if (!file.ok) {
      setDownloading(null);
      if (file.code === 'NO_PAID_PLAN') return toCheckout();
      notifyDanger(
        file.message ??
          intl.formatMessage({
            id: file.code === 'OFFLINE' ? 'books.downloadOffline' : 'books.downloadFailed',
          }),
      );
      return;
    }
    // Busy until saved: writing a PDF in a native shell takes a moment.
    await saveBookPdf(file.blob, book.title).catch((error: unknown) => {
      console.error(error);
      notifyDanger(intl.formatMessage({ id: 'books.saveFailed' }));
    });
    setDownloading(null);
  };

  const handleDelete = (book: Book) =>
    void askConfirmation(
      intl.formatMessage({ id: 'books.deleteQuestion' }, { title: book.title }),
      async () => {
        if (await deleteBook(book.id)) {
          books.drop(book.id);
          notifySuccess(intl.formatMessage({ id: 'books.deleted' }));
        }
      },
    );

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-8">
      <PageHeader
        title={intl.formatMessage({ id: 'books.title' })}
        description={intl.formatMessage({ id: 'books.description' })}
      />
      {!paid && <PaidPlanNotice />}
      <BookList
        state={books.state}
        downloading={downloading}
        onDownload={handleDownload}
        onDelete={handleDelete}
      />
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)]">
        <div className="flex min-w-0 flex-col gap-8">
          <PagePicker
            isChosen={(pageId) => isChosen(draft, pageId)}
            full={isFull(draft)}
            onAdd={(page) =>
              setDraft((current) =>
                // A page with neither title nor prompt is named in the reader's language.
                addPage(
                  current,
                  page.title || page.prompt
                    ? page
                    : { ...page, title: intl.formatMessage({ id: 'books.pageFallback' }, { id: page.id }) },
                ),
              )
            }
          />
          <ChosenPages
            draft={draft}
            onMove={(from, to) => setDraft((current) => movePage(current, from, to))}
            onRemove={(pageId) => setDraft((current) => removePage(current, pageId))}
            onToggleColored={(pageId) => setDraft((current) => toggleColored(current, pageId))}
            onCover={(coverPageId) => change({ coverPageId })}
          />
          <BookOptions draft={draft} onChange={change} />
        </div>
        <aside className="flex flex-col gap-4 lg:sticky lg:top-24 lg:self-start">
          <BookPreview draft={draft} />
          {failure && <FormAlert message={failure} />}
          <Button size="lg" onClick={handleBuild} busy={starting} disabled={!ready}>
            <BookOpen className="size-5" aria-hidden="true" />
            <FormattedMessage id="books.build" />
          </Button>
          <p className="text-center text-xs text-ink-600">
            <FormattedMessage id={ready ? 'books.buildReady' : 'books.buildNotReady'} />
          </p>
        </aside>
      </div>
    </div>
  );
}

export { BooksPage as Component };
