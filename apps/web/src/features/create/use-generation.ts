import type { CreatePageBody, GenerationJob, JobNotice } from '@colorbook/contract';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { useIntl } from 'react-intl';
import { failureMessage } from '../../lib/api-errors';
import { refreshCredits } from '../../lib/credits';
import { fetchPage, readGeneration, startGeneration } from '../../lib/pages-api';
import { generationReducer, initialGeneration } from './generation-state';

const POLL_INTERVAL_MS = 700;
/** Network hiccups while following a job are tolerated this many times in a row. */
const MAX_POLL_MISSES = 5;
/** Messages the hook formats in the active language. */
type Words = { lostTrack: string; notShown: string; failed: string };

type Outcome =
  | { ok: true; pageId: number; notice: JobNotice | null }
  | { ok: false; message: string }
  | { ok: false; aborted: true };

function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((done) => {
    const timer = setTimeout(done, ms);
    const handleAbort = () => {
      clearTimeout(timer);
      done();
    };
    signal.addEventListener('abort', handleAbort, { once: true });
  });
}

/** Polls GET /pages/jobs/{id} until the job succeeds or fails. */
async function followJob(
  first: GenerationJob,
  signal: AbortSignal,
  onProgress: (job: GenerationJob) => void,
  words: Words,
): Promise<Outcome> {
  let job = first;
  let misses = 0;
  while (!signal.aborted) {
    if (job.status === 'succeeded') {
      return job.page_id === null
        ? { ok: false, message: words.notShown }
        : { ok: true, pageId: job.page_id, notice: job.notice };
    }
    if (job.status === 'failed') {
      return { ok: false, message: job.error || words.failed };
    }
    await wait(POLL_INTERVAL_MS, signal);
    if (signal.aborted) break;
    const result = await readGeneration(job.id, signal);
    if (result.ok) {
      job = result.data;
      misses = 0;
      onProgress(job);
    } else if (result.error.status === 404 || ++misses >= MAX_POLL_MISSES) {
      return { ok: false, message: words.lostTrack };
    }
  }
  return { ok: false, aborted: true };
}

/**
 * Creates a page with AI: POST /pages/create, then follows the job until the page is ready.
 * A job keeps running on the server if the user leaves; only the polling stops.
 */
export function useGeneration() {
  const intl = useIntl();
  const [state, dispatch] = useReducer(generationReducer, initialGeneration);
  const controllerRef = useRef<AbortController | null>(null);

  useEffect(() => () => controllerRef.current?.abort(), []);

  const start = useCallback(
    async (body: CreatePageBody) => {
      if (controllerRef.current && !controllerRef.current.signal.aborted) return;
      const controller = new AbortController();
      controllerRef.current = controller;
      const { signal } = controller;
      const finish = () => {
        if (controllerRef.current === controller) controllerRef.current = null;
      };
      const words: Words = {
        lostTrack: intl.formatMessage({ id: 'create.ai.lostTrack' }),
        notShown: intl.formatMessage({ id: 'create.ai.notShown' }),
        failed: intl.formatMessage({ id: 'create.ai.failed' }),
      };
      dispatch({ type: 'start' });

      const started = await startGeneration(body);
      if (signal.aborted) return;
      if (!started.ok) {
        finish();
        if (started.error.code === 'NO_CREDITS') {
          // The error catalogue (lib/api-errors) shows the message and goes to /checkout.
          dispatch({ type: 'reset' });
          void refreshCredits();
          return;
        }
        dispatch({ type: 'failed', message: failureMessage(started.error) });
        return;
      }
      // The credit is spent now: the side menu shows it at once.
      void refreshCredits();
      dispatch({ type: 'progress', job: started.data });

      const outcome = await followJob(
        started.data,
        signal,
        (job) => dispatch({ type: 'progress', job }),
        words,
      );
      if ('aborted' in outcome) return;
      finish();
      // A failed job refunded the credit.
      void refreshCredits();
      if (!outcome.ok) {
        dispatch({ type: 'failed', message: outcome.message });
        return;
      }
      const read = await fetchPage(outcome.pageId, signal);
      if (signal.aborted) return;
      dispatch(
        read.ok
          ? { type: 'done', page: read.data, notice: outcome.notice }
          : { type: 'failed', message: words.notShown },
      );
    },
    [intl],
  );

  const reset = useCallback(() => {
    controllerRef.current?.abort();
    controllerRef.current = null;
    dispatch({ type: 'reset' });
  }, []);

  return { state, start, reset };
}
