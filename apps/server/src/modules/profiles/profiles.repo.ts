import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { colorings, favorites, pages, profiles, users } from '../../db/schema';
import type { ActiveProfile } from '../../lib/profile-request';

export type ProfileRow = typeof profiles.$inferSelect;

/** A profile row as the profile a request acts as (the API's Profile without its creation time). */
export const activeProfileOf = (row: ProfileRow): ActiveProfile => ({
  id: row.id,
  name: row.name,
  avatarColor: row.avatarColor,
  avatarAnimal: row.avatarAnimal,
  ageBand: row.ageBand,
  allowUploads: row.allowUploads,
});
export type NewProfile = Omit<typeof profiles.$inferInsert, 'id' | 'userId' | 'createdAt'>;

export async function listProfiles(db: Db, userId: number): Promise<ProfileRow[]> {
  return db.select().from(profiles).where(eq(profiles.userId, userId)).orderBy(asc(profiles.id));
}

/** The account's profile `id`; undefined for an unknown id or another account's profile. */
export async function findProfile(db: Db, userId: number, id: number): Promise<ProfileRow | undefined> {
  const [row] = await db
    .select()
    .from(profiles)
    .where(and(eq(profiles.id, id), eq(profiles.userId, userId)));
  return row;
}

/**
 * Adds a profile unless the account has `max` already. The account's row is locked first (NO KEY
 * UPDATE: rows referencing it can still be written), so two concurrent adds count one after the
 * other and the cap holds. Undefined when full.
 */
export async function insertProfileCapped(
  tx: Db,
  userId: number,
  values: NewProfile,
  max: number,
): Promise<ProfileRow | undefined> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
  const [held] = await tx.select({ n: count() }).from(profiles).where(eq(profiles.userId, userId));
  if ((held?.n ?? 0) >= max) return undefined;
  const [row] = await tx
    .insert(profiles)
    .values({ ...values, userId })
    .returning();
  return row;
}

export async function updateProfile(
  db: Db,
  userId: number,
  id: number,
  values: Partial<NewProfile>,
): Promise<ProfileRow | undefined> {
  if (Object.keys(values).length === 0) return findProfile(db, userId, id);
  const [row] = await db
    .update(profiles)
    .set(values)
    .where(and(eq(profiles.id, id), eq(profiles.userId, userId)))
    .returning();
  return row;
}

/**
 * Deletes the profile; its favourites and colourings go with it (ON DELETE CASCADE). The pages'
 * counters count every row, so they drop by what leaves, in the same transaction. The profile's
 * row is locked first: a favourite or colouring saved meanwhile for it waits, then fails.
 * False when the account has no such profile.
 */
export async function deleteProfile(tx: Db, userId: number, id: number): Promise<boolean> {
  const [held] = await tx
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.id, id), eq(profiles.userId, userId)))
    .for('update');
  if (!held) return false;
  await tx.execute(sql`
    update ${pages} set favorited_count = greatest(${pages.favoritedCount} - gone.n, 0)
    from (select page_id, count(*)::int as n from ${favorites} where profile_id = ${id} group by page_id) gone
    where ${pages.id} = gone.page_id`);
  await tx.execute(sql`
    update ${pages} set colored_count = greatest(${pages.coloredCount} - gone.n, 0)
    from (select page_id, count(*)::int as n from ${colorings} where profile_id = ${id} group by page_id) gone
    where ${pages.id} = gone.page_id`);
  await tx.delete(profiles).where(eq(profiles.id, id));
  return true;
}
