import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { LineArtCheckRecord, PageDifficulty, PageStyle } from '@colorbook/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { isAppError } from '../../errors';
import type { CreditsService } from '../credits/credits.service';
import type { StorageService } from '../storage/storage.service';
import type { ColorKeyService } from './color-key.service';
import { claimJob, extendLease, type JobRow, releaseJobsOf, updateHeldJob } from './jobs.repo';
import { LineArtRefused } from './line-art-gate';
import type { PageImageMaker } from './page-image-maker';
import { removePageImages, storePageImages } from './page-image-storage';
import { insertPage } from './pages.repo';
import { titleFromPrompt } from './present-page';

/** At most this many pages are drawn at once per process; the rest wait as `queued`. */
const CONCURRENCY = 2;
/** A job is claimed at most this often: a second process death in a row fails and refunds it. */
export const MAX_ATTEMPTS = 2;
export const GENERATION_FAILED_MESSAGE =
  'We could not draw this page. Your credit has been refunded; please try again.';

class LostLease extends Error {}

export interface RunnerOptions {
  /** How long a claim holds without a heartbeat; the heartbeat runs three times per lease. */
  leaseMs: number;
  /** How often an idle process looks for queued jobs and jobs whose process died. */
  pollMs?: number;
  /** Names this process in `lease_owner` (default host, pid and a random part). */
  owner?: string;
}

/**
 * Runs generation jobs from the database queue (docs/decisions/0006). Any process may claim
 * a job: the claim is one `FOR UPDATE SKIP LOCKED` update that sets a lease, a heartbeat
 * extends it while the work runs, and every later write is conditional on still holding it.
 * So a job runs in exactly one process at a time; a process that dies leaves a lease that
 * runs out, and another process takes the job over (once; then it is failed and refunded).
 * A failure of any kind refunds the credit the job spent, once (the refund's ledger reference
 * is unique, and only the lease holder may fail the job).
 */
