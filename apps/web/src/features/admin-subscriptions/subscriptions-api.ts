import { type SubscriptionsPage, subscriptionsPage } from '@colorbook/contract';
import { type ApiResult, request } from '../../lib/api';

/** GET /subscriptions/paginate (spec §7): the list shows its failure inline. */
export function fetchSubscriptions(
  page: number,
  search: string,
  signal: AbortSignal,
): Promise<ApiResult<SubscriptionsPage>> {
  return request('GET', '/subscriptions/paginate', {
    query: { page, search },
    schema: subscriptionsPage,
    silent: true,
    signal,
  });
}
