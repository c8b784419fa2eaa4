import { startApp } from './app-start';

/*
 * Inlined by the server after the held preloads of the colouring screen's first paint (allowed by
 * its hash, computed at build time: vite-web-build.ts). Starts the app should the early entry
 * never run (a failed download, an old browser).
 */
const FALLBACK_AFTER_MS = 1500;

setTimeout(startApp, FALLBACK_AFTER_MS);
