/**
 * How fast the screens feel to a person opening them: `npm run build` first, then
 * `npm run screens -w bench` (or `node --import tsx screens.ts [--runs 5]`). Starts the product the
 * way a user would (the real server, a throw-away DATA_DIR, a free port; NODE_ENV test so mail goes
 * to the folder), signs a user up through the API with the emailed code, creates one page with the
 * offline generator, then opens each screen in a fresh Chromium context (no HTTP cache, no service
 * worker yet; phone viewport) `--runs` times, interleaved, and times the moment the screen is
 * there for a person:
 *   landing          its h1 visible (the baseline of the ratios)
 *   /pages/favorite  the screen heading visible
 *   /pages/public    the first card's image loaded and visible
 *   /account         the screen heading visible
 *   /pages/{id}/color the canvas visible with its line art loaded
 *   /pages           My pages: the first card's image loaded and visible
 *   /pages/colored   the screen heading visible
 *   first stroke     from that canvas to the first brush stroke that paints (the page tries one
 *                    on every frame, as an impatient child would)
 *   first tap fills  from navigation to the first tap with the Fill tool that colours a part
 *                    (tried on every frame once the canvas shows), as a ratio to the landing
 * Prints medians, each one's ratio to the landing's median, and the targets (≤ 1.25× for the
 * signed-in screens, ≤ 1.5× for the colouring canvas, ≤ 300 ms for the first stroke, ≤ 2.5× for
 * the first fill on the phone profile). Exits 1 when a target is missed.
 * `--profile desktop` (the default: this machine's CPU and loopback network, the phone-sized
 * viewport of earlier rounds' figures), `--profile phone` (Lighthouse's mobile profile through
 * the DevTools protocol: 4× CPU slowdown, 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up) or
 * `--profile both`.
 * `--only "name,name"` measures just those screens beside the landing (a quick look, not figures of record).
 * `WEB_DIST=/path/to/dist` serves another build (to compare two builds on the same machine);
 * `--waterfall` also prints one load of each screen as the timeline of its requests.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { freePort, runTs, waitForHealth } from '../apps/server/src/test/server-process';
import { PAINT_SESSION_COOKIE, PAINT_SESSION_PATH } from '../apps/web/seam/paint-session';
import { screenPath } from '../apps/web/src/app/screens';
import { LINE_ART_IMG, LINE_ART_PIXELS } from '../e2e/support/line-art';
import { launchChromium } from './lib/chromium';
import { waitForCode } from './lib/mail-code';
import { loadAverageLine, median } from './lib/stats';

const arg = (name: string, fallback: number) => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? Number(process.argv[index + 1]) : fallback;
};
const RUNS = arg('runs', 5);
/** `--waterfall`: also prints one load of each screen as a timeline of its requests. */
const WATERFALL = process.argv.includes('--waterfall');
const SCREEN_TIMEOUT_MS = 60_000;
type Profile = 'desktop' | 'phone';
const profileArg = (() => {
  const index = process.argv.indexOf('--profile');
  return (index >= 0 ? process.argv[index + 1] : undefined) ?? 'desktop';
})();
if (!['desktop', 'phone', 'both'].includes(profileArg)) {
  throw new Error(`--profile is desktop, phone or both, not ${profileArg}`);
}
/**
 * `--only "first tap fills,/pages (My pages)"`: just these screens (by name) and the landing, the
 * baseline of every ratio; for a quick look at one figure, never for the figures of record.
 */
const ONLY = (() => {
  const index = process.argv.indexOf('--only');
  return index >= 0 ? (process.argv[index + 1] ?? '').split(',').map((name) => name.trim()) : null;
})();
const PROFILES: Profile[] = profileArg === 'both' ? ['desktop', 'phone'] : [profileArg as Profile];
/** Lighthouse's mobile profile (its "Slow 4G" and a mid-range phone's CPU). */
const PHONE = { cpuSlowdown: 4, latencyMs: 150, downKbps: 1_600, upKbps: 750 };

