/*
 * The only script of the server-rendered landing (a few hundred bytes instead of the app's
 * bundle): the sections menu on phones, plan buttons for someone already signed in, and the
 * native shell's splash (spec §2: the landing redirects off the web platform). Every link is a
 * plain link, so sign-in and sign-up work before (or without) this script.
 */

type CapacitorGlobal = { getPlatform?: () => string };

/** After the load event: the first paint has happened by then even on a slow phone. */
const INSTALLABLE_AFTER_MS = 2000;

function offTheWeb(): boolean {
  const platform = (globalThis as { Capacitor?: CapacitorGlobal }).Capacitor?.getPlatform?.();
  return platform === 'android' || platform === 'ios';
}

function signedIn(): boolean {
  try {
    // The app keeps { token, user } under 'auth' (spec §3).
    const stored = JSON.parse(localStorage.getItem('auth') ?? 'null') as { token?: unknown } | null;
    return typeof stored?.token === 'string' && stored.token !== '';
  } catch {
    return false;
  }
}

function sectionsMenu(): void {
  const button = document.querySelector<HTMLButtonElement>('[aria-controls="landing-sections"]');
  const menu = document.getElementById('landing-sections');
  if (!button || !menu) return;
  const set = (open: boolean) => {
    button.setAttribute('aria-expanded', String(open));
    // The labels come in the page's language from the server's render.
    const label = open ? button.dataset.labelClose : button.dataset.labelOpen;
    if (label) button.setAttribute('aria-label', label);
    menu.classList.toggle('hidden', !open);
  };
  button.addEventListener('click', () => set(button.getAttribute('aria-expanded') !== 'true'));
  for (const link of menu.querySelectorAll('a')) link.addEventListener('click', () => set(false));
}

/** As the app's landing does: a signed-in user goes straight to checkout (or their pages). */
function planLinks(): void {
  if (!signedIn()) return;
  for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-plan]')) {
    const plan = link.dataset.plan ?? '';
    link.href =
      link.dataset.paid === 'true' ? `/checkout?plan=${encodeURIComponent(plan)}` : '/pages/favorite';
  }
}

/** A hero picture that fails to load gives way to nothing rather than a broken image. */
function heroImage(): void {
  const image = document.querySelector<HTMLImageElement>('#home img');
  if (image?.complete && image.naturalWidth === 0) image.hidden = true;
  image?.addEventListener('error', () => {
    image.hidden = true;
  });
}

if (offTheWeb()) {
  location.replace('/splash');
} else {
  sectionsMenu();
  planLinks();
  heroImage();
  // The same worker the app registers (lib/pwa.ts) and the manifest, a moment after the page has
  // loaded (a fast page loads before its first paint), so a visitor can install from the landing
  // and the app shell is ready offline, without either competing with the first paint.
  addEventListener('load', () => setTimeout(installable, INSTALLABLE_AFTER_MS));
}

/** The manifest (named in the page's language: it is fetched without cookies) and the worker. */
function installable(): void {
  const manifest = document.createElement('link');
  manifest.rel = 'manifest';
  manifest.href = `/manifest.webmanifest?lang=${encodeURIComponent(document.documentElement.lang || 'en')}`;
  document.head.append(manifest);
  if ('serviceWorker' in navigator) {
    void navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
  }
}
