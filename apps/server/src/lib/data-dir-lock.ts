import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

/**
 * PGlite is single-process and takes no lock on its folder, so two servers on one DATA_DIR
 * would corrupt it. The lock is a Unix socket the server listens on, DATA_DIR/colorbook.lock
 * (docs/decisions/0036): the kernel holds it exactly as long as the process lives, so a
 * crashed, killed or zombie server never holds it, a reused pid means nothing to it, and the
 * socket file a killed server leaves behind is recognised as dead (nothing answers) and
 * replaced at the next start. A live holder answers every connection with its pid, which the
 * refusal names.
 */
export const LOCK_FILE_NAME = 'colorbook.lock';

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
  constructor(
    /** Undefined when the holder accepted the connection but did not say who it is (stopped, hung). */
    readonly pid: number | undefined,
    readonly dataDir: string,
  ) {
    super(
      `Another Colorbook server${pid ? ` (pid ${pid})` : ''} is already using the data folder ${dataDir}. ` +
        'Stop it or set DATA_DIR to another folder.',
    );
  }
}

export interface DataDirLock {
  /** The address the lock listens on: the socket file, or a named pipe / abstract name. */
  readonly address: string;
  /**
   * Set when this platform or file system offers no lock for the folder: the start goes on,
   * unprotected against a second server, and the caller says so in the log.
   */
  readonly unlockedReason?: string;
  /** Idempotent and synchronous (it runs on 'exit' too): the kernel drops the lock at once. */
  release(): void;
}

/** What answers at a lock address. */
type Holder = { state: 'live'; pid?: number } | { state: 'dead' } | { state: 'gone' };

/** What one connection learns: `closed`/`silent` when it was accepted but no greeting came. */
type Answer = Holder | { state: 'closed' } | { state: 'silent' };

const GREETING = 'colorbook';
/** How long one connection waits for the greeting a live server writes at once. */
const ANSWER_TIMEOUT_MS = 500;
/**
 * How long a lock that accepts connections but never greets is asked again before it counts
 * as held: a process being killed keeps its socket until its last thread is gone (freeing a
 * large heap first), and drops the connections waiting on it then; a stopped (SIGSTOP) or hung
 * server never greets.
 */
const UNSURE_FOR_MS = 3_000;

function askOnce(address: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(address);
    let reply = '';
    const pidOf = () => {
      const match = new RegExp(`^${GREETING} (\\d+)\\n`).exec(reply);
      return match ? Number(match[1]) : undefined;
    };
    const done = (result: Answer | Error) => {
      clearTimeout(timer);
      socket.destroy();
      if (result instanceof Error) reject(result);
      else resolve(result);
    };
    const greeted = (otherwise: Answer): Answer => {
      const pid = pidOf();
      return pid ? { state: 'live', pid } : otherwise;
    };
    const timer = setTimeout(() => done(greeted({ state: 'silent' })), ANSWER_TIMEOUT_MS);
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      reply += chunk;
      if (reply.includes('\n')) done(greeted({ state: 'live' }));
    });
    socket.on('end', () => done(greeted({ state: 'closed' })));
    socket.on('error', (err: NodeJS.ErrnoException) => {
      // Nobody listens: a socket file left by a dead process, or any other file (an old pid file).
      if (err.code === 'ECONNREFUSED' || err.code === 'ENOTSOCK') done({ state: 'dead' });
      else if (err.code === 'ENOENT') done({ state: 'gone' });
      // A full backlog: a live server with many connections waiting.
      else if (err.code === 'EAGAIN') done({ state: 'live' });
      // Accepted, then dropped: the listener closed, most likely as its process died.
      else if (err.code === 'ECONNRESET' || err.code === 'EPIPE') done(greeted({ state: 'closed' }));
      else done(err);
    });
  });
}

/**
 * Who holds the lock at `address`: a live server (which names its pid), nobody (`dead`: the
 * socket file of a dead process, or any other file), or no file at all (`gone`). A lock that
 * accepts but does not greet is asked again for a moment (UNSURE_FOR_MS) before it counts as
 * live. Throws only for an unusual error (no permission to connect, say).
 */
