import { startApp } from './app-start';
import { startEarlyColoring } from './features/coloring/early-coloring';

/*
 * Its own entry (vite.config.ts), named by the screen table's `preload.early` and run only by the colouring screen's first
 * paint: it fills the picture in from the early page read, then starts the app. The app's first
 * run is a long stretch of script (its modules, then its first render); started before the page
 * had been drawn it held the picture's last steps (asking for the line art, painting it) for
 * 200-300 ms. The picture already takes strokes, so nothing is lost while the app starts after
 * it. The server holds the app's preloads in a template here (its entry marked `data-app-entry`),
 * with a fallback that starts it should this script never run (app-start-fallback.ts).
 */

// The page read is the one early read that comes parsed (lib/early-reads.ts).
const page = window.__earlyReads?.find((candidate) => candidate.json)?.json;
if (page) startEarlyColoring(page, startApp);
else startApp();