/** What "the screen is there" means, checked in the page on every animation frame. */
type Probe = 'heading' | 'card-image' | 'canvas' | 'stroke' | 'fill';
type Screen = {
  name: string;
  path: string;
  signedIn: boolean;
  probe: Probe;
  heading?: string;
  /** Ratio to the landing's median. */
  target?: number;
  /** Absolute, in ms, for a figure that is a span rather than a time to show (the first stroke). */
  targetMs?: number;
  /** Only measured on this profile. */
  only?: Profile;
};

// --- The server and the scene ------------------------------------------------------------------

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'cb-screens-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = runTs('apps/server/src/server.ts', {
  DATA_DIR: dataDir,
  PORT: String(port),
  HOST: '127.0.0.1',
  NODE_ENV: 'test',
  LOG_LEVEL: 'warn',
  PUBLIC_URL: base,
  // Another build to compare with, e.g. one made from an older commit.
  ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
});
let browser: Browser | undefined;

async function api<T>(method: string, route: string, token: string, body?: unknown): Promise<T> {
  const response = await fetch(`${base}/api${route}`, {
    method,
    headers: {
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json().catch(() => null)) as T;
  if (!response.ok) throw new Error(`${method} ${route}: HTTP ${response.status} ${JSON.stringify(json)}`);
  return json;
}

async function signUp(): Promise<{ token: string; user: unknown }> {
  const email = `bench-${Date.now()}@example.com`;
  const { token } = await api<{ token: string }>('POST', '/users/sign-up', '', { name: 'Bench', email });
  const otp = await waitForCode(dataDir, email);
  const { authToken } = await api<{ authToken: string }>('POST', '/users/verify', '', { token, otp });
  return { token: authToken, user: await api('GET', '/users/read', authToken) };
}

type Job = { id: string; status: string; page_id: number | null; error: string | null };

async function createPage(token: string): Promise<number> {
  let job = await api<Job>('POST', '/pages/create', token, { prompt: 'a friendly lighthouse by the sea' });
  const deadline = Date.now() + 60_000;
  while (job.status !== 'succeeded' && job.status !== 'failed') {
    if (Date.now() > deadline) throw new Error('Generation did not finish within 60 s');
    await new Promise((done) => setTimeout(done, 250));
    job = await api<Job>('GET', `/pages/jobs/${job.id}`, token);
  }
  if (job.status !== 'succeeded' || job.page_id === null) throw new Error(`Generation failed: ${job.error}`);
  return job.page_id;
}

// --- One timed load ------------------------------------------------------------------------------

/**
 * How the page says its probe holds: a console message, which Playwright hears without running
 * anything in the page. Its `waitForFunction` would first evaluate its own injected script there,
 * 40-45 ms of main-thread work in the middle of the load being timed (seen in a trace of the
 * colouring screen, where it held the page read's answer back), which no person's browser does.
 */
const READY_PREFIX = 'screen-ready:';

/**
 * Runs in the page before its own scripts: checks the probe on every animation frame and keeps
 * the first `performance.now()` (ms since navigation start) at which it holds. A string, not a
 * function: tsx would wrap a function's inner helpers in `__name()`, which the page lacks.
 */
const probeScript = (probe: Probe, heading: string) => `(() => {
  const READY_PREFIX = ${JSON.stringify(READY_PREFIX)};
  const probe = ${JSON.stringify(probe)};
  const heading = ${JSON.stringify(heading)};
  const shown = (el) => !!el && el.getBoundingClientRect().width > 0 && el.checkVisibility?.() !== false;
  const loaded = (img) => shown(img) && img.complete && img.naturalWidth > 0;
  const canvasShown = () =>
    shown(document.querySelector('[data-testid="color-layer"]')) &&
    loaded(document.querySelector(${JSON.stringify(LINE_ART_IMG)}));
  // The first stroke: once the canvas shows, pick the brush and draw a short line on every frame
  // until the colour layer holds paint where it went; the figure is the time since the canvas.
  let canvasAt;
  const stroke = () => {
    const viewport = document.querySelector('[data-testid="canvas-viewport"]');
    const layer = document.querySelector('[data-testid="color-layer"]');
    const box = layer.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'b', bubbles: true }));
    const at = (type, dx) =>
      viewport.dispatchEvent(new PointerEvent(type, {
        bubbles: true, cancelable: true, pointerId: 1, pointerType: 'mouse', isPrimary: true,
        button: type === 'pointermove' ? -1 : 0, buttons: type === 'pointerup' ? 0 : 1,
        clientX: x + dx, clientY: y, pressure: 0.5,
      }));
    at('pointerdown', -12);
    at('pointermove', 0);
    at('pointermove', 12);
    at('pointerup', 12);
    const px = Math.round(((x - box.left) / box.width) * layer.width);
    const py = Math.round(((y - box.top) / box.height) * layer.height);
    const data = layer.getContext('2d').getImageData(px - 2, py - 2, 5, 5).data;
    for (let i = 3; i < data.length; i += 4) if (data[i] > 0) return true;
    return false;
  };
  // The first fill: once the canvas shows, tap the Fill button and a blank spot of the line art
  // on every frame until the colour layer holds paint there.
  let blank;
  const blankSpot = (img) => {
    const lineArt = ${LINE_ART_PIXELS}(img);
    const { width, height } = lineArt;
    const r = Math.round(width / 40);
    const around = { left: r, right: r, up: r, down: r };
    for (let step = 0; step < 40; step += 1) {
      for (let k = 0; k < 8 * step + 1; k += 1) {
        const angle = (k / Math.max(1, 8 * step)) * 2 * Math.PI;
        const x = Math.round(width / 2 + Math.cos(angle) * step * r);
        const y = Math.round(height / 2 + Math.sin(angle) * step * r);
        if (x < r || y < r || x >= width - r || y >= height - r) continue;
        if (lineArt.paperAround(x, y, around, 2)) return { fx: x / width, fy: y / height };
      }
    }
    return { fx: 0.5, fy: 0.5 };
  };
  const fill = () => {
    const viewport = document.querySelector('[data-testid="canvas-viewport"]');
    const layer = document.querySelector('[data-testid="color-layer"]');
    const box = layer.getBoundingClientRect();
    blank ??= blankSpot(document.querySelector(${JSON.stringify(LINE_ART_IMG)}));
    const x = box.left + blank.fx * box.width;
    const y = box.top + blank.fy * box.height;
    const at = (target, type, px, py) =>
      target.dispatchEvent(new PointerEvent(type, {
        bubbles: true, cancelable: true, pointerId: 1, pointerType: 'touch', isPrimary: true,
        button: 0, buttons: type === 'pointerup' ? 0 : 1, clientX: px, clientY: py, pressure: 0.5,
      }));
    // The Fill button, tapped as a child would (no keyboard on a phone): the first paint's picture
    // takes the tap at its place, the app's toolbar its click.
    const fillButton = [...document.querySelectorAll('button[data-tool="fill"]')]
      .find((button) => !button.disabled && button.getBoundingClientRect().width > 0);
    if (!fillButton) return false;
    if (fillButton.getAttribute('aria-pressed') !== 'true') {
      const tool = fillButton.getBoundingClientRect();
      at(fillButton, 'pointerdown', tool.left + tool.width / 2, tool.top + tool.height / 2);
      at(fillButton, 'pointerup', tool.left + tool.width / 2, tool.top + tool.height / 2);
      fillButton.click();
    }
    at(viewport, 'pointerdown', x, y);
    at(viewport, 'pointerup', x, y);
    const px = Math.round(blank.fx * layer.width);
    const py = Math.round(blank.fy * layer.height);
    const data = layer.getContext('2d').getImageData(px - 2, py - 2, 5, 5).data;
    for (let i = 3; i < data.length; i += 4) if (data[i] > 0) return true;
    return false;
  };
  const holds = () => {
    if (probe === 'fill') return canvasShown() && fill();
    if (probe === 'stroke') {
      if (canvasAt === undefined) {
        if (!canvasShown()) return false;
        canvasAt = performance.now();
      }
      return stroke();
    }
    if (probe === 'heading') {
      return [...document.querySelectorAll('h1')].some(
        (h1) => shown(h1) && (!heading || h1.textContent.trim() === heading),
      );
    }
    // The app's card, or the first paint's early card (lib/early-cards.ts) before the app runs.
    if (probe === 'card-image') return loaded(document.querySelector('main article img, main [data-early-card] img'));
    return canvasShown();
  };
  const tick = () => {
    if (window.__screenReady !== undefined) return;
    if (document.body && holds()) {
      window.__screenReady = probe === 'stroke' ? performance.now() - canvasAt : performance.now();
      console.debug(READY_PREFIX + window.__screenReady);
    }
    else requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
})();`;

type Sample = { ms: number; scripts: number; apiCalls: number; waterfall: string[] };

async function measure(
  screen: Screen,
  auth: { token: string; user: unknown },
  profile: Profile,
): Promise<Sample> {
  if (!browser) throw new Error('no browser');
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 1,
    isMobile: true,
    hasTouch: true,
  });
  try {
    if (screen.signedIn) {
      // Spec §3: the SPA keeps { token, user } in local storage under 'auth'.
      await context.addInitScript((value) => {
        if (location.protocol.startsWith('http') && !localStorage.getItem('auth')) {
          localStorage.setItem('auth', value);
        }
      }, JSON.stringify(auth));
      // And its mirror the page lists' HTML carries (docs/decisions/0057), as the app left it.
      await context.addCookies([
        {
          name: PAINT_SESSION_COOKIE,
          value: encodeURIComponent(auth.token),
          domain: '127.0.0.1',
          path: PAINT_SESSION_PATH,
          sameSite: 'Lax',
        },
      ]);
    }
    await context.addInitScript({ content: probeScript(screen.probe, screen.heading ?? '') });
    const page = await context.newPage();
    if (profile === 'phone') {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdown });
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: PHONE.latencyMs,
        downloadThroughput: (PHONE.downKbps * 1000) / 8,
        uploadThroughput: (PHONE.upKbps * 1000) / 8,
      });
    }

    let scripts = 0;
    let apiCalls = 0;
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts += 1;
      if (new URL(request.url()).pathname.startsWith('/api/')) apiCalls += 1;
    });
    const ready = page.waitForEvent('console', {
      predicate: (message) => message.text().startsWith(READY_PREFIX),
      timeout: SCREEN_TIMEOUT_MS,
    });
    await page.goto(base + screen.path, { waitUntil: 'commit' });
    const ms = Number((await ready).text().slice(READY_PREFIX.length));
    const waterfall = await page.evaluate(() =>
      [
        ...(performance.getEntriesByType('navigation') as PerformanceResourceTiming[]),
        ...(performance.getEntriesByType('resource') as PerformanceResourceTiming[]),
      ].map(
        (e) =>
          `${Math.round(e.startTime)}–${Math.round(e.responseEnd)} ms  ${e.name.replace(location.origin, '')}`,
      ),
    );
    if (new URL(page.url()).pathname !== screen.path) {
      throw new Error(`${screen.path} went to ${page.url()}`);
    }
    return { ms, scripts, apiCalls, waterfall };
  } finally {
    await context.close();
  }
}

