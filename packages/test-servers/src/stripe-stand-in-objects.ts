import { randomBytes } from 'node:crypto';
import type { FormValue } from './stripe-form';

/** The Stripe stand-in's shared shapes and helpers (stripe-stand-in.ts and its parts). */

/** Any object of Stripe's API as the stand-in stores it: its fields, and always an id. */
export type StripeObject = Record<string, unknown> & { id: string };
export type Metadata = Record<string, string>;
export type Params = Record<string, FormValue>;

export const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
export const unix = (date: Date) => Math.floor(date.getTime() / 1000);

/** Stripe's monthly period end: the same day next month, or that month's last day when shorter. */
export function nextMonth(start: Date): Date {
  const year = start.getUTCFullYear();
  const month = start.getUTCMonth() + 1;
  const daysInNext = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const end = new Date(start.getTime());
  end.setUTCFullYear(year, month, Math.min(start.getUTCDate(), daysInNext));
  return end;
}