export async function probeLock(address: string): Promise<Holder> {
  const deadline = Date.now() + UNSURE_FOR_MS;
  for (;;) {
    const answer = await askOnce(address);
    if (answer.state !== 'closed' && answer.state !== 'silent') return answer;
    if (Date.now() > deadline) return { state: 'live' };
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Listens on `address`, answering every connection with our pid; resolves the error code otherwise. */
function listen(address: string): Promise<net.Server | NodeJS.ErrnoException> {
  return new Promise((resolve) => {
    const server = net.createServer((socket) => {
      socket.on('error', () => undefined);
      socket.end(`${GREETING} ${process.pid}\n`);
    });
    server.once('error', (err) => resolve(err));
    server.listen(address, () => {
      server.removeAllListeners('error');
      server.on('error', () => undefined);
      // The lock must never keep the process alive on its own.
      server.unref();
      resolve(server);
    });
  });
}

/**
 * Socket addresses are short (sun_path: 108 bytes on Linux, 104 on macOS), and Node truncates a
 * longer one silently, which would lock some other path. A longer folder is reached on Linux
 * through /proc/self/fd/<fd of the folder>; elsewhere it cannot hold a socket.
 */
const SOCKET_PATH_MAX = process.platform === 'linux' ? 107 : 103;
/** The longest name we bind or connect in the folder: a lock being set aside (kept short for macOS's long temp paths). */
const LONGEST_NAME = `${LOCK_FILE_NAME}.01234567`.length;

interface SocketFolder {
  /** The address of a file in the folder, as bind and connect take it. */
  at(name: string): string;
  close(): void;
}

function socketFolder(dataDir: string): SocketFolder {
  if (Buffer.byteLength(dataDir) + 1 + LONGEST_NAME <= SOCKET_PATH_MAX) {
    return { at: (name) => path.join(dataDir, name), close: () => undefined };
  }
  if (process.platform !== 'linux' || !fs.existsSync('/proc/self/fd')) {
    throw new Error(
      `its path is longer than the ${SOCKET_PATH_MAX - LONGEST_NAME - 1} bytes a lock socket allows`,
    );
  }
  const fd = fs.openSync(dataDir, 'r');
  let open = true;
  return {
    at: (name) => `/proc/self/fd/${fd}/${name}`,
    close() {
      if (open) fs.closeSync(fd);
      open = false;
    },
  };
}

/**
 * Moves the dead lock at `file` out of the way without ever removing a live one: a rename is
 * atomic, so of two starts that both found it dead only one moves that file; if what it moved
 * answers after all (the other start had already put its own lock there), it is linked back.
 */
async function setAside(folder: SocketFolder, file: string): Promise<void> {
  const name = `${LOCK_FILE_NAME}.${randomBytes(4).toString('hex')}`;
  const aside = path.join(path.dirname(file), name);
  try {
    fs.renameSync(file, aside);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw err;
  }
  if ((await probeLock(folder.at(name))).state === 'live') {
    try {
      fs.linkSync(aside, file);
    } catch {
      // Someone holds `file` already; the next attempt meets them.
    }
  }
  fs.rmSync(aside, { force: true });
}

/** How long a start waits for another start to finish taking over a dead lock (milliseconds of work). */
const TAKEOVER_WAIT_MS = 5_000;

/**
 * Serialises taking over a dead lock among the starts on this machine, so a third start can
 * never slip in while a second one sets a lock aside. On Linux the turn is an abstract socket
 * (no file, so it cannot go stale); elsewhere, and if the wait runs out, setAside alone guards
 * two starts racing, which is what a developer's machine sees.
 */
async function takeoverTurn(dataDir: string): Promise<() => void> {
  if (process.platform !== 'linux') return () => undefined;
  const name = `\0colorbook-takeover-${folderIdentity(dataDir)}`;
  const deadline = Date.now() + TAKEOVER_WAIT_MS;
  for (;;) {
    const server = await listen(name);
    if (server instanceof net.Server) return () => server.close();
    if (server.code !== 'EADDRINUSE' || Date.now() > deadline) return () => undefined;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** Takes the dead lock at `file` away, unless, looked at again in our turn, it is no longer dead. */
async function takeOver(dataDir: string, folder: SocketFolder, file: string): Promise<void> {
  const endTurn = await takeoverTurn(dataDir);
  try {
    if ((await probeLock(folder.at(LOCK_FILE_NAME))).state === 'dead') await setAside(folder, file);
  } finally {
    endTurn();
  }
}

function heldLock(server: net.Server, address: string, onRelease: () => void = () => undefined): DataDirLock {
  let held = true;
  return {
    address,
    release() {
      if (!held) return;
      held = false;
      // Closing the listening socket unlinks its file (libuv does, at once) and drops the lock.
      server.close();
      onRelease();
    },
  };
}

/** The folder's identity (Linux), so every path to it (symlinks, bind mounts) names the same lock. */
function folderIdentity(dataDir: string): string {
  const { dev, ino } = fs.statSync(dataDir, { bigint: true });
  return `${dev}-${ino}`;
}

/** A name the kernel holds without a file: a Windows named pipe, or a Linux abstract socket. */
function kernelName(dataDir: string): string | undefined {
  if (process.platform === 'win32') {
    const real = fs.realpathSync.native(dataDir).toLowerCase();
    return `\\\\.\\pipe\\colorbook-${createHash('sha256').update(real).digest('hex').slice(0, 32)}`;
  }
  return process.platform === 'linux' ? `\0colorbook-data-${folderIdentity(dataDir)}` : undefined;
}

/**
 * Where no socket file can live (Windows; on Linux a file system without sockets or an
 * unreachable path): a kernel name for the folder. Such a name has no stale state at all, but
 * unlike a socket file it is not seen from another network namespace (another container on the
 * same volume), hence only the fallback.
 */
export async function acquireFolderName(dataDir: string, why: string): Promise<DataDirLock> {
  const address = kernelName(dataDir);
  if (!address) return unlocked(why);
  for (let attempt = 0; attempt < 3; attempt++) {
    const server = await listen(address);
    if (server instanceof net.Server) return heldLock(server, address);
    if (server.code !== 'EADDRINUSE') return unlocked(`${why}; ${server.code ?? server.message}`);
    const holder = await probeLock(address);
    if (holder.state === 'live') throw new DataDirLockedError(holder.pid, dataDir);
  }
  throw new DataDirLockedError(undefined, dataDir);
}

const unlocked = (reason: string): DataDirLock => ({ address: '', unlockedReason: reason, release() {} });

/**
 * Creates DATA_DIR and takes its lock, or throws DataDirLockedError naming the live server that
 * holds it. A lock left by a dead process (killed, crashed, a zombie, a reused pid, a pid file
 * of an older build) is taken over: only a process that answers on the socket counts.
 */
export async function acquireDataDirLock(dataDir: string): Promise<DataDirLock> {
  fs.mkdirSync(dataDir, { recursive: true });
  if (process.platform === 'win32') return acquireFolderName(dataDir, 'Windows has no Unix sockets');
  let folder: SocketFolder;
  try {
    folder = socketFolder(dataDir);
  } catch (err) {
    return acquireFolderName(dataDir, `the folder cannot hold a lock socket: ${(err as Error).message}`);
  }
  const file = path.join(dataDir, LOCK_FILE_NAME);
  const address = folder.at(LOCK_FILE_NAME);
  try {
    // Three rounds: a dead lock set aside, then a start that raced us to it, then refuse.
    for (let attempt = 0; attempt < 3; attempt++) {
      const server = await listen(address);
      if (server instanceof net.Server) return heldLock(server, file, () => folder.close());
      if (server.code !== 'EADDRINUSE') {
        folder.close();
        // e.g. EPERM/EOPNOTSUPP on a file system without sockets (vfat, some shared folders).
        return acquireFolderName(
          dataDir,
          `no socket can be made in the folder (${server.code ?? server.message})`,
        );
      }
      const holder = await probeLock(address);
      if (holder.state === 'live') throw new DataDirLockedError(holder.pid, dataDir);
      if (holder.state === 'dead') await takeOver(dataDir, folder, file);
    }
    throw new DataDirLockedError(undefined, dataDir);
  } catch (err) {
    folder.close();
    throw err;
  }
}

/** The pid of the server holding DATA_DIR's lock, if one is running (`npm run backup` asks it). */
export async function runningServerPid(dataDir: string): Promise<number | undefined> {
  const file = path.join(dataDir, LOCK_FILE_NAME);
  if (process.platform !== 'win32' && fs.existsSync(file)) {
    const folder = socketFolder(dataDir);
    try {
      const holder = await probeLock(folder.at(LOCK_FILE_NAME));
      if (holder.state === 'live') return holder.pid;
    } finally {
      folder.close();
    }
  }
  // The fallback lock of a folder that cannot hold a socket file (and Windows' named pipe).
  const address = fs.existsSync(dataDir) ? kernelName(dataDir) : undefined;
  if (!address) return undefined;
  const holder = await probeLock(address).catch(() => ({ state: 'gone' }) as const);
  return holder.state === 'live' ? holder.pid : undefined;
}

/**
 * Whether a process with this pid still runs (signal 0 checks without sending anything; EPERM:
 * it runs, as another user). A zombie counts as running: not a lock's test (see above), but
 * enough to wait on a server that is known to hold one.
 */
export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
