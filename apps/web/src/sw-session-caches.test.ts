import { PROFILE_HEADER } from '@colorbook/contract';
import { describe, expect, it } from 'vitest';
import { sessionKey } from './lib/offline-routes';
import { createClientSessions, isFresh, PROFILE_HEADER_NAME, profileCacheKeyOf } from './sw-session-caches';

describe('the session of each open page', () => {
  it('follows the token of the page’s latest API call', async () => {
    const sessions = createClientSessions();
    sessions.observe('tab-1', 'Bearer token-of-ann');
    sessions.observe('tab-2', 'Bearer token-of-bob');
    expect(await sessions.sessionOf('tab-1')).toBe(await sessionKey('token-of-ann'));
    expect(await sessions.sessionOf('tab-2')).toBe(await sessionKey('token-of-bob'));

    // Ann is signed out (a 401): the page's next calls carry no token, its files no cache.
    sessions.observe('tab-1', null);
    expect(await sessions.sessionOf('tab-1')).toBeNull();
    sessions.observe('tab-1', 'Bearer token-of-bob');
    expect(await sessions.sessionOf('tab-1')).toBe(await sessionKey('token-of-bob'));
  });

  it('knows nothing of a page it has not seen call the API', async () => {
    const sessions = createClientSessions();
    expect(await sessions.sessionOf('tab-9')).toBeNull();
    expect(await sessions.sessionOf('')).toBeNull();
    sessions.observe('', 'Bearer token-of-ann');
    expect(await sessions.sessionOf('')).toBeNull();
  });

  it('remembers a bounded number of pages, forgetting the longest silent', async () => {
    const sessions = createClientSessions();
    for (let tab = 0; tab < 60; tab++) sessions.observe(`tab-${tab}`, 'Bearer token-of-ann');
    expect(await sessions.sessionOf('tab-0')).toBeNull();
    expect(await sessions.sessionOf('tab-59')).not.toBeNull();
  });
});

describe('cached answers', () => {
  it('are used while younger than the limit by their Date header', () => {
    const now = Date.parse('2026-03-31T12:00:00Z');
    expect(isFresh('Tue, 31 Mar 2026 11:00:00 GMT', 3600, now)).toBe(true);
    expect(isFresh('Tue, 31 Mar 2026 10:59:59 GMT', 3600, now)).toBe(false);
    expect(isFresh(null, 3600, now)).toBe(true);
  });
});

describe('page records and child profiles', () => {
  const record = 'https://colorbook.test/api/pages/7/read';

  it("keeps each child's copy of a page record apart from the grown-up's and from a sibling's", () => {
    const grownUp = new Request(record, { headers: { Authorization: 'Bearer t' } });
    const mia = new Request(record, { headers: { Authorization: 'Bearer t', [PROFILE_HEADER_NAME]: '3' } });
    const leo = new Request(record, { headers: { Authorization: 'Bearer t', [PROFILE_HEADER_NAME]: '4' } });
    expect(profileCacheKeyOf(grownUp)).toBe(grownUp);
    expect(profileCacheKeyOf(mia)).toBe(`${record}?profile=3`);
    expect(profileCacheKeyOf(leo)).toBe(`${record}?profile=4`);
  });

  it('reads the header the API client sends', () => {
    expect(PROFILE_HEADER_NAME).toBe(PROFILE_HEADER);
  });
});
