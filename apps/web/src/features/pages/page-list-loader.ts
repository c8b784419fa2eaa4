import type { PageScope } from '@colorbook/contract';
import type { LoaderFunctionArgs } from 'react-router';
import { prefetchPageList } from '../../lib/use-page-list';

/** My, favorite and colored pages: the grid's first page is read beside the screen's code. */
export const pageListLoader =
  (scope: PageScope) =>
  ({ request }: LoaderFunctionArgs) => {
    prefetchPageList(scope, new URL(request.url));
    return null;
  };
