import type { LucideIcon } from 'lucide-react';
import { RotateCcw, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { PaginatedList } from '../lib/use-paginated-list';
import { Button } from './button';
import { ListMessage } from './list-message';
import { LoadMoreFooter } from './load-more-footer';

type Props = {
  list: Pick<
    PaginatedList<{ id: number }>,
    'status' | 'items' | 'hasMore' | 'loadingMore' | 'moreFailed' | 'loadMore' | 'retry'
  >;
  /** The settled search; an empty result then offers to clear it. */
  query: string;
  onClearSearch: () => void;
  /** Spec §8, e.g. 'Failed to load users' (in the active language, like every text prop). */
  failedMessage: string;
  /**
   * For screen readers, e.g. '3 users shown': a whole message per list, because languages place
   * and inflect the noun differently (no English sentence glued around a noun).
   */
  shownMessage: (count: number) => string;
  icon: LucideIcon;
  /** A search that found nothing, e.g. 'No users match “ann”'; lists without a search leave it out. */
  noMatch?: { title: string; text: string };
  empty: { title: string; text: string; action?: ReactNode };
  skeleton: ReactNode;
  /** The items (a table, a grid). */
  children: ReactNode;
};

/**
 * Everything around a paginated list's items: loading placeholders, the failed first load with
 * 'Try again', the empty and no-match states, 'Load more', and the count for screen readers.
 */
export function PaginatedListBody({
  list,
  query,
  onClearSearch,
  failedMessage,
  shownMessage,
  icon,
  noMatch,
  empty,
  skeleton,
  children,
}: Props) {
  const { formatMessage } = useIntl();
  let body: ReactNode;
  if (list.status === 'loading') {
    body = skeleton;
  } else if (list.status === 'error') {
    body = (
      <ListMessage
        icon={icon}
        tone="danger"
        title={failedMessage}
        text={formatMessage({ id: 'list.checkConnection' })}
        action={
          <Button variant="secondary" onClick={list.retry}>
            <RotateCcw className="size-5" aria-hidden="true" />
            <FormattedMessage id="common.tryAgain" />
          </Button>
        }
      />
    );
  } else if (list.items.length === 0) {
    body =
      query && noMatch ? (
        <ListMessage
          icon={SearchX}
          title={noMatch.title}
          text={noMatch.text}
          action={
            <Button variant="secondary" onClick={onClearSearch}>
              <FormattedMessage id="list.clearSearch" />
            </Button>
          }
        />
      ) : (
        <ListMessage icon={icon} title={empty.title} text={empty.text} action={empty.action} />
      );
  } else {
    body = (
      <>
        {children}
        <LoadMoreFooter
          hasMore={list.hasMore}
          loadingMore={list.loadingMore}
          moreFailed={list.moreFailed}
          failedMessage={failedMessage}
          onLoadMore={list.loadMore}
        />
      </>
    );
  }
  return (
    <>
      {body}
      <p role="status" className="sr-only">
        {list.status === 'ready' ? shownMessage(list.items.length) : ''}
      </p>
    </>
  );
}
