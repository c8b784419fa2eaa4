/*
 * Starts the app on the colouring screen's first paint, where the server holds the app's preloads
 * back in a template (its entry marked `data-app-entry`) until the picture shows the page: run by
 * the early entry (early-coloring-entry.ts) once the line art is painted, and by the inline
 * fallback (app-start-fallback.ts) after a while should that entry never run. Whichever comes
 * first starts it; the other finds it started.
 */
/** The app's stylesheets where they came with it (seam/app-document.ts `stylesWithApp`), once in. */
function stylesIn(): Promise<unknown> {
  const sheets = [...document.querySelectorAll<HTMLLinkElement>('link[data-app-styles]')];
  return Promise.all(
    sheets
      .filter((link) => !link.sheet)
      .map(
        (link) =>
          new Promise((done) => {
            link.addEventListener('load', done, { once: true });
            // A failed sheet must not keep the app away: it draws as it can.
            link.addEventListener('error', done, { once: true });
          }),
      ),
  );
}

export function startApp(): void {
  // The app's preloads, held back until now (its chunks took the connections and the main thread
  // the page read and the line art needed): in the head, they start.
  const held = document.querySelector<HTMLTemplateElement>('template[data-app-preloads]');
  if (held) {
    document.head.append(held.content);
    held.remove();
  }
  const entry = document.querySelector<HTMLLinkElement>('link[data-app-entry]');
  if (!entry || entry.dataset.started) return;
  entry.dataset.started = '1';
  // The first paint inlined only its own rules: the app draws once its whole sheet applies.
  void stylesIn().then(() => import(/* @vite-ignore */ entry.href));
}
