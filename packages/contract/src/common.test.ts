import { describe, expect, it } from 'vitest';
import { idParam, MAX_ROW_ID } from './common';

describe('idParam', () => {
  it('takes ids from 1 to 2^31−1, the int4 keys rows have', () => {
    expect(idParam.parse({ id: '1' })).toEqual({ id: 1 });
    expect(idParam.parse({ id: String(MAX_ROW_ID) })).toEqual({ id: 2_147_483_647 });
  });

  it('refuses ids a row cannot have', () => {
    for (const id of ['0', '-1', '1.5', '2147483648', '3000000000', '99999999999', 'abc'])
      expect([id, idParam.safeParse({ id }).success]).toEqual([id, false]);
  });
});
