// Vitest globalSetup for the browser tier (DESIGN §10): makes sure Debian's Chromium is there,
// builds the SPA, starts the real server (NODE_ENV test and a loopback PUBLIC_URL, so demo
// payments and logged codes are on) on a free port with a throw-away DATA_DIR, and hands the
// tests what they need through `provide`/`inject`.
import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, type WriteStream } from 'node:fs';
import { access, constants, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Origin of the running app, e.g. http://127.0.0.1:41234 (no trailing slash). */
    baseURL: string;
    /** The server's DATA_DIR; outgoing mail lands in `${dataDir}/mail/*.eml`. */
    dataDir: string;
    /** Chromium executable for playwright-core. */
    chromiumPath: string;
    /** The server's combined stdout/stderr (e.g. for the one-time admin setup link). */
    serverLogPath: string;
  }
}

const e2eDir = dirname(fileURLToPath(import.meta.url));
const repoRoot = resolve(e2eDir, '..');
const outputDir = join(e2eDir, 'output');
const serverLogPath = join(outputDir, 'server.log');
const builtIndex = join(repoRoot, 'apps/web/dist/index.html');
// Overridable so the harness itself can be exercised against a stand-in server.
const serverEntry = resolve(repoRoot, process.env.E2E_SERVER_ENTRY ?? 'apps/server/src/server.ts');
// A fresh DATA_DIR (database created, migrated, seeded) took 54 s to start at load 16 on 2 cores.
const HEALTH_TIMEOUT_MS = 180_000;
const STOP_GRACE_MS = 10_000;

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // Failure shots from an earlier run would mislead; journey screenshots are overwritten anyway.
  await rm(join(outputDir, 'failures'), { recursive: true, force: true });
  await mkdir(join(outputDir, 'screenshots'), { recursive: true });

  const chromiumPath = await ensureChromium();
  if (process.env.E2E_SKIP_BUILD === '1') {
    if (!(await builtIndexExists())) {
      console.warn(
        `e2e: E2E_SKIP_BUILD=1 but ${builtIndex} is missing; the server will have no SPA to serve.`,
      );
    }
  } else {
    await buildWeb();
  }

  const server = await startServer();
  project.provide('baseURL', server.baseURL);
  project.provide('dataDir', server.dataDir);
  project.provide('chromiumPath', chromiumPath);
  project.provide('serverLogPath', serverLogPath);
  return server.stop;
}

// ---------------------------------------------------------------------------------------------
// Chromium

