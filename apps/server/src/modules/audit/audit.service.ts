import type { AuditAction, AuditEntry } from '@colorbook/contract';
import type { Db } from '../../db/client';
import { insertAuditEntry, listLatestAudit } from './audit.repo';

/** The admin account page shows this many. */
export const AUDIT_LIST_SIZE = 50;

export interface AuditRecord {
  actorId: number;
  action: AuditAction;
  /** What changed: a user's email, a plan's name, a setting's name. */
  target: string;
  /** How it changed; never a secret setting's value. */
  detail?: string;
}

/**
 * Writes one entry. Callers pass the transaction of the change itself, so a change is never
 * applied without its entry, nor recorded when it rolled back.
 */
export const recordAudit = (tx: Db, record: AuditRecord): Promise<void> => insertAuditEntry(tx, record);

export interface AuditService {
  list(): Promise<AuditEntry[]>;
}

export function createAuditService(db: Db): AuditService {
  return {
    async list() {
      const rows = await listLatestAudit(db, AUDIT_LIST_SIZE);
      return rows.map((row) => ({
        id: row.id,
        actor: { id: row.actorId, name: row.actorName, email: row.actorEmail },
        action: row.action,
        target: row.target,
        detail: row.detail,
        created_at: row.createdAt.toISOString(),
      }));
    },
  };
}
