import { Capacitor } from '@capacitor/core';

/*
 * Everything that differs between the web app and the native shells (DESIGN §9), decided here
 * and nowhere else. The pure helpers take the platform so tests cover every branch.
 */

/** 'web' in a browser (and the installed PWA); the Capacitor shells report android / ios. */
export type Platform = 'web' | 'android' | 'ios';
export type NativePlatform = Exclude<Platform, 'web'>;

export function getPlatform(): Platform {
  const platform = Capacitor.getPlatform();
  return platform === 'android' || platform === 'ios' ? platform : 'web';
}

export const isNative = (platform: Platform = getPlatform()): platform is NativePlatform =>
  platform !== 'web';

/** Spec §2: off the web the landing is replaced by the app's start screen. */
export const landingRedirect = (platform: Platform): string | null => (isNative(platform) ? '/splash' : null);

/**
 * Spec §8: the catalogue key of what the user is told after a file was written to the device
 * ('Saved to files' on iOS, 'Saved to documents' on Android; native-files.ts words it).
 */
export const savedToDeviceKey = (platform: NativePlatform): string =>
  platform === 'ios' ? 'native.savedToFiles' : 'native.savedToDocuments';

/**
 * Spec §9: iOS adds 16px top padding, below the notch / status bar (safe area). Android's web view
 * already sits below the status bar (Capacitor's edge-to-edge margins); the web uses the page as is.
 */
export function shellPadding(platform: Platform): { top: string; bottom: string } | null {
  if (platform === 'ios') {
    return { top: 'calc(env(safe-area-inset-top, 0px) + 16px)', bottom: 'env(safe-area-inset-bottom, 0px)' };
  }
  return null;
}

/**
 * Where the API lives. The web app is served by the API itself ('' = same origin); a native shell
 * serves its files from capacitor://localhost or https://localhost and talks to the deployed
 * server named at build time (VITE_API_URL, e.g. https://colorbook.example).
 */
export function apiOrigin(
  platform: Platform = getPlatform(),
  configured = import.meta.env.VITE_API_URL,
): string {
  if (!isNative(platform) || !configured) return '';
  return configured.replace(/\/+$/, '');
}
