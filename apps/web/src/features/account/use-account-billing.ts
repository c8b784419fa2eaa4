import type { AccountBilling } from '@colorbook/contract';
import { useApiQuery } from '../../lib/use-api-query';
import { readBilling } from './billing-api';

export type BillingState = (
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; billing: AccountBilling }
) & { retry: () => void };

/** GET /billing/read for the credits panel; a failure only hides the subscription's details. */
export function useAccountBilling(): BillingState {
  const state = useApiQuery(['billing'], readBilling);
  const retry = state.reload;
  return state.status === 'ready'
    ? { status: 'ready', billing: state.data, retry }
    : { status: state.status, retry };
}