// --- The run -------------------------------------------------------------------------------------

const PROFILE_WORDS: Record<Profile, string> = {
  desktop: 'this machine, loopback network, viewport 390×844',
  phone: `${PHONE.cpuSlowdown}× CPU slowdown, ${PHONE.latencyMs} ms RTT, ${PHONE.downKbps / 1000} Mbit/s down, viewport 390×844`,
};

/** One profile's interleaved runs and its table; true when a target is missed. */
async function runProfile(
  profile: Profile,
  onProfile: Screen[],
  auth: { token: string; user: unknown },
): Promise<boolean> {
  let missed = false;

  // One throw-away round, so the server's first render of each route is not what is measured.
  for (const screen of onProfile) await measure(screen, auth, profile);

  const samples = new Map<string, Sample[]>(onProfile.map((screen) => [screen.name, []]));
  for (let run = 0; run < RUNS; run += 1) {
    // Interleaved, so a burst of load on a shared machine falls on every screen alike.
    for (const screen of onProfile) samples.get(screen.name)?.push(await measure(screen, auth, profile));
  }

  const medianOf = (name: string, pick: (s: Sample) => number) => median((samples.get(name) ?? []).map(pick));
  const landing = medianOf('landing /', (s) => s.ms);
  console.log(
    `\n${profile} profile (${PROFILE_WORDS[profile]}), ${RUNS} fresh contexts per screen; medians:`,
  );
  for (const screen of onProfile) {
    const figure = medianOf(screen.name, (s) => s.ms);
    const ratio = figure / landing;
    const all = (samples.get(screen.name) ?? []).map((s) => (s.ms / 1000).toFixed(2)).join(' ');
    let verdict = '(baseline)';
    if (screen.targetMs !== undefined) {
      const ok = figure <= screen.targetMs;
      missed ||= !ok;
      console.log(
        `${screen.name.padEnd(18)} ${`${Math.round(figure)} ms`.padStart(7)}  after the canvas   ` +
          `target ≤ ${screen.targetMs} ms ${ok ? 'met' : 'MISSED'}  [${all}]`,
      );
      continue;
    }
    if (screen.target !== undefined) {
      const ok = ratio <= screen.target;
      missed ||= !ok;
      verdict = `target ≤ ${screen.target.toFixed(2)}× ${ok ? 'met' : 'MISSED'}`;
    }
    console.log(
      `${screen.name.padEnd(18)} ${fmt(figure).padStart(7)}  ${ratio.toFixed(2)}× landing  ${verdict.padEnd(22)}` +
        `  scripts ${medianOf(screen.name, (s) => s.scripts)}  API calls ${medianOf(screen.name, (s) => s.apiCalls)}` +
        `  [${all}]`,
    );
  }
  if (WATERFALL) {
    for (const screen of onProfile) {
      const sample = await measure(screen, auth, profile);
      console.log(
        `\n${screen.name}: ready at ${Math.round(sample.ms)} ms\n  ${sample.waterfall.join('\n  ')}`,
      );
    }
  }
  return missed;
}

