import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

/*
 * What the server-rendered public pages load, built after the app into dist/assets with content
 * hashes: the landing's own small script (src/ssr/landing-client.ts; the app's bundle is not
 * loaded there), the share page's replay player (src/share-player/) and their own stylesheet (src/ssr/public.css, only the rules those pages use).
 * Both names are written to dist/ssr/landing-manifest.json, where the server finds them.
 */
export default defineConfig({
  plugins: [tailwindcss()],
  publicDir: false,
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    manifest: 'ssr/landing-manifest.json',
    modulePreload: false,
    rollupOptions: {
      input: {
        landing: 'src/ssr/landing-client.ts',
        public: 'src/ssr/public.css',
        // The share page's time-lapse player (its own file: the app's bundle is not loaded there).
        'share-player': 'src/share-player/share-player.ts',
      },
      output: { entryFileNames: 'assets/[name]-[hash].js', assetFileNames: 'assets/[name]-[hash][extname]' },
    },
  },
});
