import type { Setting } from '@colorbook/contract';
import { describe, expect, it } from 'vitest';
import { maskedValues, settingsFormOf, settingsToSave } from './app-settings-values';

const stored: Setting[] = [
  { name: 'app_name', value: 'Colorbook' },
  { name: 'tagline', value: 'Colour anything' },
  { name: 'favicon', value: '/api/files/upload/icon.png' },
  { name: 'openai_key', value: '••••••••abcd' },
  { name: 'stripe_key', value: '' },
  { name: 'amount_one_token', value: '••••••••' },
];

describe('app settings form (spec §5)', () => {
  it('opens with the name and tagline, and every secret empty', () => {
    const values = settingsFormOf(stored);
    expect(values.app_name).toBe('Colorbook');
    expect(values.tagline).toBe('Colour anything');
    expect(values.openai_key).toBe('');
    expect(values.amount_one_token).toBe('');
  });

  it('shows the masked secrets as placeholders, empty when not set', () => {
    const masked = maskedValues(stored);
    expect(masked.openai_key).toBe('••••••••abcd');
    expect(masked.stripe_key).toBe('');
    expect(masked.virt_pay_bearer_token).toBe('');
    expect(masked).not.toHaveProperty('app_name');
  });

  it('always sends name, tagline and favicon, and nothing else when no secret was typed', () => {
    const values = settingsFormOf(stored);
    expect(settingsToSave({ ...values, tagline: '' }, '/api/files/upload/icon.png')).toEqual([
      { name: 'app_name', value: 'Colorbook' },
      { name: 'tagline', value: '' },
      { name: 'favicon', value: '/api/files/upload/icon.png' },
    ]);
  });

  it('sends a secret only when the admin typed one, trimmed; spaces alone are not a value', () => {
    const values = {
      ...settingsFormOf(stored),
      app_name: '  Crayon Club ',
      openai_key: ' sk-new-key ',
      stripe_webhook_secret: '   ',
      amount_one_token: '0.25',
      virt_pay_merchant_href: 'https://pay.example.com',
    };
    expect(settingsToSave(values, '')).toEqual([
      { name: 'app_name', value: 'Crayon Club' },
      { name: 'tagline', value: 'Colour anything' },
      { name: 'favicon', value: '' },
      { name: 'openai_key', value: 'sk-new-key' },
      { name: 'virt_pay_merchant_href', value: 'https://pay.example.com' },
      { name: 'amount_one_token', value: '0.25' },
    ]);
  });
});
