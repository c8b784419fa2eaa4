import { timestamp } from 'drizzle-orm/pg-core';

/** Every timestamp is `timestamptz`: the server, PostgreSQL and PGlite may sit in different zones. */
export const tstz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const createdAt = () => tstz('created_at').notNull().defaultNow();

/** `$onUpdate` keeps `updated_at` honest for every Drizzle update without a trigger per table. */
export const updatedAt = () =>
  tstz('updated_at')
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/** SQL list for a CHECK ... IN (...) built from a readonly tuple of literals we own (never user input). */
export const sqlList = (values: readonly string[]) => values.map((v) => `'${v}'`).join(', ');
