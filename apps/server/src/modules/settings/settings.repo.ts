import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { settings } from '../../db/schema';

export interface SettingRow {
  name: string;
  value: string;
}

export const listSettings = (db: Db, names: readonly string[]): Promise<SettingRow[]> =>
  names.length === 0
    ? Promise.resolve([])
    : db
        .select({ name: settings.name, value: settings.value })
        .from(settings)
        .where(inArray(settings.name, [...names]));

export async function upsertSetting(db: Db, name: string, value: string): Promise<void> {
  await db
    .insert(settings)
    .values({ name, value })
    .onConflictDoUpdate({ target: settings.name, set: { value, updatedAt: sql`now()` } });
}

/** Seeding: a setting an admin has already changed is never overwritten. */
export async function insertSettingsIfMissing(db: Db, rows: SettingRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(settings).values(rows).onConflictDoNothing({ target: settings.name });
}
