import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { publicPagesPart } from './vite-web-build';

/*
 * What the server-rendered public pages load, built after the app into dist/assets with content
 * hashes: the landing's own small script (src/ssr/landing-client.ts; the app's bundle is not
 * loaded there), the share page's replay player (src/share-player/) and their own stylesheet (src/ssr/public.css, only the rules those pages use).
 * Their names (and the landing's script, to inline, with its hash) go into the web build's
 * manifest (vite-web-build.ts), where the server finds them.
 */
export default defineConfig({
  plugins: [tailwindcss(), publicPagesPart()],
  publicDir: false,
  build: {
    outDir: 'dist',
    emptyOutDir: false,
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
