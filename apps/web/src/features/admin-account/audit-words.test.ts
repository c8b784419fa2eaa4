import { auditActions } from '@colorbook/contract';
import { describe, expect, it } from 'vitest';
import { auditVerb } from './audit-words';

describe('auditVerb', () => {
  it('says every action the server records in words', () => {
    for (const action of auditActions) expect(auditVerb(action), action).not.toMatch(/[._]/);
    expect(auditVerb('user.block')).toBe('blocked the user');
    expect(auditVerb('setting.update')).toBe('updated the setting');
  });

  it('keeps an unknown action readable', () => {
    expect(auditVerb('page.block_all')).toBe('page block all');
  });
});
