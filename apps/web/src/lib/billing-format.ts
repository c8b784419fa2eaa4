/** Words and amounts shared by the billing screens (checkout, payment, account). */

const money = {
  USD: new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 }),
  EUR: new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2 }),
};

/** An amount to pay, always with cents: "$2.50", "€12.00". */
export const formatMoney = (amount: number, currency: keyof typeof money = 'USD'): string =>
  money[currency].format(amount);

export const pagesLabel = (pages: number): string => `${pages} ${pages === 1 ? 'page' : 'pages'}`;

const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });

/** "March 12, 2026"; null for a missing or unreadable date. */
export function formatLongDate(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : longDate.format(date);
}
