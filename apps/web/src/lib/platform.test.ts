import german from '@colorbook/i18n/messages/de.json';
import { afterEach, describe, expect, it } from 'vitest';
import { localeStore } from './locale-store';
import { blobToBase64, savedToDeviceMessage } from './native-files';
import { inShell, leaveShell } from './native-shell-bridge.testing';
import {
  apiOrigin,
  getPlatform,
  isNative,
  landingRedirect,
  savedToDeviceKey,
  shellPadding,
} from './platform';

afterEach(leaveShell);

describe('platform detection', () => {
  it('is the web without a native bridge', () => {
    expect(getPlatform()).toBe('web');
    expect(isNative()).toBe(false);
  });

  it.each(['android', 'ios'] as const)('is %s inside that shell', (platform) => {
    inShell(platform);
    expect(getPlatform()).toBe(platform);
    expect(isNative()).toBe(true);
  });
});

describe('landing', () => {
  it('sends the native apps to /splash and keeps the landing on the web', () => {
    expect(landingRedirect('web')).toBeNull();
    expect(landingRedirect('android')).toBe('/splash');
    expect(landingRedirect('ios')).toBe('/splash');
  });
});

describe('saving an image on the device', () => {
  it('says where the image went on each platform (spec §8), in the active language', () => {
    expect(savedToDeviceKey('ios')).toBe('native.savedToFiles');
    expect(savedToDeviceMessage('ios')).toBe('Saved to files');
    expect(savedToDeviceMessage('android')).toBe('Saved to documents');
    const before = localeStore.getState();
    localeStore.setState({ locale: 'de', messages: { ...before.messages, ...german } });
    try {
      expect(savedToDeviceMessage('ios')).toBe('In Dateien gespeichert');
      expect(savedToDeviceMessage('android')).toBe('In Dokumenten gespeichert');
    } finally {
      localeStore.setState({ locale: before.locale, messages: before.messages });
    }
  });

  it('hands the Filesystem plugin the exact bytes as base64', async () => {
    const bytes = new Uint8Array(70_000).map((_, i) => (i * 31) % 256);
    const base64 = await blobToBase64(new Blob([bytes], { type: 'image/png' }));
    expect(Buffer.from(base64, 'base64').equals(Buffer.from(bytes))).toBe(true);
  });
});

describe('iOS padding and safe areas', () => {
  it('adds 16px below the safe area on iOS only (spec §9)', () => {
    expect(shellPadding('ios')).toEqual({
      top: 'calc(env(safe-area-inset-top, 0px) + 16px)',
      bottom: 'env(safe-area-inset-bottom, 0px)',
    });
    expect(shellPadding('android')).toBeNull();
    expect(shellPadding('web')).toBeNull();
  });
});

describe('API base in the native shells', () => {
  it('talks to the configured server from a shell, to its own origin on the web', () => {
    expect(apiOrigin('web', 'https://colorbook.example')).toBe('');
    expect(apiOrigin('ios', 'https://colorbook.example/')).toBe('https://colorbook.example');
    expect(apiOrigin('android', undefined)).toBe('');
  });
});
