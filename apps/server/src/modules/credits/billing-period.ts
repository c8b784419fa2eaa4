/**
 * Billing periods are calendar months from an anchor (sign-up for free users, DESIGN §6).
 * A day that a month lacks (31st in April) falls back to that month's last day, as card
 * subscriptions do, so periods never skip a month.
 */
export function addMonths(anchor: Date, months: number): Date {
  const d = new Date(anchor.getTime());
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d;
}

/** The period [start, end) that contains `now`, counting whole months from `anchor`. */
export function periodContaining(anchor: Date, now: Date): { start: Date; end: Date } {
  if (now < anchor) return { start: anchor, end: addMonths(anchor, 1) };
  let months =
    (now.getUTCFullYear() - anchor.getUTCFullYear()) * 12 + (now.getUTCMonth() - anchor.getUTCMonth());
  if (addMonths(anchor, months) > now) months -= 1;
  return { start: addMonths(anchor, months), end: addMonths(anchor, months + 1) };
}

/** `yyyy-mm-dd` of a period start, for ledger references. */
export const periodKey = (start: Date): string => start.toISOString().slice(0, 10);
