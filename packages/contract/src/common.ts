import { z } from 'zod';

/** `{ data, current_page, last_page }`, 1-based (DESIGN §4). */
export const paginated = <T extends z.ZodType>(item: T) =>
  z.object({
    data: z.array(item),
    current_page: z.number().int().min(1),
    last_page: z.number().int().min(1),
  });

export const PAGE_SIZE = 24;
export const ADMIN_PAGE_SIZE = 20;

/** Largest id a row can have: keys are PostgreSQL `integer` (int4) columns. */
export const MAX_ROW_ID = 2_147_483_647;

/**
 * A row id from a path or body: a whole number from 1 to MAX_ROW_ID. Anything larger cannot
 * name a row, and sent to the database it would fail as out of range (a 500), so it is a 400.
 */
export const rowId = z.coerce.number().int().positive().max(MAX_ROW_ID);

export const idParam = z.object({ id: rowId });

export const toggled = z.object({ toggled: z.literal(true) });
export const updated = z.object({ updated: z.literal(true) });

export const health = z.object({ status: z.literal('ok'), database: z.literal('ok'), uptime: z.number() });
export type Health = z.infer<typeof health>;
