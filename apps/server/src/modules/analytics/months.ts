/** Calendar days and months in UTC, the one time zone every server process and database agrees on. */
const NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export const startOfUtcMonth = (date: Date): Date =>
  new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1));

export const addUtcMonths = (monthStart: Date, months: number): Date =>
  new Date(Date.UTC(monthStart.getUTCFullYear(), monthStart.getUTCMonth() + months, 1));

/** 'YYYY-MM', as the database groups by (to_char(created_at at time zone 'UTC', 'YYYY-MM')). */
export const monthKey = (date: Date): string => date.toISOString().slice(0, 7);

/** 'Jan 2026', the chart's label. */
export const monthName = (date: Date): string => `${NAMES[date.getUTCMonth()]} ${date.getUTCFullYear()}`;

export const startOfUtcDay = (date: Date): Date =>
  new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));

export const addUtcDays = (dayStart: Date, days: number): Date =>
  new Date(Date.UTC(dayStart.getUTCFullYear(), dayStart.getUTCMonth(), dayStart.getUTCDate() + days));

/** 'YYYY-MM-DD', as the database groups by; its first 7 characters are the month's key. */
export const dayKey = (date: Date): string => date.toISOString().slice(0, 10);
