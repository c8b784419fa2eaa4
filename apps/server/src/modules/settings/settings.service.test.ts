import { publicSettingNames } from '@colorbook/contract';
import { describe, expect, it } from 'vitest';
import { presentSettings } from './settings.service';

describe('presentSettings', () => {
  it('keeps only allowed names, in the order given, skipping missing ones', () => {
    const rows = [
      { name: 'website', value: '{}' },
      { name: 'openai_key', value: 'sk-secret' },
      { name: 'app_name', value: 'Colorbook' },
      { name: 'unknown', value: 'x' },
    ];
    expect(presentSettings(rows, publicSettingNames)).toEqual([
      { name: 'app_name', value: 'Colorbook' },
      { name: 'website', value: '{}' },
    ]);
  });
});
