import { cspScriptHash } from './web-build';

/*
 * The one inline script of the app's HTML: it runs in <head>, before the first paint, and hides
 * the server's picture of a signed-in screen (first-paint.ts) where it would be wrong for this
 * browser: nobody signed in (the app goes to sign-in), an admin (another frame), a child's
 * profile (kid mode), or a stored language other than the one the page was drawn in. The app's
 * storage keys are spec §3's 'auth', lib/profile-store.ts's 'profile' and lib/locale-store.ts's
 * 'locale'. Allowed by its hash in the Content-Security-Policy (security-headers.ts).
 */
export const FIRST_PAINT_SCRIPT =
  "(function(){var d=document.documentElement;try{var s=localStorage,a=JSON.parse(s.getItem('auth')||'null'),u=a&&a.user,p=JSON.parse(s.getItem('profile')||'null'),l=(u&&u.locale)||s.getItem('locale');if(u&&!u.admin&&!(p&&p.active&&p.token===a.token)&&(!l||l===d.lang))return}catch(e){}d.dataset.firstPaint='off'})()";

/** Hides the picture when the script says so (the app's stylesheet may not be here yet). */
export const FIRST_PAINT_STYLE = '[data-first-paint=off] #first-paint{display:none}';

/**
 * The colouring screen's first paint starts the app itself, once its picture shows the page
 * (apps/web/src/early-coloring-entry.ts): the app's preloads wait in a template there, its entry
 * marked `data-app-entry`. Should that script never run, this one starts the app after a while,
 * the same way.
 */
export const APP_START_FALLBACK_SCRIPT =
  "setTimeout(function(){var t=document.querySelector('template[data-app-preloads]');if(t){document.head.append(t.content);t.remove()}var l=document.querySelector('link[data-app-entry]');if(l&&!l.dataset.started){l.dataset.started='1';import(l.href)}},1500)";

/** For script-src: the scripts' SHA-256, as CSP wants it. */
export const FIRST_PAINT_SCRIPT_HASH = cspScriptHash(FIRST_PAINT_SCRIPT);
export const APP_START_FALLBACK_SCRIPT_HASH = cspScriptHash(APP_START_FALLBACK_SCRIPT);
