import { describe, expect, it } from 'vitest';
import { guardRedirect } from './guards';

const user = { admin: false };
const admin = { admin: true };

describe('guardRedirect (spec §4, §6)', () => {
  it('sends visitors on signed-in routes to /sign-in', () => {
    expect(guardRedirect({ area: 'user', token: '', user: null })).toBe('/sign-in');
    expect(guardRedirect({ area: 'admin', token: '', user: null })).toBe('/sign-in');
  });

  it('sends a token without a user to /sign-in', () => {
    expect(guardRedirect({ area: 'user', token: 't', user: null })).toBe('/sign-in');
    expect(guardRedirect({ area: 'admin', token: 't', user: null })).toBe('/sign-in');
  });

  it('keeps admins inside /admin and users out of it', () => {
    expect(guardRedirect({ area: 'user', token: 't', user: admin })).toBe('/admin');
    expect(guardRedirect({ area: 'admin', token: 't', user })).toBe('/pages/favorite');
  });

  it('lets each role into its own area', () => {
    expect(guardRedirect({ area: 'user', token: 't', user })).toBeNull();
    expect(guardRedirect({ area: 'admin', token: 't', user: admin })).toBeNull();
  });

  it('sends signed-in people away from sign-in and sign-up to their home', () => {
    expect(guardRedirect({ area: 'guest', token: 't', user })).toBe('/pages/favorite');
    expect(guardRedirect({ area: 'guest', token: 't', user: admin })).toBe('/admin');
  });

  it('sends a signed-in user on a guest screen with ?next= straight there, never an admin', () => {
    expect(guardRedirect({ area: 'guest', token: 't', user, next: '/pages/7/color' })).toBe('/pages/7/color');
    expect(guardRedirect({ area: 'guest', token: 't', user: admin, next: '/pages/7/color' })).toBe('/admin');
    expect(guardRedirect({ area: 'guest', token: '', user: null, next: '/pages/7/color' })).toBeNull();
  });

  it('lets visitors (and expired sessions) see the guest screens', () => {
    expect(guardRedirect({ area: 'guest', token: '', user: null })).toBeNull();
    expect(guardRedirect({ area: 'guest', token: 't', user: null })).toBeNull();
  });
});
