import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { adminAudit, users } from '../../db/schema';

export interface NewAuditEntry {
  actorId: number;
  action: string;
  target: string;
  detail?: string;
}

export async function insertAuditEntry(db: Db, entry: NewAuditEntry): Promise<void> {
  await db.insert(adminAudit).values(entry);
}

/** Newest first, with the acting admin's name and email. */
export function listLatestAudit(db: Db, limit: number) {
  return db
    .select({
      id: adminAudit.id,
      action: adminAudit.action,
      target: adminAudit.target,
      detail: adminAudit.detail,
      createdAt: adminAudit.createdAt,
      actorId: users.id,
      actorName: users.name,
      actorEmail: users.email,
    })
    .from(adminAudit)
    .innerJoin(users, eq(users.id, adminAudit.actorId))
    .orderBy(desc(adminAudit.id))
    .limit(limit);
}
