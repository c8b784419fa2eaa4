import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { claimLease, extendLease, releaseLease } from './billing-leases.repo';
import type { ReconcileReport } from './stripe-reconcile';

const LEASE = 'stripe-reconcile';
const DAY_MS = 24 * 3600_000;
/** How long a run may go without a heartbeat before another process may take over. */
const RUN_LEASE_MS = 10 * 60_000;
/** How often each process asks whether a run is due. */
const TICK_MS = 15 * 60_000;

/**
 * Runs the Stripe reconcile once a day, in one process across all servers (docs/decisions/0021).
 * The lease `stripe-reconcile` is taken for ten minutes and renewed as the run goes; once the run
 * is done, it is held for a day, so no process runs it again before then. A run that fails lets
 * the lease go, and the next tick of any process tries again; a process that dies lets it expire.
 */
export function createReconcileRunner(deps: {
  db: Db;
  log: FastifyBaseLogger;
  /** One pass; null when there is nothing to reconcile with (no Stripe key). */
  run: (heartbeat: () => Promise<void>) => Promise<ReconcileReport | null>;
}) {
  const { db, log, run } = deps;
  const owner = randomUUID();
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<boolean> | null = null;

  async function runOnce(): Promise<boolean> {
    if (!(await claimLease(db, LEASE, owner, RUN_LEASE_MS))) return false;
    let done = false;
    try {
      const report = await run(async () => {
        if (!(await extendLease(db, LEASE, owner, RUN_LEASE_MS))) throw new Error('reconcile lease lost');
      });
      if (report) log.info(report, 'stripe reconcile finished');
      done = true;
    } catch (err) {
      log.error({ err }, 'stripe reconcile failed; it will be tried again');
    } finally {
      if (done) await extendLease(db, LEASE, owner, DAY_MS);
      else await releaseLease(db, LEASE, owner);
    }
    return done;
  }

  const runner = {
    /** Runs now if a run is due and no other process is running one; true when this one ran it. */
    runIfDue(): Promise<boolean> {
      running ??= runOnce()
        .catch((err: unknown) => {
          log.warn({ err }, 'stripe reconcile could not start');
          return false;
        })
        .finally(() => {
          running = null;
        });
      return running;
    },
    start(): void {
      timer ??= setInterval(() => void runner.runIfDue(), TICK_MS).unref();
    },
    /** Stops asking and waits for a run in progress (shutdown). */
    async close(): Promise<void> {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
  return runner;
}

export type ReconcileRunner = ReturnType<typeof createReconcileRunner>;
