import type { AuditEntry } from '@colorbook/contract';

const verbs: Record<string, string> = {
  'user.create': 'created the user',
  'user.update': 'edited the user',
  'user.block': 'blocked the user',
  'user.unblock': 'unblocked the user',
  'user.make_admin': 'made an admin of',
  'user.remove_admin': 'removed the admin role of',
  'plan.update': 'edited the plan',
  'setting.update': 'updated the setting',
  'setting.clear': 'cleared the setting',
  'share.revoke': 'revoked the share link of',
  'page.gallery': 'changed the gallery details of',
};

/** An audit entry's action in words: 'blocked the user'; an action this client does not know yet stays readable. */
export function auditVerb(action: AuditEntry['action']): string {
  return verbs[action] ?? action.replaceAll(/[._]/g, ' ');
}