async function isExecutable(path: string): Promise<boolean> {
  try {
    await access(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

async function ensureChromium(): Promise<string> {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (await isExecutable(fromEnv)) return fromEnv;
    throw new Error(`e2e: CHROMIUM_PATH=${fromEnv} is not an executable file.`);
  }
  const debianPath = '/usr/bin/chromium';
  if (await isExecutable(debianPath)) return debianPath;

  if (process.getuid?.() !== 0) {
    throw new Error(
      'e2e: Chromium is not installed (looked for /usr/bin/chromium). Install it with\n' +
        '  sudo apt-get update && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y chromium\n' +
        'or point CHROMIUM_PATH at a Chromium/Chrome executable.',
    );
  }

  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update'], ['install', '-y', 'chromium']]) {
    const result = await run('apt-get', args, { env });
    if (result.code !== 0) {
      throw new Error(
        `e2e: \`apt-get ${args.join(' ')}\` failed (exit ${result.code}):\n${tail(result.output)}`,
      );
    }
  }
  if (!(await isExecutable(debianPath))) {
    throw new Error(`e2e: apt-get installed chromium but ${debianPath} is still missing.`);
  }
  console.log("e2e: Chromium was not installed; installed Debian's chromium with apt-get");
  return debianPath;
}

// ---------------------------------------------------------------------------------------------
// Web build

async function buildWeb(): Promise<void> {
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  // Vitest runs with NODE_ENV=test, which the build would inherit: Vite then bundles React's
  // development build (the app chunk 349 KB gzipped instead of 277 KB). Journeys test what ships.
  const result = await run(npm, ['run', 'build', '-w', '@colorbook/web'], {
    cwd: repoRoot,
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.code !== 0) {
    process.stderr.write(result.output);
    throw new Error(`e2e: \`npm run build -w @colorbook/web\` failed (exit ${result.code}); output above.`);
  }
  if (!(await builtIndexExists())) {
    throw new Error(`e2e: the web build succeeded but ${builtIndex} does not exist.`);
  }
}

async function builtIndexExists(): Promise<boolean> {
  try {
    await access(builtIndex);
    return true;
  } catch {
    return false;
  }
}

// ---------------------------------------------------------------------------------------------
// Server

interface RunningServer {
  baseURL: string;
  dataDir: string;
  stop: () => Promise<void>;
}

async function startServer(): Promise<RunningServer> {
  try {
    await access(serverEntry);
  } catch {
    throw new Error(`e2e: server entry ${serverEntry} does not exist.`);
  }

  const dataDir = await mkdtemp(join(tmpdir(), 'colorbook-e2e-'));
  const port = await freePort();
  const host = '127.0.0.1';
  const baseURL = `http://${host}:${port}`;

  await writeFile(serverLogPath, '');
  const log = createWriteStream(serverLogPath, { flags: 'a' });
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    cwd: repoRoot,
    env: {
      ...hermeticEnv(),
      // Not 'production': the billing journeys buy plans and pages through the test-payments
      // provider (DESIGN §6), which a production server refuses by design.
      NODE_ENV: 'test',
      HOST: host,
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: baseURL,
      // Every journey signs people up from this one address, and many sign in the one shared
      // admin; the code limits (per IP 20 an hour, per address 5 a quarter-hour by default) are
      // tested on their own in the API suite (code-rate-limits.int), so they must not cap the
      // journeys: one journey more that signs the admin in turned gallery.e2e red.
      CODE_LIMIT_PER_IP: '500',
      CODE_LIMIT_PER_EMAIL: '100',
      CODE_LIMIT_PER_EMAIL_ALL_IPS: '100',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log, { end: false });
  child.stderr?.pipe(log, { end: false });
  // 'close' (not 'exit') so the log has every line before teardown closes it.
  const exited = new Promise<number | null>((done) => child.once('close', (code) => done(code)));
  // Last resort if vitest itself is killed before teardown runs.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);

  const stop = async () => {
    process.off('exit', killOnExit);
    await stopChild(child, exited);
    await closeStream(log);
    await rm(dataDir, { recursive: true, force: true });
  };

  try {
    await waitForHealth(baseURL, child, exited);
  } catch (error) {
    await stop();
    const logText = await readFile(serverLogPath, 'utf8').catch(() => '');
    throw new Error(`${(error as Error).message}\n--- tail of ${serverLogPath} ---\n${tail(logText)}`);
  }
  return { baseURL, dataDir, stop };
}

/**
 * The developer's shell may point at real services (DATABASE_URL, SMTP_URL, S3_*, keys...).
 * Journeys run against the embedded defaults only: PGlite and mail files in the temp DATA_DIR.
 */
function hermeticEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  const outside =
    /^(DATABASE_URL|SMTP_URL|MAIL_FROM|REDIS_URL|S3_.*|OPENAI_.*|STRIPE_.*|ADMIN_.*|WEB_DIST|TRUST_PROXY)$/;
  for (const name of Object.keys(env)) {
    if (outside.test(name)) delete env[name];
  }
  return env;
}

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.unref();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => (port ? done(port) : fail(new Error('e2e: could not find a free port'))));
    });
  });
}

async function waitForHealth(baseURL: string, child: ChildProcess, exited: Promise<number | null>) {
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  let lastProblem = 'no answer yet';
  let exitCode: number | null | undefined;
  void exited.then((code) => {
    exitCode = code;
  });
  while (Date.now() < deadline) {
    if (exitCode !== undefined || child.exitCode !== null) {
      throw new Error(`e2e: the server exited (code ${exitCode ?? child.exitCode}) before it was healthy.`);
    }
    try {
      const response = await fetch(`${baseURL}/api/health`, { signal: AbortSignal.timeout(2_000) });
      const body = (await response.json().catch(() => null)) as { status?: unknown } | null;
      if (response.ok && body?.status === 'ok') return;
      lastProblem = `HTTP ${response.status} ${JSON.stringify(body)}`;
    } catch (error) {
      lastProblem = (error as Error).message;
    }
    // Poll interval while the server boots (not a wait for app behaviour).
    await Promise.race([delay(250), exited]);
  }
  throw new Error(
    `e2e: ${baseURL}/api/health did not answer {status:'ok'} within ${HEALTH_TIMEOUT_MS / 1000}s (last: ${lastProblem}).`,
  );
}

async function stopChild(child: ChildProcess, exited: Promise<number | null>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<'timeout'>((done) => {
    timer = setTimeout(() => done('timeout'), STOP_GRACE_MS);
  });
  const outcome = await Promise.race([exited, timedOut]);
  clearTimeout(timer);
  if (outcome === 'timeout') {
    console.warn(`e2e: the server did not exit within ${STOP_GRACE_MS / 1000}s of SIGTERM; sending SIGKILL.`);
    child.kill('SIGKILL');
    await exited;
  }
}

// ---------------------------------------------------------------------------------------------
// Small process helpers

function run(
  command: string,
  args: string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv } = {},
): Promise<{ code: number | null; output: string }> {
  return new Promise((done, fail) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.once('error', fail);
    child.once('close', (code) => done({ code, output: Buffer.concat(chunks).toString('utf8') }));
  });
}

function closeStream(stream: WriteStream): Promise<void> {
  return new Promise((done) => stream.end(() => done()));
}

function delay(ms: number): Promise<void> {
  return new Promise((done) => setTimeout(done, ms));
}

function tail(text: string, lines = 40): string {
  return text.trimEnd().split('\n').slice(-lines).join('\n');
}
