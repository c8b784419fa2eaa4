import type { CapacitorConfig } from '@capacitor/cli';

/*
 * The Android and iOS shells (DESIGN §9) around apps/web's build. The web app is built with
 * VITE_API_URL (the deployed server, e.g. https://colorbook.example) so it talks to the API
 * there; that server allows these shells' origins only (apps/server/src/plugins/cors.ts).
 */
const config: CapacitorConfig = {
  appId: 'app.colorbook',
  appName: 'Colorbook',
  // CAP_WEB_DIR: another build to sync (the sync test uses a stand-in build in a temporary copy).
  webDir: process.env.CAP_WEB_DIR ?? '../web/dist',
  // The brand violet behind the web view while the app starts.
  backgroundColor: '#6a27d3',
  android: {
    // Android 15 draws apps edge to edge: keep the web view below the status bar.
    adjustMarginsForEdgeToEdge: 'auto',
  },
  ios: {
    contentInset: 'never',
  },
  plugins: {
    StatusBar: { style: 'DARK', backgroundColor: '#6a27d3', overlaysWebView: false },
  },
};

export default config;
