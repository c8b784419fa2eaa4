import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/*
 * The server's render of /, /terms and /privacy (src/ssr/entry-server.tsx) as a Node module in
 * dist/ssr/, next to the app it describes; the API server imports it (plugins/public-pages.ts).
 * Beside it, first-paint.js: the signed-in screens' first paint (plugins/first-paint.ts).
 * Self-contained (every package bundled), so it loads the same wherever the server runs.
 */
// Always React's production build and JSX, even when the build runs under NODE_ENV=test (the
// browser journeys build this way): a dev-mode JSX transform against production React fails.
process.env.NODE_ENV = 'production';

export default defineConfig({
  plugins: [react()],
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
