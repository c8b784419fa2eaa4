import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { ssrPart } from './vite-web-build';

/*
 * The server's render of /, /terms and /privacy (src/ssr/entry-server.tsx) as a Node module in
 * dist/ssr/, next to the app it describes; the API server imports it (apps/server/src/web/public-pages.ts).
 * Beside it, first-paint.js: the signed-in screens' first paint (apps/server/src/web/first-paint.ts). Both are named in the web build's manifest (vite-web-build.ts).
 * Self-contained (every package bundled), so it loads the same wherever the server runs.
 */
// Always React's production build and JSX, even when the build runs under NODE_ENV=test (the
// browser journeys build this way): a dev-mode JSX transform against production React fails.
process.env.NODE_ENV = 'production';

export default defineConfig({
  plugins: [react(), ssrPart()],
  publicDir: false,
  ssr: { noExternal: true },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    ssr: true,
    outDir: 'dist/ssr',
    emptyOutDir: false,
    copyPublicDir: false,
    rollupOptions: {
      // The public pages, and the first paint of the signed-in screens (ssr/first-paint.tsx).
      input: { 'entry-server': 'src/ssr/entry-server.tsx', 'first-paint': 'src/ssr/first-paint.tsx' },
      output: { entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' },
    },
  },
});
