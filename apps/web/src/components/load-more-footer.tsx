import { FormattedMessage } from 'react-intl';
import { Button } from './button';

type Props = {
  hasMore: boolean;
  loadingMore: boolean;
  /** 'Load more' failed: the failure message shows above the button, which stays to try again. */
  moreFailed: boolean;
  failedMessage: string;
  onLoadMore: () => void;
};

/** Under a paginated list: 'Load more' until the last page (spec §9), and a failed load's message. */
export function LoadMoreFooter({ hasMore, loadingMore, moreFailed, failedMessage, onLoadMore }: Props) {
  if (!hasMore && !moreFailed) return null;
  return (
    <div className="mt-8 flex flex-col items-center gap-3">
      {moreFailed && (
        <p role="alert" className="text-sm font-semibold text-danger-700">
          {failedMessage}
        </p>
      )}
      {hasMore && (
        <Button variant="secondary" size="lg" busy={loadingMore} onClick={onLoadMore}>
          <FormattedMessage id="list.loadMore" />
        </Button>
      )}
    </div>
  );
}
