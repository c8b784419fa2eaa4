import { startEarlyColoring } from './features/coloring/early-coloring';

/*
 * Its own entry beside early-reads (vite.config.ts), run only by the colouring screen's first
 * paint: it fills the picture in from the early page read, then starts the app. The app's first
 * run is a long stretch of script (its modules, then its first render); started before the page
 * had been drawn it held the picture's last steps (asking for the line art, painting it) for
 * 200-300 ms. The picture already takes strokes, so nothing is lost while the app starts after
 * it. The server holds the app's preloads in a template here (its entry marked `data-app-entry`),
 * with a fallback that starts it should this script never run
 * (apps/server/src/plugins/first-paint-script.ts).
 */
function startApp(): void {
  // The app's preloads, held back by the server until now (its chunks took the connections and
  // the main thread the page read and the line art needed): in the head, they start.
  const held = document.querySelector<HTMLTemplateElement>('template[data-app-preloads]');
  if (held) {
    document.head.append(held.content);
    held.remove();
  }
  const entry = document.querySelector<HTMLLinkElement>('link[data-app-entry]');
  if (!entry || entry.dataset.started) return;
  entry.dataset.started = '1';
  void import(/* @vite-ignore */ entry.href);
}

// The page read is the one early read that comes parsed (lib/early-reads.ts).
const page = window.__earlyReads?.find((candidate) => candidate.json)?.json;
if (page) startEarlyColoring(page, startApp);
else startApp();
