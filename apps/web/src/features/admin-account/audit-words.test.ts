import { auditActions } from '@colorbook/contract';
import en from '@colorbook/i18n/messages/en.json';
import { describe, expect, it } from 'vitest';
import { auditMessage } from './audit-words';

const catalogue = en as Record<string, string>;

describe('auditMessage', () => {
  it('has a sentence for every action the server records', () => {
    for (const action of auditActions) {
      const { id } = auditMessage(action);
      expect(catalogue[id], action).toBeDefined();
    }
    expect(catalogue[auditMessage('user.block').id]).toBe('<b>{actor}</b> blocked the user <t>{target}</t>');
    expect(catalogue[auditMessage('setting.update').id]).toBe(
      '<b>{actor}</b> updated the setting <t>{target}</t>',
    );
  });

  it('keeps an unknown action readable', () => {
    expect(auditMessage('page.block_all')).toEqual({
      id: 'admin.account.audit.other',
      action: 'page block all',
    });
  });
});
