import { eq, inArray, sql } from 'drizzle-orm';
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

/** A cleared secret: without a row, the environment variable or the default applies. */
export async function deleteSetting(db: Db, name: string): Promise<void> {
  await db.delete(settings).where(eq(settings.name, name));
}

/** Seeding: a setting an admin has already changed is never overwritten. */
export async function insertSettingsIfMissing(db: Db, rows: SettingRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(settings).values(rows).onConflictDoNothing({ target: settings.name });
}
