import type { PageScope } from '@colorbook/contract';
import type { LoaderFunctionArgs } from 'react-router';
import { inKidMode, profileStore } from '../../lib/profile-store';
import { prefetchPageList } from '../../lib/use-page-list';
import { prefetchFamily } from './family-coloreds-api';

/** My, favorite and colored pages: the grid's first page is read beside the screen's code. */
export const pageListLoader =
  (scope: PageScope) =>
  ({ request }: LoaderFunctionArgs) => {
    prefetchPageList(scope, new URL(request.url));
    // The adult's Colored pages offer the family's colourings too (chips per child).
    if (scope === 'colored' && !inKidMode(profileStore.getState())) prefetchFamily();
    return null;
  };
