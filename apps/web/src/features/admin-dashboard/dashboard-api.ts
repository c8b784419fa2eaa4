import {
  type AnalyticsBusiness,
  type AnalyticsCharts,
  type AnalyticsCounters,
  analyticsBusiness,
  analyticsCharts,
  analyticsCounters,
} from '@colorbook/contract';
import { type ApiResult, request } from '../../lib/api';

/* The dashboard's three reads (spec §7 analytics); each panel shows its own failure. */

export function fetchCounters(signal: AbortSignal): Promise<ApiResult<AnalyticsCounters>> {
  return request('GET', '/analytics/counters', { schema: analyticsCounters, silent: true, signal });
}

export function fetchCharts(signal: AbortSignal): Promise<ApiResult<AnalyticsCharts>> {
  return request('GET', '/analytics/charts', { schema: analyticsCharts, silent: true, signal });
}

export function fetchBusiness(signal: AbortSignal): Promise<ApiResult<AnalyticsBusiness>> {
  return request('GET', '/analytics/business', { schema: analyticsBusiness, silent: true, signal });
}
