import type { AdminCreateUserBody, AdminUpdateUserBody, User } from '@colorbook/contract';
import { emailAddress } from '@colorbook/contract';
import { z } from 'zod';

// The contract's own bounds, worded for someone typing another person's details.
const name = z.string().trim().min(1, 'Please enter a name').max(80, 'Name must be at most 80 characters');
export const userFormSchema = z.object({ name, email: emailAddress, admin: z.boolean() });
export type UserFormInput = z.input<typeof userFormSchema>;
export type UserFormValues = z.output<typeof userFormSchema>;

/** The form's fields (spec §2: Name, Photo, Email); the form labels them with admin.users.field.*. */
export const userFieldLabels = { name: 'Name', email: 'Email', photo: 'Photo' } as const;
export type UserField = keyof typeof userFieldLabels;

/** What happened to the photo: untouched (undefined), removed (null) or a new upload's URL. */
export type PhotoUpdate = { photo?: string | null };

export const emptyUserForm = (): UserFormInput => ({ name: '', email: '', admin: false });
export const userFormOf = (user: Pick<User, 'name' | 'email' | 'admin'>): UserFormInput => ({
  name: user.name,
  email: user.email,
  admin: user.admin,
});

/** PATCH /users/{id}/update: name and email as typed; the photo only when it changed. */
export function toUpdateUserBody(values: UserFormValues, photo: PhotoUpdate): AdminUpdateUserBody {
  return {
    name: values.name,
    email: values.email,
    ...('photo' in photo ? { photo: photo.photo ?? null } : {}),
  };
}

/** POST /users/create: a photo only when one was chosen, `admin` only when ticked. */
export function toCreateUserBody(values: UserFormValues, photo: PhotoUpdate): AdminCreateUserBody {
  return {
    name: values.name,
    email: values.email,
    ...(photo.photo ? { photo: photo.photo } : {}),
    ...(values.admin ? { admin: true } : {}),
  };
}
