import { startApp } from './app-start';

/*
 * Its own entry (vite.config.ts), named by the screen table's `preload.early` on the page lists:
 * the server holds the app's scripts back on those screens until this runs, and this waits for
 * the first cards' pictures (lib/early-cards.ts) before it starts the app. On a phone's link the
 * app chunk took the bandwidth the list and its pictures needed for over a second. The inline
 * fallback (app-start-fallback.ts) starts the app should this never run or the pictures never come.
 */
const shown = window.__earlyCards;
if (shown) void shown.finally(startApp);
else startApp();