const fmt = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

try {
  const started = Date.now();
  await waitForHealth(server, port, 90_000);
  console.log(`server healthy after ${fmt(Date.now() - started)} (new data folder)`);
  const html = await (await fetch(`${base}/pages/favorite`)).text();
  if (!html.includes('id="root"')) throw new Error('No built SPA is served: run `npm run build` first.');

  const auth = await signUp();
  const pageId = await createPage(auth.token);
  const screens: Screen[] = [
    { name: 'landing /', path: '/', signedIn: false, probe: 'heading' },
    {
      name: '/pages/favorite',
      path: '/pages/favorite',
      signedIn: true,
      probe: 'heading',
      heading: 'Favorite pages',
      target: 1.25,
    },
    { name: '/pages/public', path: '/pages/public', signedIn: true, probe: 'card-image', target: 1.25 },
    {
      name: '/account',
      path: '/account',
      signedIn: true,
      probe: 'heading',
      heading: 'Account',
      target: 1.25,
    },
    { name: '/pages (My pages)', path: '/pages', signedIn: true, probe: 'card-image', target: 1.25 },
    {
      name: '/pages/colored',
      path: '/pages/colored',
      signedIn: true,
      probe: 'heading',
      heading: 'Colored pages',
      target: 1.25,
    },
    {
      name: '/pages/{id}/color',
      path: screenPath('coloring', { id: pageId }),
      signedIn: true,
      probe: 'canvas',
      target: 1.5,
    },
    {
      name: 'first stroke',
      path: screenPath('coloring', { id: pageId }),
      signedIn: true,
      probe: 'stroke',
      targetMs: 300,
    },
    {
      name: 'first tap fills',
      path: screenPath('coloring', { id: pageId }),
      signedIn: true,
      probe: 'fill',
      target: 2.5,
      only: 'phone',
    },
  ];

  browser = await launchChromium();
  let missed = false;
  for (const profile of PROFILES) {
    const onProfile = screens.filter(
      (screen) =>
        (!screen.only || screen.only === profile) &&
        (!ONLY || screen.name === 'landing /' || ONLY.includes(screen.name)),
    );
    missed = (await runProfile(profile, onProfile, auth)) || missed;
  }
  console.log(loadAverageLine());
  if (missed) process.exitCode = 1;
} finally {
  await browser?.close();
  server.child.kill('SIGTERM');
  await server.exited;
  await rm(dataDir, { recursive: true, force: true });
}
