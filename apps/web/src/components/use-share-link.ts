import type { Share, ShareBody } from '@colorbook/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { failureMessage } from '../lib/api-errors';
import { createShare, revokeShare, updateShare } from '../lib/shares-api';

export type ShareLinkState =
  | { status: 'loading' }
  | { status: 'ready'; share: Share; saving: boolean; error: string | null }
  | { status: 'failed'; message: string }
  | { status: 'stopped' };

/**
 * The share dialog's link: made (or found) as soon as the dialog opens, its options changed at
 * once on screen and put back if the server refuses, and revoked. `resolveColoringId` names the
 * colouring, saving it first where the screen must (null: nothing saved to share).
 */
export function useShareLink(resolveColoringId: () => Promise<number | null>, enabled = true) {
  const { formatMessage } = useIntl();
  // Read through a ref: `start` stays the same function when the language changes.
  const format = useRef(formatMessage);
  format.current = formatMessage;
  const [state, setState] = useState<ShareLinkState>({ status: 'loading' });
  const coloringId = useRef<number | null>(null);
  const resolve = useRef(resolveColoringId);
  resolve.current = resolveColoringId;

  const start = useCallback(async () => {
    setState({ status: 'loading' });
    try {
      coloringId.current ??= await resolve.current();
    } catch {
      coloringId.current = null;
    }
    const id = coloringId.current;
    if (id === null) {
      setState({ status: 'failed', message: format.current({ id: 'share.saveFirst' }) });
      return;
    }
    const result = await createShare(id);
    setState(
      result.ok
        ? { status: 'ready', share: result.data, saving: false, error: null }
        : { status: 'failed', message: failureMessage(result.error) },
    );
  }, []);

  // Not before `enabled`: a child's colouring is shared only once the grown-up said yes (issue 35).
  useEffect(() => {
    if (enabled) void start();
  }, [start, enabled]);

  const change = async (changes: ShareBody) => {
    const id = coloringId.current;
    // One change at a time; a switch stays focusable meanwhile (disabling it would drop focus).
    if (state.status !== 'ready' || state.saving || id === null) return;
    const before = state.share;
    const shown = {
      ...before,
      ...(changes.showName !== undefined ? { show_name: changes.showName } : {}),
      ...(changes.public !== undefined ? { public: changes.public } : {}),
    };
    setState({ status: 'ready', share: shown, saving: true, error: null });
    const result = await updateShare(id, changes);
    setState(
      result.ok
        ? { status: 'ready', share: result.data, saving: false, error: null }
        : { status: 'ready', share: before, saving: false, error: failureMessage(result.error) },
    );
  };

  /** True when the link is gone. */
  const stop = async (): Promise<boolean> => {
    const id = coloringId.current;
    if (state.status !== 'ready' || id === null) return false;
    setState({ ...state, saving: true, error: null });
    if (await revokeShare(id)) {
      setState({ status: 'stopped' });
      return true;
    }
    setState({ ...state, saving: false, error: formatMessage({ id: 'share.stopFailed' }) });
    return false;
  };

  return { state, retry: start, change, stop };
}
