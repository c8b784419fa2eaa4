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

export const idParam = z.object({ id: z.coerce.number().int().positive() });

export const toggled = z.object({ toggled: z.literal(true) });
export const updated = z.object({ updated: z.literal(true) });

export const health = z.object({ status: z.literal('ok'), database: z.literal('ok'), uptime: z.number() });
export type Health = z.infer<typeof health>;
