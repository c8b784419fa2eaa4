import type { AuditEntry } from '@colorbook/contract';

import { auditActions } from '@colorbook/contract';

/**
 * An audit entry as one sentence's message: `<b>{actor}</b> blocked the user <t>{target}</t>`, one
 * message per action so each language orders the words its own way. An action this client does
 * not know yet stays readable: its name in words as {action}.
 */
export function auditMessage(action: AuditEntry['action']): { id: string; action?: string } {
  return (auditActions as readonly string[]).includes(action)
    ? { id: `admin.account.audit.${action}` }
    : { id: 'admin.account.audit.other', action: action.replaceAll(/[._]/g, ' ') };
}