export function createGenerationRunner(deps: {
  db: Db;
  images: PageImageMaker;
  /** Without it (a test of the queue alone) pages get their colour key on first request. */
  colorKeys?: Pick<ColorKeyService, 'forDrawing' | 'store'>;
  storage: StorageService;
  credits: CreditsService;
  log: FastifyBaseLogger;
  options: RunnerOptions;
}) {
  const { db, images, colorKeys, storage, credits, log } = deps;
  const { leaseMs, pollMs = 2_000 } = deps.options;
  const owner = deps.options.owner ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const running = new Set<Promise<void>>();
  let claiming: Promise<void> | null = null;
  let again = false;
  let poller: NodeJS.Timeout | null = null;
  let closed = false;

  /** Fails the job and refunds its credit, if this process still holds it. */
  async function fail(job: JobRow, message: string, lineArtCheck?: LineArtCheckRecord) {
    await db.transaction(async (tx) => {
      const failed = { status: 'failed', error: message, lineArtCheck } as const;
      if (!(await updateHeldJob(tx, job.id, owner, failed))) return;
      if (job.ledgerReference) await credits.refund(tx, job.userId, job.ledgerReference);
    });
  }

  async function run(job: JobRow) {
    const abort = new AbortController();
    const heartbeat = setInterval(() => {
      extendLease(db, job.id, owner, leaseMs)
        .then((held) => {
          if (!held) abort.abort(new LostLease());
        })
        // A missed beat is not yet a lost lease: the next one may get through.
        .catch((err: unknown) => log.warn({ err, jobId: job.id }, 'generation heartbeat failed'));
    }, leaseMs / 3);
    let lastWritten = 0;
    try {
      await updateHeldJob(db, job.id, owner, { progress: 5 });
      const made = await images.generate(
        {
          prompt: job.prompt,
          style: (job.style ?? 'cartoon') as PageStyle,
          difficulty: (job.difficulty ?? 'medium') as PageDifficulty,
          seed: job.seed,
        },
        {
          signal: abort.signal,
          onProgress: (percent) => {
            // Progress is for the eye: a write per 10 % is plenty and keeps the database calm.
            if (percent - lastWritten < 10) return;
            lastWritten = percent;
            const progress = Math.min(95, Math.round(percent));
            void updateHeldJob(db, job.id, owner, { progress }).catch(() => {});
          },
        },
      );
      if (abort.signal.aborted) throw new LostLease();
      // Offline pages bring a key from their drawings' own colours; others get the automatic one.
      const colorKey = made.colorKey ?? (await colorKeys?.forDrawing(made.illustration)) ?? null;
      const stored = await storePageImages(storage, job.userId, made);
      try {
        await db.transaction(async (tx) => {
          const page = await insertPage(tx, {
            userId: job.userId,
            prompt: job.prompt,
            title: titleFromPrompt(job.prompt),
            style: job.style,
            difficulty: job.difficulty,
            source: made.source,
            illustration: stored.illustration.url,
            preview: stored.preview.url,
            lineArtSvgUrl: stored.svg?.url ?? null,
          });
          await colorKeys?.store(tx, page.id, colorKey);
          const done = {
            status: 'succeeded',
            progress: 100,
            pageId: page.id,
            lineArtCheck: made.lineArtCheck ?? null,
          } as const;
          // Rolls the page back when another process has taken the job over meanwhile.
          if (!(await updateHeldJob(tx, job.id, owner, done))) throw new LostLease();
        });
      } catch (error) {
        await removePageImages(storage, stored);
        throw error;
      }
    } catch (error) {
      if (error instanceof LostLease || abort.signal.aborted) {
        log.warn({ jobId: job.id }, 'generation job was taken over by another process; this run is dropped');
        return;
      }
      const message = isAppError(error) ? error.message : GENERATION_FAILED_MESSAGE;
      if (!isAppError(error)) log.error({ err: error, jobId: job.id }, 'page generation failed');
      const lineArtCheck = error instanceof LineArtRefused ? error.record : undefined;
      await fail(job, message, lineArtCheck).catch((err: unknown) =>
        log.error({ err, jobId: job.id }, 'could not mark a failed generation job'),
      );
    } finally {
      clearInterval(heartbeat);
    }
  }

  /** Claims jobs while this process has room; one claim loop at a time per process. */
  async function claimWhileRoom() {
    while (!closed && running.size < CONCURRENCY) {
      const claimed = await claimJob(db, owner, leaseMs, MAX_ATTEMPTS);
      if (!claimed) return;
      if (claimed.exhausted) {
        log.warn({ jobId: claimed.job.id }, 'generation job outlived its processes; failed and refunded');
        await fail(claimed.job, GENERATION_FAILED_MESSAGE);
        continue;
      }
      const task = run(claimed.job).finally(() => {
        running.delete(task);
        wake();
      });
      running.add(task);
    }
  }

  function wake() {
    if (closed) return;
    if (claiming) {
      again = true; // a job was queued while claiming: look once more afterwards
      return;
    }
    again = false;
    claiming = claimWhileRoom()
      .catch((err: unknown) => log.error({ err }, 'could not claim generation jobs'))
      .finally(() => {
        claiming = null;
        if (again) wake();
      });
  }

  return {
    owner,
    /** Starts polling: picks up queued jobs and jobs whose process died. */
    start() {
      if (poller || closed) return;
      poller = setInterval(wake, pollMs);
      poller.unref();
      wake();
    },
    /** A job was queued: claim it now rather than at the next poll. */
    wake,
    /** Settles once no claim or run of this process is under way (for tests). */
    async idle() {
      while (claiming || running.size > 0) {
        await claiming;
        await Promise.allSettled([...running]);
      }
    },
    /**
     * On shutdown: claims nothing more; running jobs are given `graceMs` to finish, then are
     * handed back to the queue so another process starts them at once.
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
      log.warn({ jobs: tasks.length }, 'generation jobs still running at shutdown are handed back');
      await releaseJobsOf(db, owner);
    },
  };
}

export type GenerationRunner = ReturnType<typeof createGenerationRunner>;
