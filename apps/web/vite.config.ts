import { createRequire } from 'node:module';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { pwaOptions } from './pwa.config';
import { webBuild } from './vite-web-build';

// The API runs on :3000 in development (scripts/dev.mjs); point elsewhere with API_PROXY_TARGET.
const apiProxy: Record<string, ProxyOptions> = {
  '/api': { target: process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3000', changeOrigin: true },
};

/*
 * Chunking: by default every lucide icon and every small shared module became its own
 * file, fetched in a second wave after the main bundle. The app's shared code (lib, components,
 * the shell in app/, the contract, React and the router, the icons) and the user's everyday
 * screens (the page lists, the account) go into one 'app' chunk that loads beside the entry, so
 * those screens need no second wave and the others only their own route chunk. Heavy, rarely
 * used libraries (TipTap, Recharts, DOMPurify, react-hook-form, the canvas engine) stay in their
 * own chunks, so the two shared modules that import them stay out of the group.
 */
const sharedModule =
  /[\\/](node_modules[\\/](react|react-dom|scheduler|react-router|zustand|lucide-react|@tanstack|zod|workbox-window|cookie|set-cookie-parser)|packages[\\/]contract|apps[\\/]web[\\/]src[\\/](app|components|lib|features[\\/]pages|features[\\/]account))[\\/]/;
const ownChunk = /[\\/](sanitize-html\.ts|account-details-form\.tsx)$/;
/*
 * The colouring screen's first paint is filled in by its own early entry (src/early-coloring-entry.ts)
 * with modules the app uses too (the screen's sizing and fit, the canvas constants, the device's
 * drafts, the screen table): they form one small 'early' chunk both import. Without this group they went to the app
 * chunk, and the early entry would have waited for all of it.
 */
const earlyModule =
  /[\\/](app[\\/]screens|lib[\\/](media-queries|device-drafts)|features[\\/]coloring[\\/](early-coloring(-ids)?|viewport|workspace-size|shortcuts|coloring-rules|draft(-store)?)|canvas[\\/]src[\\/]constants)\.ts$|[\\/]node_modules[\\/]idb-keyval[\\/]/;
const isShared = (id: string) => sharedModule.test(id) && !ownChunk.test(id) && !earlyModule.test(id);

/*
 * react-intl and its @formatjs/intl each got their own copy of the same ICU engine (intl-messageformat
 * and its parsers, identical versions) because bench's lighthouse holds an older one at the top of
 * node_modules: without this the app chunk carried the engine twice (~67 KB raw more).
 * Every import of these packages resolves to react-intl's copy.
 */
const fromReactIntl = createRequire(createRequire(import.meta.url).resolve('react-intl'));
const oneIcuEngine = [
  'intl-messageformat',
  '@formatjs/icu-messageformat-parser',
  '@formatjs/icu-skeleton-parser',
  '@formatjs/fast-memoize',
].map((name) => ({ find: new RegExp(`^${name}$`), replacement: fromReactIntl.resolve(name) }));

export default defineConfig({
  plugins: [react(), tailwindcss(), VitePWA(pwaOptions), webBuild()],
  resolve: { alias: oneIcuEngine },
  server: { port: 5173, strictPort: true, proxy: apiProxy },
  preview: { proxy: apiProxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      // The early entries the screen table names (app/screens.ts `preload.early`) beside the app's.
      input: {
        index: 'index.html',
        'early-coloring': 'src/early-coloring-entry.ts',
        'early-cards': 'src/early-cards-entry.ts',
      },
      output: {
        codeSplitting: {
          groups: [
            // startApp, which both early entries run: its own few bytes, not the early chunk.
            { name: 'early-start', test: /[\\/]src[\\/]app-start\.ts$/, priority: 30 },
            { name: 'early', test: earlyModule, priority: 20 },
            { name: 'app', test: isShared, priority: 10 },
          ],
        },
      },
    },
  },
});
