import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

/** Process-level tests start the server from the repository root, as `npm start` does (through tsx, or the build: runNode). */
export const repoRoot = path.resolve(import.meta.dirname, '../../../..');

export interface RunningProcess {
  child: ChildProcess;
  /** Everything written to stdout and stderr so far. */
  output(): string;
  stdout(): string;
  /** Resolves when the process has exited. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Runs a TypeScript entry point through tsx with only the environment given (plus PATH/HOME). */
export function runTs(entry: string, env: Record<string, string>, args: string[] = []): RunningProcess {
  return runNode(['--import', 'tsx', entry, ...args], env);
}

/** Runs `node <args>` from the repository root with only the environment given (plus PATH/HOME). */
export function runNode(
  nodeArgs: string[],
  env: Record<string, string>,
  options: { detached?: boolean } = {},
): RunningProcess {
  return runCommand(process.execPath, nodeArgs, env, options);
}

/** `command <args>` from the repository root; `detached` makes it the leader of a new process group. */
function runCommand(
  command: string,
  args: string[],
  env: Record<string, string>,
  { detached = false }: { detached?: boolean },
): RunningProcess {
  const child = spawn(command, args, {
    cwd: repoRoot,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached,
  });
  let out = '';
  let all = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    out += chunk.toString();
    all += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    all += chunk.toString();
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.on('close', (code, signal) => resolve({ code, signal }));
  });
  return { child, output: () => all, stdout: () => out, exited };
}

export const serverEnv = (dataDir: string, port: number): Record<string, string> => ({
  DATA_DIR: dataDir,
  PORT: String(port),
  HOST: '127.0.0.1',
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  WEB_DIST: path.join(dataDir, 'no-web-build'),
});

export const startServer = (dataDir: string, port: number) =>
  runTs('apps/server/src/server.ts', serverEnv(dataDir, port));

const SERVER_ARGS = ['--import', 'tsx', 'apps/server/src/server.ts'];

/**
 * The server as a supervisor runs it: the leader of a process group of its own, so
 * `process.kill(-pid, 'SIGKILL')` is `kill -9 -<pgid>`.
 */
export const startServerGroup = (env: Record<string, string>) =>
  runNode(SERVER_ARGS, env, { detached: true });

/**
 * The server under a parent that never reaps it (a shell that became `sleep`, in a process group
 * with it): killed, the server stays a zombie, its pid still taken, until that parent is killed
 * (`process.kill(-proc.child.pid, 'SIGKILL')`). The server's pid is the first line of stdout.
 */
export function startServerUnderZombieParent(env: Record<string, string>): RunningProcess {
  const script = '"$@" & echo "pid $!"; exec sleep 3600 </dev/null >/dev/null 2>&1';
  return runCommand('sh', ['-c', script, 'sh', process.execPath, ...SERVER_ARGS], env, { detached: true });
}

/** The process state as `ps` prints it ("Z" for a zombie; "" once it is gone), on Linux and macOS. */
export function processState(pid: number): string {
  try {
    return execFileSync('ps', ['-o', 'stat=', '-p', String(pid)])
      .toString()
      .trim();
  } catch {
    return '';
  }
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** Polls /api/health until it answers 200; fails early if the process dies. */
export async function waitForHealth(
  proc: RunningProcess,
  port: number,
  timeoutMs = 90_000,
): Promise<unknown> {
  const deadline = Date.now() + timeoutMs;
  let exited = false;
  void proc.exited.then(() => {
    exited = true;
  });
  while (Date.now() < deadline) {
    if (exited) throw new Error(`server exited before becoming healthy:\n${proc.output()}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) return await res.json();
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server not healthy after ${timeoutMs} ms:\n${proc.output()}`);
}

/** Resolves once `predicate` holds for the process's stdout. */
export async function waitForStdout(
  proc: RunningProcess,
  predicate: (stdout: string) => boolean,
  timeoutMs = 90_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!predicate(proc.stdout())) {
    if (proc.child.exitCode !== null) throw new Error(`process exited early:\n${proc.output()}`);
    if (Date.now() > deadline) throw new Error(`timed out waiting for output:\n${proc.output()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
