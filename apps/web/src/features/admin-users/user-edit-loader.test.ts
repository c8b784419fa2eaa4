import { describe, expect, it } from 'vitest';
import { userEditLoader } from './user-edit-loader';

const run = (id: string | undefined) =>
  userEditLoader({
    params: id === undefined ? {} : { id },
    request: new Request(`http://localhost/admin/users/${id ?? ''}/edit`),
    context: {},
  } as Parameters<typeof userEditLoader>[0]);

describe('userEditLoader', () => {
  it.each([undefined, '', 'abc', '0', '-1', '2.5'])('sends id %j back to /admin/users', async (id) => {
    const thrown = await run(id).then(
      () => null,
      (error: unknown) => error,
    );
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(302);
    expect((thrown as Response).headers.get('Location')).toBe('/admin/users');
  });

  it('reads nothing for a visitor: the admin guard beside it sends them away', async () => {
    await expect(run('7')).resolves.toBeNull();
  });
});
