import { type Plan, plan, planList, type UpdatePlanBody, updated } from '@colorbook/contract';
import { type ApiResult, request } from '../../lib/api';

/** GET /plans/list: every plan, cheapest first; the screen shows a failure itself. */
export function fetchPlans(signal: AbortSignal): Promise<ApiResult<Plan[]>> {
  return request('GET', '/plans/list', { schema: planList, silent: true, signal });
}

/** For the edit loader, which turns a failure into a redirect. */
export function readPlan(id: number, signal?: AbortSignal): Promise<ApiResult<Plan>> {
  return request('GET', `/plans/${id}/read`, { schema: plan, silent: true, signal });
}

/** POST /plans/{id}/update (spec §7); the form shows a refusal at its field. */
export function updatePlan(id: number, body: UpdatePlanBody) {
  return request('POST', `/plans/${id}/update`, { body, schema: updated, silent: true });
}
