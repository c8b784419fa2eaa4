import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { ObjectStorage } from './object-storage';
import { claimSweep, deleteUnreferenced, extendSweep, nextFileIds, releaseSweep } from './storage-sweep.repo';

export interface SweepOptions {
  /** An unused file younger than this is kept: its upload may still be on its way to a row. */
  graceMs: number;
  /** At most one sweep per period across all processes (default an hour). */
  everyMs?: number;
  /** How long a sweeping process may go without a heartbeat before another takes over. */
  leaseMs?: number;
  /** Files looked at per step (one short transaction each). */
  batch?: number;
}

export interface SweepResult {
  files: number;
  bytes: number;
}

const HOUR_MS = 60 * 60_000;
/** The first look comes a while after start, so a deploy's start is not also a sweep. */
const FIRST_LOOK_MS = 5 * 60_000;

/**
 * Deletes stored files that no row names (file-references.repo.ts) once they are older than the
 * grace period, and upload previews after a day. Every process looks now and then; a lease in
 * the database lets one of them sweep per period (like the generation jobs' leases), and the
 * sweep walks stored_files in small steps, each its own transaction, with a heartbeat between.
 */
export function createStorageSweeper(deps: {
  db: Db;
  storage: ObjectStorage;
  log?: FastifyBaseLogger;
  options: SweepOptions;
}) {
  const { db, storage, log } = deps;
  const { graceMs, everyMs = HOUR_MS, leaseMs = 5 * 60_000, batch = 200 } = deps.options;
  const owner = randomUUID();
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<SweepResult | null> | null = null;
  let closed = false;

  const removeBytes = async (keys: string[]) => {
    for (const key of keys) await storage.delete(key);
  };

  async function sweep(): Promise<SweepResult | null> {
    if (!(await claimSweep(db, owner, leaseMs, everyMs))) return null;
    const result: SweepResult = { files: 0, bytes: 0 };
    let done = false;
    try {
      let after = 0;
      while (!closed) {
        const ids = await nextFileIds(db, after, batch);
        if (ids.length === 0) {
          done = true;
          break;
        }
        after = ids[ids.length - 1] ?? after;
        const gone = await deleteUnreferenced(db, ids, graceMs, removeBytes);
        result.files += gone.length;
        for (const file of gone) result.bytes += file.bytes;
        // Another process took over (this one stalled past its lease): it sweeps from here.
        if (!(await extendSweep(db, owner, leaseMs))) return result;
      }
    } finally {
      await releaseSweep(db, owner, done).catch((err: unknown) =>
        log?.warn({ err }, 'storage sweep lease not released; it runs out by itself'),
      );
    }
    if (result.files > 0) log?.info(result, 'storage sweep removed unused files');
    return result;
  }

  /** One sweep at a time per process. */
  function sweepIfDue(): Promise<SweepResult | null> {
    running ??= sweep().finally(() => {
      running = null;
    });
    return running;
  }

  return {
    owner,
    /** Sweeps now if no process is sweeping and the last sweep is a period old; null otherwise. */
    sweepIfDue,
    start(): void {
      if (timer || closed) return;
      const look = () => {
        sweepIfDue().catch((err: unknown) => log?.warn({ err }, 'storage sweep failed'));
      };
      // Looking more often than the period costs one UPDATE; it keeps sweeps close to on time.
      timer = setTimeout(function next() {
        look();
        timer = setTimeout(next, Math.min(everyMs, 10 * 60_000));
        timer.unref();
      }, FIRST_LOOK_MS);
      timer.unref();
    },
    /** Stops looking and lets a sweep under way end after its current step. */
    async close(): Promise<void> {
      closed = true;
      if (timer) clearTimeout(timer);
      await running?.catch(() => undefined);
    },
  };
}

export type StorageSweeper = ReturnType<typeof createStorageSweeper>;
