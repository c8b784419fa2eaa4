import { afterEach, describe, expect, it } from 'vitest';
import { inShell, leaveShell } from '../../lib/native-shell-bridge.testing';
import { landingLoader } from './landing-loader';

afterEach(leaveShell);

describe('landing', () => {
  it.each(['android', 'ios'] as const)('the landing loader redirects to /splash on %s', async (platform) => {
    inShell(platform);
    const thrown = await landingLoader().then(
      () => null,
      (error: unknown) => error,
    );
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(302);
    expect((thrown as Response).headers.get('Location')).toBe('/splash');
  });
});
