import type { Profile } from '@colorbook/contract';
import { describe, expect, it } from 'vitest';
import { whoFromParam, whoToParam } from './family-chips';

const ada = { id: 7, name: 'Ada' } as Profile;

describe('whose colourings the address asks for', () => {
  it('reads everyone, the grown-up or a child of this family', () => {
    expect(whoFromParam(null, [ada])).toBe('everyone');
    expect(whoFromParam('grown-up', [ada])).toBe('grown-up');
    expect(whoFromParam('7', [ada])).toBe(7);
  });

  it('falls back to everyone for a removed child or nonsense', () => {
    for (const value of ['8', 'abc', '', '7.5']) expect(whoFromParam(value, [ada]), value).toBe('everyone');
  });

  it('leaves everyone out of the address', () => {
    expect(whoToParam('everyone')).toBeNull();
    expect(whoToParam(7)).toBe('7');
    expect(whoToParam('grown-up')).toBe('grown-up');
  });
});
