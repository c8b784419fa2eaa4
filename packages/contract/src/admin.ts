import { z } from 'zod';
import { planTranslationsSchema } from './website-translations';

/** GET /analytics/counters (spec §3 Counters). "week" = the last 7 days. */
const counts = z.object({
  users: z.number().int(),
  pages: z.number().int(),
  coloreds: z.number().int(),
  subscriptions: z.number().int(),
});
export const analyticsCounters = z.object({ week: counts, total: counts });
export type AnalyticsCounters = z.infer<typeof analyticsCounters>;

/** One item per month for the last 12 months, oldest first; `name` like 'Jan 2026'. */
export const chartPoint = z.object({ name: z.string(), count: z.number().int() });
export const analyticsCharts = z.object({
  users: z.array(chartPoint),
  pages: z.array(chartPoint),
  coloreds: z.array(chartPoint),
  subscriptions: z.array(chartPoint),
});
export type AnalyticsCharts = z.infer<typeof analyticsCharts>;

/** GET /analytics/business: the figures beyond the spec's anchors (money in dollars). */
export const analyticsBusiness = z.object({
  revenue: z.object({ month: z.number(), total: z.number() }),
  subscriptions: z.object({ active: z.number().int(), canceling: z.number().int() }),
  /** This calendar month: pages created and page credits bought. */
  month: z.object({ pages_created: z.number().int(), credits_bought: z.number().int() }),
});
export type AnalyticsBusiness = z.infer<typeof analyticsBusiness>;

/** GET /app/status: true when configured (DESIGN §4). */
export const appStatus = z.object({
  openaiApi: z.boolean(),
  stripeApi: z.boolean(),
  stripeWebhook: z.boolean(),
  plans: z.boolean(),
});
export type AppStatus = z.infer<typeof appStatus>;

/** PATCH /settings/{name}/update; the server validates `value` per name. */
export const settingNameParam = z.object({ name: z.string().max(64) });
export const updateSettingBody = z.strictObject({ value: z.string().max(500_000) });
export type UpdateSettingBody = z.infer<typeof updateSettingBody>;

const limitError = (field: string) => ({ error: `${field} must be a whole number of 0 or more` });
/** POST /plans/{id}/update (spec §7): numbers as numbers; stripePriceId only for paid plans. */
export const updatePlanBody = z.strictObject({
  name: z.string().trim().max(40).optional(),
  title: z.string().trim().min(1, 'title is required').max(60, 'title must be at most 60 characters'),
  description: z.string().trim().max(500, 'description must be at most 500 characters'),
  price: z
    .number({ error: 'price must be a number of 0 or more' })
    .min(0, 'price must be a number of 0 or more')
    .max(10_000, 'price must be at most 10000'),
  publicPageLimit: z
    .number(limitError('publicPageLimit'))
    .int(limitError('publicPageLimit'))
    .min(0, limitError('publicPageLimit'))
    .max(1_000_000, 'publicPageLimit must be at most 1000000'),
  pageCreationLimit: z
    .number(limitError('pageCreationLimit'))
    .int(limitError('pageCreationLimit'))
    .min(0, limitError('pageCreationLimit'))
    .max(1_000_000, 'pageCreationLimit must be at most 1000000'),
  stripePriceId: z.string().trim().max(255).optional(),
  /** Title and description per other language; a missing language keeps its stored text. */
  translations: planTranslationsSchema.optional(),
});
export type UpdatePlanBody = z.infer<typeof updatePlanBody>;

/**
 * What an audit entry's `action` may be. `target` names what changed (a user's email, a plan's
 * name, a setting's name); `detail` says how (never a secret's value).
 */
export const auditActions = [
  'user.create',
  'user.update',
  'user.block',
  'user.unblock',
  'user.make_admin',
  'user.remove_admin',
  'plan.update',
  'setting.update',
  'setting.clear',
  'share.revoke',
  'page.gallery',
] as const;
export type AuditAction = (typeof auditActions)[number];

/** GET /admin/audit/list: the latest admin changes (never a secret's value). */
export const auditEntry = z.object({
  id: z.number().int(),
  actor: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
  action: z.string(),
  target: z.string(),
  detail: z.string(),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntry>;
export const auditList = z.array(auditEntry);
