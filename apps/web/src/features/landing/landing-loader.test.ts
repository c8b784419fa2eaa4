import { afterEach, describe, expect, it } from 'vitest';
import { landingLoader } from './landing-loader';

/*
 * @capacitor/core tells the platform from the bridge the shell injects (androidBridge on
 * Android, webkit.messageHandlers.bridge on iOS), so the test puts that bridge object where the
 * shells do (as lib/platform.test.ts does).
 */
type Bridges = { androidBridge?: unknown; webkit?: unknown };
const bridges = globalThis as Bridges;

function inShell(platform: 'android' | 'ios'): void {
  if (platform === 'android') bridges.androidBridge = { postMessage: () => undefined };
  else bridges.webkit = { messageHandlers: { bridge: { postMessage: () => undefined } } };
}

afterEach(() => {
  delete bridges.androidBridge;
  delete bridges.webkit;
});

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
