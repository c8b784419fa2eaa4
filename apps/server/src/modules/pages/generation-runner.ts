import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { isAppError } from '../../errors';
import type { CreditsService } from '../credits/credits.service';
import type { StorageService } from '../storage/storage.service';
import { findStaleJobs, type JobRow, updateJob } from './jobs.repo';
import { type GenerateInput, type PageImageMaker, removePageImages, storePageImages } from './page-images';
import { insertPage } from './pages.repo';
import { titleFromPrompt } from './present-page';

/** At most this many pages are drawn at once per process; the rest wait as `queued`. */
const CONCURRENCY = 2;
/** A job whose process died is failed (and refunded) when it has not moved for this long. */
export const STALE_JOB_MS = 10 * 60 * 1000;
export const GENERATION_FAILED_MESSAGE =
  'We could not draw this page. Your credit has been refunded; please try again.';

/**
 * Runs generation jobs in this process. The job's state lives in the database (any process
 * can answer its status); only the running work is here. A failure of any kind refunds the
 * credit the job spent, once (the refund's ledger reference is unique).
 */
export function createGenerationRunner(deps: {
  db: Db;
  images: PageImageMaker;
  storage: StorageService;
  credits: CreditsService;
  log: FastifyBaseLogger;
}) {
  const { db, images, storage, credits, log } = deps;
  const waiting: { job: JobRow; input: GenerateInput }[] = [];
  const running = new Set<Promise<void>>();

  async function fail(job: JobRow, message: string) {
    await db.transaction(async (tx) => {
      if (job.ledgerReference) await credits.refund(tx, job.userId, job.ledgerReference);
      await updateJob(tx, job.id, { status: 'failed', error: message });
    });
  }

  async function run(job: JobRow, input: GenerateInput) {
    let lastWritten = 0;
    try {
      await updateJob(db, job.id, { status: 'running', progress: 5 });
      const made = await images.generate(input, {
        onProgress: (percent) => {
          // Progress is for the eye: a write per 10 % is plenty and keeps the database calm.
          if (percent - lastWritten < 10) return;
          lastWritten = percent;
          void updateJob(db, job.id, { progress: Math.min(95, Math.round(percent)) }).catch(() => {});
        },
      });
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
          });
          await updateJob(tx, job.id, { status: 'succeeded', progress: 100, pageId: page.id });
        });
      } catch (error) {
        await removePageImages(storage, stored);
        throw error;
      }
    } catch (error) {
      const message = isAppError(error) ? error.message : GENERATION_FAILED_MESSAGE;
      if (!isAppError(error)) log.error({ err: error, jobId: job.id }, 'page generation failed');
      await fail(job, message).catch((err: unknown) =>
        log.error({ err, jobId: job.id }, 'could not mark a failed generation job'),
      );
    }
  }

  function pump() {
    while (running.size < CONCURRENCY && waiting.length > 0) {
      const next = waiting.shift();
      if (!next) break;
      const task = run(next.job, next.input).finally(() => {
        running.delete(task);
        pump();
      });
      running.add(task);
    }
  }

  return {
    enqueue(job: JobRow, input: GenerateInput) {
      waiting.push({ job, input });
      pump();
    },
    /** Fails and refunds jobs that a stopped process left behind. */
    async recoverStale(now = new Date()) {
      const stale = await findStaleJobs(db, new Date(now.getTime() - STALE_JOB_MS));
      // The refund's unique ledger reference keeps a second recovering process harmless.
      for (const job of stale) await fail(job, GENERATION_FAILED_MESSAGE);
      return stale.length;
    },
    /** On shutdown: queued jobs are failed and refunded, running ones are given time to finish. */
    async close() {
      for (const item of waiting.splice(0)) await fail(item.job, GENERATION_FAILED_MESSAGE).catch(() => {});
      await Promise.allSettled([...running]);
    },
  };
}

export type GenerationRunner = ReturnType<typeof createGenerationRunner>;
