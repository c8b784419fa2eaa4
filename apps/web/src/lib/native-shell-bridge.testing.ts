/*
 * For tests only. @capacitor/core tells the platform from the bridge the shell injects
 * (androidBridge on Android, webkit.messageHandlers.bridge on iOS), so tests put that bridge
 * object where the shells do, and take it away again after each test.
 */
type Bridges = { androidBridge?: unknown; webkit?: unknown };
const bridges = globalThis as Bridges;

export function inShell(platform: 'android' | 'ios'): void {
  if (platform === 'android') bridges.androidBridge = { postMessage: () => undefined };
  else bridges.webkit = { messageHandlers: { bridge: { postMessage: () => undefined } } };
}

export function leaveShell(): void {
  delete bridges.androidBridge;
  delete bridges.webkit;
}
