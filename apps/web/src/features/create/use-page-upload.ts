import type { Page } from '@colorbook/contract';
import { useCallback, useRef, useState } from 'react';
import type { ApiFailure } from '../../lib/api';
import { failureMessage } from '../../lib/api-errors';
import { refreshCredits } from '../../lib/credits';
import { createPageFromUpload } from '../../lib/pages-api';
import { uploadImage } from '../../lib/upload';

export type UploadPhase =
  | { step: 'idle'; error: string | null }
  | { step: 'uploading' }
  | { step: 'converting' }
  | { step: 'done'; page: Page };

const IDLE: UploadPhase = { step: 'idle', error: null };

/**
 * Upload a page: POST /storage/upload (the server checks type, size and pixels and says why it
 * refuses), then POST /pages/upload, which turns the image into line art and spends a credit.
 */
export function usePageUpload() {
  const [phase, setPhase] = useState<UploadPhase>(IDLE);
  const running = useRef(false);

  const fail = useCallback((error: ApiFailure) => {
    if (error.code === 'NO_CREDITS') {
      // The error catalogue (lib/api-errors) shows the message and goes to /checkout.
      setPhase(IDLE);
      return;
    }
    setPhase({ step: 'idle', error: failureMessage(error) });
  }, []);

  const upload = useCallback(
    async (file: File, title: string) => {
      if (running.current) return;
      running.current = true;
      setPhase({ step: 'uploading' });
      const stored = await uploadImage(file, { silent: true });
      if (!stored.ok) {
        running.current = false;
        fail(stored.error);
        return;
      }
      setPhase({ step: 'converting' });
      const created = await createPageFromUpload({
        photo: stored.data.url,
        title: title.trim() || undefined,
      });
      running.current = false;
      void refreshCredits();
      if (!created.ok) {
        fail(created.error);
        return;
      }
      setPhase({ step: 'done', page: created.data });
    },
    [fail],
  );

  const reset = useCallback(() => setPhase(IDLE), []);
  const clearError = useCallback(() => setPhase((current) => (current.step === 'idle' ? IDLE : current)), []);

  return { phase, upload, reset, clearError };
}
