import type { LineArtCheckRecord, PageDifficulty, PageStyle } from '@colorbook/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { isAppError } from '../../errors';
import { createLeasedRunner, LostLease } from '../../lib/leased-runner';
import type { CreditsService } from '../credits/credits.service';
import type { StorageService } from '../storage/storage.service';
import type { ColorKeyService } from './color-key.service';
import {
  claimJob,
  expireJobLeases,
  extendLease,
  type JobRow,
  releaseJobsOf,
  updateHeldJob,
} from './jobs.repo';
import { LineArtRefused } from './line-art-gate';
import type { PageImageMaker } from './page-image-maker';
import { removePageImages, storePageImages } from './page-image-storage';
import { insertPage } from './pages.repo';
import { titleFromPrompt } from './present-page';
import type { RegionMapService } from './region-maps.service';

/** At most this many pages are drawn at once per process; the rest wait as `queued`. */
const CONCURRENCY = 2;
/** A job is claimed at most this often: a second process death in a row fails and refunds it. */
export const MAX_ATTEMPTS = 2;
export const GENERATION_FAILED_MESSAGE =
  'We could not draw this page. Your credit has been refunded; please try again.';

export interface RunnerOptions {
  /** How long a claim holds without a heartbeat; the heartbeat runs three times per lease. */
  leaseMs: number;
  /** How often an idle process looks for queued jobs and jobs whose process died. */
  pollMs?: number;
  /** Names this process in `lease_owner` (default host, pid and a random part). */
  owner?: string;
  /** The database is this process's alone: jobs of a killed process are taken over at start. */
  soleProcess?: boolean;
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
  /** The page's region map, made and stored with it (docs/decisions/0043). */
  regionMaps?: Pick<RegionMapService, 'make' | 'store'>;
  storage: StorageService;
  credits: CreditsService;
  log: FastifyBaseLogger;
  options: RunnerOptions;
}) {
  const { db, images, colorKeys, regionMaps, storage, credits, log } = deps;
  // Assigned below; `fail` and `run` only run once the runner exists.
  let owner = '';

  /** Fails the job and refunds its credit, if this process still holds it. */
  async function fail(job: JobRow, message: string, lineArtCheck?: LineArtCheckRecord) {
    await db.transaction(async (tx) => {
      const failed = { status: 'failed', error: message, lineArtCheck } as const;
      if (!(await updateHeldJob(tx, job.id, owner, failed))) return;
      if (job.ledgerReference) await credits.refund(tx, job.userId, job.ledgerReference);
    });
  }

  async function run(job: JobRow, signal: AbortSignal) {
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
          signal,
          onProgress: (percent) => {
            // Progress is for the eye: a write per 10 % is plenty and keeps the database calm.
            if (percent - lastWritten < 10) return;
            lastWritten = percent;
            const progress = Math.min(95, Math.round(percent));
            void updateHeldJob(db, job.id, owner, { progress }).catch(() => {});
          },
        },
      );
      if (signal.aborted) throw new LostLease();
      // Offline pages bring a key from their drawings' own colours; others get the automatic one.
      const colorKey = made.colorKey ?? (await colorKeys?.forDrawing(made.illustration)) ?? null;
      const regionMap = (await regionMaps?.make(made.illustration)) ?? null;
      const stored = await storePageImages(storage, job.userId, made);
      try {
        await db.transaction(async (tx) => {
          const page = await insertPage(tx, {
            userId: job.userId,
            profileId: job.profileId,
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
          await regionMaps?.store(tx, page.id, regionMap);
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
      if (error instanceof LostLease || signal.aborted) {
        log.warn({ jobId: job.id }, 'generation job was taken over by another process; this run is dropped');
        return;
      }
      const message = isAppError(error) ? error.message : GENERATION_FAILED_MESSAGE;
      if (!isAppError(error)) log.error({ err: error, jobId: job.id }, 'page generation failed');
      const lineArtCheck = error instanceof LineArtRefused ? error.record : undefined;
      await fail(job, message, lineArtCheck).catch((err: unknown) =>
        log.error({ err, jobId: job.id }, 'could not mark a failed generation job'),
      );
    }
  }

  const runner = createLeasedRunner<JobRow>({
    name: 'generation job',
    queue: {
      claim: async (who, leaseMs, maxAttempts) => {
        const claimed = await claimJob(db, who, leaseMs, maxAttempts);
        return claimed ? { row: claimed.job, exhausted: claimed.exhausted } : null;
      },
      extend: (job, who, leaseMs) => extendLease(db, job.id, who, leaseMs),
      releaseAll: (who) => releaseJobsOf(db, who),
      expireAll: () => expireJobLeases(db),
    },
    run,
    onExhausted: async (job) => {
      log.warn({ jobId: job.id }, 'generation job outlived its processes; failed and refunded');
      await fail(job, GENERATION_FAILED_MESSAGE);
    },
    log,
    concurrency: CONCURRENCY,
    maxAttempts: MAX_ATTEMPTS,
    ...deps.options,
  });
  owner = runner.owner;
  return runner;
}

export type GenerationRunner = ReturnType<typeof createGenerationRunner>;
