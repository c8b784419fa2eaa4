import type { Page, PageScope } from '@colorbook/contract';
import { Check, Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../components/button';
import { ChoiceGroup } from '../../components/choice-group';
import { PanelFailure } from '../../components/panel-failure';
import { Spinner } from '../../components/spinner';
import { cn } from '../../lib/cn';
import { fetchPages } from '../../lib/pages-api';
import { paginatedQuery, usePaginatedList } from '../../lib/use-paginated-list';

type Source = Extract<PageScope, 'owned' | 'favorited' | 'colored'>;
const SOURCES = [
  { value: 'owned', label: 'books.picker.owned' },
  { value: 'favorited', label: 'books.picker.favorited' },
  { value: 'colored', label: 'books.picker.colored' },
] as const;

type Props = {
  isChosen: (pageId: number) => boolean;
  full: boolean;
  onAdd: (page: Page) => void;
};

/** Where the book's pages come from: the user's own, favourite and coloured pages. */
export function PagePicker({ isChosen, full, onAdd }: Props) {
  const intl = useIntl();
  const sources = useMemo(
    () => SOURCES.map((choice) => ({ ...choice, label: intl.formatMessage({ id: choice.label }) })),
    [intl],
  );
  const [source, setSource] = useState<Source>('owned');
  const list = usePaginatedList(
    paginatedQuery(['books', 'picker', source], (page, signal) =>
      fetchPages({ page, search: '', sort: 'latest', scope: source }, signal),
    ),
  );

  return (
    <section aria-labelledby="book-picker-title" className="flex flex-col gap-4">
      <h2 id="book-picker-title" className="text-lg font-extrabold">
        <FormattedMessage id="books.picker.title" />
      </h2>
      <ChoiceGroup
        legend={intl.formatMessage({ id: 'books.picker.from' })}
        options={sources}
        value={source}
        onChange={setSource}
      />
      {list.status === 'loading' && (
        <div className="grid place-items-center py-10">
          <Spinner label={intl.formatMessage({ id: 'books.picker.loading' })} />
        </div>
      )}
      {list.status === 'error' && (
        <PanelFailure message={intl.formatMessage({ id: 'books.picker.failed' })} onRetry={list.retry} />
      )}
      {list.status === 'ready' && list.items.length === 0 && (
        <p className="rounded-2xl bg-ink-50 p-4 text-sm text-ink-600">
          <FormattedMessage id="books.picker.empty" />
        </p>
      )}
      {list.items.length > 0 && (
        <ul
          className="grid grid-cols-3 gap-2 sm:grid-cols-4 lg:grid-cols-5"
          aria-label={intl.formatMessage({ id: 'books.picker.listLabel' })}
        >
          {list.items.map((page) => {
            const chosen = isChosen(page.id);
            const name =
              page.title || page.prompt || intl.formatMessage({ id: 'books.pageFallback' }, { id: page.id });
            return (
              <li key={page.id}>
                <button
                  type="button"
                  onClick={() => onAdd(page)}
                  disabled={chosen || full}
                  aria-label={intl.formatMessage(
                    { id: chosen ? 'books.picker.inBook' : 'books.picker.add' },
                    { name },
                  )}
                  className={cn(
                    'group relative block w-full overflow-hidden rounded-xl bg-white ring-1 ring-ink-200 transition',
                    'hover:ring-brand-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
                    'disabled:cursor-default',
                    chosen && 'ring-2 ring-brand-500',
                  )}
                >
                  <img
                    src={page.colored?.preview ?? page.preview}
                    alt=""
                    loading="lazy"
                    className={cn('aspect-square w-full object-contain', full && !chosen && 'opacity-50')}
                  />
                  <span
                    className={cn(
                      'absolute top-1.5 right-1.5 grid size-7 place-items-center rounded-full shadow-soft',
                      chosen ? 'bg-brand-600 text-white' : 'bg-white text-brand-700 group-hover:bg-brand-50',
                    )}
                  >
                    {chosen ? (
                      <Check className="size-4" aria-hidden="true" />
                    ) : (
                      <Plus className="size-4" aria-hidden="true" />
                    )}
                  </span>
                  <span className="block truncate px-2 py-1 text-left text-xs font-semibold text-ink-700">
                    {name}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {list.hasMore && (
        <Button
          variant="secondary"
          size="sm"
          onClick={list.loadMore}
          busy={list.loadingMore}
          className="self-center"
        >
          <FormattedMessage id="books.picker.loadMore" />
        </Button>
      )}
    </section>
  );
}
