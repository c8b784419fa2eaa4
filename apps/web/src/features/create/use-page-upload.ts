import type { Page } from '@colorbook/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiFailure } from '../../lib/api';
import { failureMessage } from '../../lib/api-errors';
import { refreshCredits } from '../../lib/credits';
import { createPageFromUpload, previewUploadedPage } from '../../lib/pages-api';
import { uploadImage } from '../../lib/upload';

export type UploadPhase =
  | { step: 'idle'; error: string | null }
  | { step: 'uploading' }
  | { step: 'previewing' }
  /** The line art is shown; confirming makes the page from `photo`. */
  | { step: 'ready'; photo: string; preview: string }
  | { step: 'converting'; photo: string; preview: string }
  | { step: 'done'; page: Page };

const IDLE: UploadPhase = { step: 'idle', error: null };

/**
 * Upload a page in two steps, so the user sees what a credit buys: POST /storage/upload (the
 * server checks type, size and pixels and says why it refuses) and POST /pages/upload/preview
 * (the line art, no credit spent; an image with nothing to colour is refused here), then, on
 * confirmation, POST /pages/upload, which makes the page and spends a credit.
 */
export function usePageUpload() {
  const [phase, setPhase] = useState<UploadPhase>(IDLE);
  // Each preview has a number: choosing another file makes an earlier answer stale.
  const attempt = useRef(0);
  const controller = useRef<AbortController | null>(null);
  const confirming = useRef(false);

  useEffect(() => () => controller.current?.abort(), []);

  const fail = useCallback((error: ApiFailure) => {
    if (error.code === 'NO_CREDITS') {
      // The error catalogue (lib/api-errors) shows the message and goes to /checkout.
      setPhase(IDLE);
      return;
    }
    setPhase({ step: 'idle', error: failureMessage(error) });
  }, []);

  const prepare = useCallback(
    async (file: File) => {
      controller.current?.abort();
      const abort = new AbortController();
      controller.current = abort;
      const mine = ++attempt.current;
      const current = () => mine === attempt.current;
      setPhase({ step: 'uploading' });
      const stored = await uploadImage(file, { silent: true });
      if (!current()) return;
      if (!stored.ok) {
        fail(stored.error);
        return;
      }
      setPhase({ step: 'previewing' });
      const seen = await previewUploadedPage({ photo: stored.data.url }, abort.signal);
      if (!current()) return;
      if (!seen.ok) {
        fail(seen.error);
        return;
      }
      setPhase({ step: 'ready', photo: stored.data.url, preview: seen.data.preview });
    },
    [fail],
  );

  const confirm = useCallback(
    async (title: string) => {
      if (phase.step !== 'ready' || confirming.current) return;
      confirming.current = true;
      const { photo, preview } = phase;
      const mine = attempt.current;
      setPhase({ step: 'converting', photo, preview });
      const created = await createPageFromUpload({ photo, title: title.trim() || undefined });
      confirming.current = false;
      void refreshCredits();
      if (mine !== attempt.current) return;
      if (!created.ok) {
        fail(created.error);
        return;
      }
      setPhase({ step: 'done', page: created.data });
    },
    [phase, fail],
  );

  const reset = useCallback(() => {
    attempt.current++;
    controller.current?.abort();
    setPhase(IDLE);
  }, []);
  const clearError = useCallback(() => setPhase((current) => (current.step === 'idle' ? IDLE : current)), []);

  return { phase, prepare, confirm, reset, clearError };
}
