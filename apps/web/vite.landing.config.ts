import { defineConfig } from 'vite';

/*
 * The server-rendered landing's own small script (src/ssr/landing-client.ts), built after the
 * app into dist/assets with a content hash. Its name is written to dist/ssr/landing-manifest.json,
 * where the server finds it; the app's bundle is not loaded by the landing.
 */
export default defineConfig({
  publicDir: false,
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    manifest: 'ssr/landing-manifest.json',
    modulePreload: false,
    rollupOptions: {
      input: { landing: 'src/ssr/landing-client.ts' },
      output: { entryFileNames: 'assets/[name]-[hash].js' },
    },
  },
});
