import { customType, integer, pgTable } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { pages } from './pages';

/** Bytes as PostgreSQL's bytea: pg gives a Buffer, PGlite a Uint8Array; both come back as a Buffer. */
const bytes = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * A page's region map (docs/decisions/0043), made with the page so a device fills its first tap
 * without labelling the line art: @colorbook/canvas's stored-regions bytes, gzipped (~40 KB). In
 * its own table, as colour keys are, so lists of pages never carry it. A page without a row
 * (made before maps were stored) gets one on the first request for it.
 */
export const pageRegionMaps = pgTable('page_region_maps', {
  pageId: integer('page_id')
    .primaryKey()
    .references(() => pages.id, { onDelete: 'cascade' }),
  gzipped: bytes('gzipped').notNull(),
  createdAt: createdAt(),
});
