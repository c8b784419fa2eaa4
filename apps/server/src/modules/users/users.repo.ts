import { and, asc, count, desc, eq, ilike, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { plans, storedFiles, users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;

export interface NewUser {
  name: string;
  /** Must already be lowercased (the table's CHECK enforces it). */
  email: string;
  photo?: string | null;
  admin?: boolean;
  blocked?: boolean;
}

/** A user as the API shows them: their row plus their plan's public fields (null plan_id = the free plan). */
export interface UserWithPlan extends UserRow {
  plan: { name: string; title: string; paid: boolean } | null;
}

export async function insertUser(db: Db, values: NewUser): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('user insert returned no row');
  return row;
}

/** Insert unless the email is taken; undefined when it is (concurrent sign-ups of one address). */
export async function insertUserIfEmailFree(db: Db, values: NewUser): Promise<UserRow | undefined> {
  const [row] = await db
    .insert(users)
    .values(values)
    .onConflictDoNothing({ target: users.email })
    .returning();
  return row;
}

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email));
  return row;
}

export async function emailTakenByOther(db: Db, email: string, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), ne(users.id, userId)));
  return row !== undefined;
}

/** The seeded plan a user without a plan_id is on (DESIGN §6). */
const FREE_PLAN_NAME = 'free';

const userWithPlanColumns = {
  user: users,
  planName: plans.name,
  planTitle: plans.title,
  planPaid: plans.paid,
};

/**
 * Users joined to their plan; a null plan_id joins the `free` row, so the free plan's title
 * (admin-editable) shows as it is.
 */
function selectUsersWithPlan(db: Db) {
  return db
    .select(userWithPlanColumns)
    .from(users)
    .leftJoin(
      plans,
      sql`${plans.id} = ${users.planId} or (${users.planId} is null and ${plans.name} = ${FREE_PLAN_NAME})`,
    );
}

type JoinedRow = {
  user: UserRow;
  planName: string | null;
  planTitle: string | null;
  planPaid: boolean | null;
};
const toUserWithPlan = (row: JoinedRow): UserWithPlan => ({
  ...row.user,
  plan:
    row.planName === null
      ? null
      : { name: row.planName, title: row.planTitle ?? '', paid: row.planPaid ?? false },
});

export async function findUserWithPlan(db: Db, id: number): Promise<UserWithPlan | undefined> {
  const [row] = await selectUsersWithPlan(db).where(eq(users.id, id));
  return row && toUserWithPlan(row);
}

/** Newest first; `search` matches name or email anywhere, case-insensitive (trigram indexes). */
export async function pageUsers(
  db: Db,
  options: { search: string; limit: number; offset: number },
): Promise<{ rows: UserWithPlan[]; total: number }> {
  const pattern = `%${options.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const where = options.search ? or(ilike(users.name, pattern), ilike(users.email, pattern)) : undefined;
  const rows = await selectUsersWithPlan(db)
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(options.limit)
    .offset(options.offset);
  const [totalRow] = await db.select({ total: count() }).from(users).where(where);
  return { rows: rows.map(toUserWithPlan), total: totalRow?.total ?? 0 };
}

export async function updateUser(
  db: Db,
  id: number,
  values: Partial<Pick<UserRow, 'name' | 'email' | 'photo' | 'admin' | 'blocked' | 'locale'>>,
): Promise<UserRow | undefined> {
  if (Object.keys(values).length === 0) return findUserById(db, id);
  const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning();
  return row;
}

/**
 * Locks one user's row for the rest of the transaction (read-then-write without a race).
 * Payments' fulfilment takes it first, so a webhook and the user's return to /payment for one
 * user run one after the other.
 */
export async function lockUser(tx: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).for('update');
  return row;
}

/**
 * Locks every admin who can act (admin, not blocked), in id order so concurrent callers never
 * deadlock, and returns their ids. Two admins blocking or demoting each other at once then
 * queue here, and the second sees the first's change.
 */
export async function lockActiveAdminIds(tx: Db): Promise<number[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.admin, true), eq(users.blocked, false)))
    .orderBy(asc(users.id))
    .for('update');
  return rows.map((row) => row.id);
}

export async function adminExists(db: Db): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.admin, true)).limit(1);
  return row !== undefined;
}

export async function storedFileExists(db: Db, key: string): Promise<boolean> {
  const [row] = await db.select({ id: storedFiles.id }).from(storedFiles).where(eq(storedFiles.key, key));
  return row !== undefined;
}
