import { user as userSchema } from '@colorbook/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { createUserWithSession } from '../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../test/create-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe("an empty photo ('') clears the photo, as null does (spec §7's client sends it)", () => {
  it.each([
    ['PATCH /users/update', false],
    ['PATCH /users/:id/update (admin)', true],
  ])('%s', async (_name, asAdmin) => {
    const member = await createUserWithSession(t.db);
    const admin = await createUserWithSession(t.db, { admin: true });
    await t.db.update(users).set({ photo: '/api/files/uploads/old.png' }).where(eq(users.id, member.user.id));
    const response = await t.app.inject({
      method: 'PATCH',
      url: asAdmin ? `/api/users/${member.user.id}/update` : '/api/users/update',
      headers: (asAdmin ? admin : member).headers,
      payload: { name: 'Still Me', photo: '' },
    });
    expect([response.statusCode, response.json()]).toEqual([200, expect.objectContaining({ updated: true })]);
    const read = await t.app.inject({ url: '/api/users/read', headers: member.headers });
    expect(userSchema.parse(read.json())).toMatchObject({ name: 'Still Me', photo: null });
  });

  it('a photo that is not an upload is still refused', async () => {
    const member = await createUserWithSession(t.db);
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/users/update',
      headers: member.headers,
      payload: { photo: 'https://evil.example/x.png' },
    });
    expect([response.statusCode, response.json().code]).toEqual([400, 'VALIDATION_ERROR']);
  });
});
