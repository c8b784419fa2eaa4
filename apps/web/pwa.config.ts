import english from '@colorbook/i18n/messages/en.json';
import type { VitePWAOptions } from 'vite-plugin-pwa';
import { THEME_COLOR } from './seam/app-document';

/*
 * The installable web app (DESIGN §9, docs/decisions/0006-service-worker.md). The manifest takes
 * the default app name, the catalogue's English description and the page's brand colour; the
 * service worker is our own (src/sw.ts) with the precache list injected at build time. This
 * built manifest is the English fallback: the server answers /manifest.webmanifest in the
 * visitor's language with the admin's name and tagline (apps/server/src/web/web-manifest.ts).
 */
export const APP_NAME = 'Colorbook';
export const APP_TAGLINE = english['manifest.description'];
/** --color-ink-50, the page background, shown while the app starts. */
export const BACKGROUND_COLOR = '#faf8fc';

export const pwaOptions: Partial<VitePWAOptions> = {
  strategies: 'injectManifest',
  srcDir: 'src',
  filename: 'sw.ts',
  // The page shows 'Update available — reload' and decides when the new worker takes over.
  registerType: 'prompt',
  // Registered by src/lib/pwa.ts (skipped inside the native shells).
  injectRegister: false,
  includeAssets: ['favicon.svg', 'apple-touch-icon.png'],
  manifest: {
    id: '/',
    name: APP_NAME,
    short_name: APP_NAME,
    description: APP_TAGLINE,
    lang: 'en',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    categories: ['entertainment', 'kids', 'lifestyle'],
    icons: [
      { src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/pwa-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/pwa-maskable-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  injectManifest: {
    // A classic script: every browser that installs the app runs it, module workers or not.
    rollupFormat: 'iife',
    globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
    // The admin charts chunk is large; the shell must still precache whole.
    maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
  },
  devOptions: { enabled: false },
};
