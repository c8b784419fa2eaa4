import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';

/**
 * Seeded (free, starter, advanced) and edited by admins; never created from the API.
 * Money is stored in integer cents so no float rounding reaches a price; the API shows dollars.
 * Limits are per billing period (a month).
 */
export const plans = pgTable(
  'plans',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull().unique(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    priceCents: integer('price_cents').notNull().default(0),
    /** Percent shown as "n% off" on the landing. */
    discount: integer('discount').notNull().default(0),
    paid: boolean('paid').notNull().default(false),
    stripePriceId: text('stripe_price_id'),
    publicPageLimit: integer('public_page_limit').notNull().default(0),
    pageCreationLimit: integer('page_creation_limit').notNull().default(0),
    sort: integer('sort').notNull().default(0),
    /**
     * The title and description in other languages (issue 23), by locale: {"es": {"title": …,
     * "description": …}}. A language or field missing here shows the default language's text.
     */
    translations: jsonb('translations')
      .$type<Partial<Record<string, { title?: string; description?: string }>>>()
      .notNull()
      .default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('plans_price_cents_check', sql`${t.priceCents} >= 0`),
    check('plans_discount_check', sql`${t.discount} between 0 and 100`),
    check('plans_limits_check', sql`${t.publicPageLimit} >= 0 and ${t.pageCreationLimit} >= 0`),
  ],
);
