import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';

/** Thrown (or used as the abort reason) when another process took the work over. */
export class LostLease extends Error {}

/** What a queue table offers the runner (docs/decisions/0006): the repo's conditional writes. */
export interface LeasedQueue<Row> {
  /** One `FOR UPDATE SKIP LOCKED` claim; `exhausted` when it outlived `maxAttempts` processes. */
  claim(
    owner: string,
    leaseMs: number,
    maxAttempts: number,
  ): Promise<{ row: Row; exhausted: boolean } | null>;
  /** Extends the lease; false once this owner no longer holds it. */
  extend(row: Row, owner: string, leaseMs: number): Promise<boolean>;
  /** Hands every row this owner still holds back to the queue (shutdown). */
  releaseAll(owner: string): Promise<unknown>;
  /** Ends every lease now, so the rows can be claimed at once (see `soleProcess`). */
  expireAll(): Promise<unknown>;
}

export interface LeasedRunnerOptions<Row> {
  /** Names the work in logs ("generation job", "book build"). */
  name: string;
  queue: LeasedQueue<Row>;
  /** Runs one claimed row; `signal` aborts (reason LostLease) when the lease is lost. */
  run: (row: Row, signal: AbortSignal) => Promise<void>;
  /** A row claimed once too often: its processes kept dying. */
  onExhausted: (row: Row) => Promise<void>;
  log: FastifyBaseLogger;
  /** How long a claim holds without a heartbeat; the heartbeat runs three times per lease. */
  leaseMs: number;
  /** How often an idle process looks for queued rows and rows whose process died. */
  pollMs?: number;
  concurrency: number;
  maxAttempts: number;
  /** Names this process in `lease_owner` (default host, pid and a random part). */
  owner?: string;
  /**
   * True when no other process can use the database (the embedded one, under the data-folder
   * lock): every lease found at start then belongs to a process that died (`kill -9`, a
   * crash), and its rows are taken over at once instead of after the lease runs out. The
   * take-over counts as an attempt, as on PostgreSQL, so work that keeps killing the server
   * is given up (refunded) after `maxAttempts`.
   */
  soleProcess?: boolean;
}

/**
 * Works a leased queue table: claims rows while there is room, keeps each lease alive with a
 * heartbeat while its work runs, takes over rows whose process died, and at shutdown gives
 * running work a grace period before handing it back. Generation jobs and book builds share it;
 * what a row's work is, and how it writes its outcome under the lease, stays with them.
 */
export function createLeasedRunner<Row>(options: LeasedRunnerOptions<Row>) {
  const { name, queue, log, leaseMs, pollMs = 2_000, concurrency, maxAttempts } = options;
  const owner = options.owner ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const running = new Set<Promise<void>>();
  let claiming: Promise<void> | null = null;
  let again = false;
  let poller: NodeJS.Timeout | null = null;
  let closed = false;

  async function runHeld(row: Row) {
    const abort = new AbortController();
    const heartbeat = setInterval(() => {
      queue
        .extend(row, owner, leaseMs)
        .then((held) => {
          if (!held) abort.abort(new LostLease());
        })
        // A missed beat is not yet a lost lease: the next one may get through.
        .catch((err: unknown) => log.warn({ err }, `${name} heartbeat failed`));
    }, leaseMs / 3);
    try {
      await options.run(row, abort.signal);
    } catch (err) {
      log.error({ err }, `${name} failed outside its own error handling`);
    } finally {
      clearInterval(heartbeat);
    }
  }

  /** Claims rows while this process has room; one claim loop at a time per process. */
  async function claimWhileRoom() {
    while (!closed && running.size < concurrency) {
      const claimed = await queue.claim(owner, leaseMs, maxAttempts);
      if (!claimed) return;
      if (claimed.exhausted) {
        await options.onExhausted(claimed.row);
        continue;
      }
      const task = runHeld(claimed.row).finally(() => {
        running.delete(task);
        wake();
      });
      running.add(task);
    }
  }

  function wake() {
    if (closed) return;
    if (claiming) {
      again = true; // a row was queued while claiming: look once more afterwards
      return;
    }
    again = false;
    claiming = claimWhileRoom()
      .catch((err: unknown) => log.error({ err }, `could not claim ${name}s`))
      .finally(() => {
        claiming = null;
        if (again) wake();
      });
  }

  return {
    owner,
    /** Starts polling: picks up queued rows and rows whose process died. */
    start() {
      if (poller || closed) return;
      poller = setInterval(wake, pollMs);
      poller.unref();
      if (!options.soleProcess) return wake();
      queue
        .expireAll()
        .catch((err: unknown) => log.error({ err }, `could not take over the ${name}s of a stopped process`))
        .finally(wake);
    },
    /** A row was queued: claim it now rather than at the next poll. */
    wake,
    /** Settles once no claim or run of this process is under way (for tests). */
    async idle() {
      while (claiming || running.size > 0) {
        await claiming;
        await Promise.allSettled([...running]);
      }
    },
    /**
     * On shutdown: claims nothing more; running work gets `graceMs` to finish, then is handed
     * back to the queue so another process starts it at once.
     */
    async close(graceMs = leaseMs) {
      closed = true;
      if (poller) clearInterval(poller);
      await claiming;
      const tasks = [...running];
      let timer: NodeJS.Timeout | undefined;
      const finished = await Promise.race([
        Promise.allSettled(tasks).then(() => true),
        new Promise<false>((resolve) => {
          timer = setTimeout(() => resolve(false), graceMs);
        }),
      ]);
      clearTimeout(timer);
      if (finished) return;
      log.warn({ running: tasks.length }, `${name}s still running at shutdown are handed back`);
      await queue.releaseAll(owner);
    },
  };
}
