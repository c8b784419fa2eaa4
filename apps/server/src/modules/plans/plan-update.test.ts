import { describe, expect, it } from 'vitest';
import { toCents } from './plan-update';

describe('toCents', () => {
  it('rounds the typed decimal half up, where multiplying floats would round down', () => {
    expect(1.005 * 100).toBeLessThan(100.5);
    expect(toCents(1.005)).toBe(101);
    expect(toCents(12.345)).toBe(1235);
    expect(toCents(9)).toBe(900);
    expect(toCents(0)).toBe(0);
    expect(toCents(19.99)).toBe(1999);
    expect(toCents(0.004)).toBe(0);
    expect(toCents(1e-7)).toBe(0);
  });
});
