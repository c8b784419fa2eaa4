import type { Plan } from '@colorbook/contract';
import { type LoaderFunctionArgs, redirect } from 'react-router';
import { failureMessage } from '../../lib/api-errors';
import { notifyDanger } from '../../lib/notifications';
import { parseRouteId } from '../../lib/route-id';
import { readPlan } from './plans-api';

export const PLANS_PATH = '/admin/plans';

/** Spec §4: a plan edit with a missing, non-numeric or unknown id goes to /admin/plans. */
export async function planEditLoader({ params, request }: LoaderFunctionArgs): Promise<Plan> {
  const id = parseRouteId(params.id);
  if (id === null) throw redirect(PLANS_PATH);
  const result = await readPlan(id, request.signal);
  if (result.ok) return result.data;
  // Not found is the spec's redirect; anything else (offline, server trouble) also says why.
  if (result.error.status !== 404) notifyDanger(failureMessage(result.error), { keepOnNavigation: true });
  throw redirect(PLANS_PATH);
}
