import { describe, expect, it } from 'vitest';
import { toCreateUserBody, toUpdateUserBody, userFormOf, userFormSchema } from './user-form-values';

const parse = (input: { name: string; email: string; admin?: boolean }) =>
  userFormSchema.parse({ admin: false, ...input });

describe('user form → request', () => {
  it('sends the trimmed name and the lower-cased email', () => {
    const values = parse({ name: '  Ann Lee ', email: ' Ann@Example.COM ' });
    expect(toUpdateUserBody(values, {})).toEqual({ name: 'Ann Lee', email: 'ann@example.com' });
  });

  it('sends the photo on update only when it changed, null when it was removed', () => {
    const values = parse({ name: 'Ann', email: 'ann@example.com' });
    expect(toUpdateUserBody(values, {})).not.toHaveProperty('photo');
    expect(toUpdateUserBody(values, { photo: '/api/files/a.png' }).photo).toBe('/api/files/a.png');
    expect(toUpdateUserBody(values, { photo: null })).toHaveProperty('photo', null);
  });

  it('creates with a photo only when one was chosen and admin only when ticked', () => {
    const plain = parse({ name: 'Bo', email: 'bo@example.com' });
    expect(toCreateUserBody(plain, {})).toEqual({ name: 'Bo', email: 'bo@example.com' });
    expect(toCreateUserBody(plain, { photo: null })).toEqual({ name: 'Bo', email: 'bo@example.com' });
    const admin = parse({ name: 'Bo', email: 'bo@example.com', admin: true });
    expect(toCreateUserBody(admin, { photo: '/api/files/b.webp' })).toEqual({
      name: 'Bo',
      email: 'bo@example.com',
      photo: '/api/files/b.webp',
      admin: true,
    });
  });

  it('refuses an empty name and an invalid email with the messages the form shows', () => {
    const result = userFormSchema.safeParse({ name: ' ', email: 'nope', admin: false });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => issue.message);
    expect(messages).toEqual(['Please enter a name', 'Please enter a valid email address']);
  });

  it('starts the edit form from the user', () => {
    expect(userFormOf({ name: 'Cy', email: 'cy@example.com', admin: true })).toEqual({
      name: 'Cy',
      email: 'cy@example.com',
      admin: true,
    });
  });
});
