/**
 * Lighthouse (mobile) on the built app's public pages, the ones visitors and search engines
 * meet first: `npm run build` first, then `npm run lighthouse -w bench` (or `node --import tsx
 * lighthouse.ts [/path ...]`). Starts the real server on a free port with a throw-away data
 * folder, runs Lighthouse in Debian's Chromium (CHROMIUM_PATH), and prints the four scores,
 * LCP, FCP, TBT, the bytes transferred and the landing's JavaScript (gzipped as served), each the
 * median of RUNS runs (default 3). Exits 1 when a target is missed: performance ≥ 98,
 * accessibility 100, best practices ≥ 95, SEO 100, JS ≤ 60 kB, LCP ≤ 1.2 s, TBT ≤ 50 ms.
 * Measure on a quiet machine: Lighthouse multiplies the main thread's time by its CPU slowdown.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const repoRoot = path.resolve(import.meta.dirname, '..');
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const paths = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['/', '/terms', '/privacy'];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

async function startServer(port: number): Promise<ChildProcess> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cb-lighthouse-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  child.on('exit', () => fs.rmSync(dataDir, { recursive: true, force: true }));
  for (let i = 0; i < 240; i += 1) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/`);
      if (res.ok && (await res.text()).includes('id="root"')) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  child.kill();
  throw new Error('The server did not start (is the web app built? run `npm run build`).');
}

/** The page's scripts as the browser gets them, gzipped (what "kB of JavaScript" means here). */
async function scriptKb(base: string, pathname: string): Promise<number> {
  const html = await (await fetch(base + pathname)).text();
  const sources = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1] ?? '');
  // Scripts inlined in the page (the landing's, the first paint's) count as much as linked ones.
  const inline = [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => m[1] ?? '',
  );
  let total = inline.reduce((sum, text) => sum + gzipSync(text).length, 0);
  for (const src of sources) {
    const body = Buffer.from(await (await fetch(new URL(src, base))).arrayBuffer());
    total += gzipSync(body).length;
  }
  return total / 1024;
}

const RUNS = Number(process.env.RUNS ?? 3);

type Audit = { id: string; title: string; score: number | null; scoreDisplayMode: string; details?: unknown };
type RunFigures = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcp: number;
  fcp: number;
  tbt: number;
  bytes: number;
};

function figuresOf(
  categories: Record<string, { score: number | null } | undefined>,
  audits: Record<string, { numericValue?: number }>,
): RunFigures {
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const value = (id: string) => audits[id]?.numericValue ?? 0;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcp: value('largest-contentful-paint') / 1000,
    fcp: value('first-contentful-paint') / 1000,
    tbt: value('total-blocking-time'),
    bytes: value('total-byte-weight') / 1024,
  };
}

const port = await freePort();
const server = await startServer(port);
const base = `http://127.0.0.1:${port}`;
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
let failed = false;
try {
  for (const pathname of paths) {
    // One throw-away run first, so the server's first render is not what is measured.
    await fetch(base + pathname);
    const runs: RunFigures[] = [];
    let audits: Record<string, Audit> = {};
    for (let run = 0; run < RUNS; run += 1) {
      const result = await lighthouse(base + pathname, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      if (!result) throw new Error('Lighthouse returned nothing');
      // A run Lighthouse could not finish scores 0: say why rather than hide it in the median.
      if (result.lhr.runtimeError) {
        console.log(`  run ${run + 1}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
      }
      runs.push(figuresOf(result.lhr.categories, result.lhr.audits));
      audits = result.lhr.audits;
      // LIGHTHOUSE_REPORT=dir keeps each page's last report, to read what is on the LCP's path.
      if (process.env.LIGHTHOUSE_REPORT) {
        const name = `${pathname.replace(/\W+/g, '_') || 'root'}.json`;
        fs.mkdirSync(process.env.LIGHTHOUSE_REPORT, { recursive: true });
        fs.writeFileSync(path.join(process.env.LIGHTHOUSE_REPORT, name), JSON.stringify(result.lhr));
      }
    }
    const median = (pick: (run: RunFigures) => number) => {
      const sorted = runs.map(pick).sort((a, b) => a - b);
      return sorted[Math.floor(sorted.length / 2)] ?? 0;
    };
    const figures = {
      performance: median((r) => r.performance),
      accessibility: median((r) => r.accessibility),
      'best-practices': median((r) => r.bestPractices),
      seo: median((r) => r.seo),
    };
    const lcp = median((r) => r.lcp);
    const fcp = median((r) => r.fcp);
    const tbt = median((r) => r.tbt);
    const bytes = median((r) => r.bytes);
    const js = await scriptKb(base, pathname);
    console.log(
      `${pathname.padEnd(9)} performance ${figures.performance} (runs ${runs.map((r) => r.performance).join(', ')})  ` +
        `accessibility ${figures.accessibility}  best practices ${figures['best-practices']}  SEO ${figures.seo}  ` +
        `LCP ${lcp.toFixed(2)} s  FCP ${fcp.toFixed(2)} s  TBT ${tbt.toFixed(0)} ms  ` +
        `transferred ${bytes.toFixed(0)} KiB  JS ${js.toFixed(1)} kB gz`,
    );
    const failing = Object.values(audits).filter(
      (audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode === 'binary',
    );
    for (const audit of failing) {
      console.log(`  ✗ ${audit.id}: ${audit.title}`);
      const items = (
        audit.details as { items?: Array<{ node?: { snippet?: string; explanation?: string } }> }
      )?.items;
      for (const item of items?.slice(0, 6) ?? []) {
        if (item.node)
          console.log(`      ${item.node.snippet}\n        ${item.node.explanation?.split('\n')[1] ?? ''}`);
      }
    }
    if (
      figures.performance < 98 ||
      figures.accessibility < 100 ||
      figures['best-practices'] < 95 ||
      figures.seo < 100 ||
      js > 60 ||
      lcp > 1.2 ||
      tbt > 50
    ) {
      failed = true;
    }
  }
} finally {
  chrome.kill();
  server.kill('SIGTERM');
}
process.exitCode = failed ? 1 : 0;
