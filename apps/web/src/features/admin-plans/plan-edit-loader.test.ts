import { describe, expect, it } from 'vitest';
import { planEditLoader } from './plan-edit-loader';

const run = (id: string | undefined) =>
  planEditLoader({
    params: id === undefined ? {} : { id },
    request: new Request(`http://localhost/admin/plans/${id ?? ''}/edit`),
    context: {},
  } as Parameters<typeof planEditLoader>[0]);

describe('planEditLoader', () => {
  it.each([undefined, '', 'starter', '0', '-2', '1.5'])('sends id %j to /admin/plans', async (id) => {
    const thrown = await run(id).then(
      () => null,
      (error: unknown) => error,
    );
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(302);
    expect((thrown as Response).headers.get('Location')).toBe('/admin/plans');
  });
});
