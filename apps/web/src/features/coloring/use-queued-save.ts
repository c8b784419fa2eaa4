import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useAuth } from '../../lib/auth-store';
import { isOnline, onReconnect } from '../../lib/connectivity';
import { notifySuccess } from '../../lib/notifications';
import { useProfile } from '../../lib/profile-store';
import type { SavedColoring } from './coloring-api';
import { SAVED_MESSAGE_ID } from './coloring-rules';
import { flushSaveQueue, isQueued, onQueueEvent } from './save-queue';

/** While saves wait, the queue is tried again this often too (an 'online' event can come early). */
const RETRY_MS = 30_000;

/**
 * App-wide (mounted once by the root layout): sends the signed-in user's queued saves when the
 * app starts online, when the connection returns and every RETRY_MS, and says so when one lands,
 * whichever screen is open.
 */
export function useSaveQueueRunner(): void {
  const userId = useAuth((state) => (state.token ? (state.user?.id ?? null) : null));
  // Saves are sent as the profile that made them: a switch may free some (save-queue.ts).
  const profileId = useProfile((state) => state.active?.id ?? null);
  // A language switch must not restart the runner: the message is looked up when a save lands.
  const intl = useIntl();
  const intlRef = useRef(intl);
  intlRef.current = intl;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a profile switch runs the queue again.
  useEffect(() => {
    if (userId === null) return;
    const run = () => {
      if (isOnline()) void flushSaveQueue(userId);
    };
    run();
    const timer = setInterval(run, RETRY_MS);
    const stopReconnect = onReconnect(run);
    const stopEvents = onQueueEvent((event) => {
      if (event.kind === 'saved') notifySuccess(intlRef.current.formatMessage({ id: SAVED_MESSAGE_ID }));
    });
    return () => {
      clearInterval(timer);
      stopReconnect();
      stopEvents();
    };
  }, [userId, profileId]);
}

/**
 * The colouring screen's view of its page in the queue: whether a save waits for the connection,
 * and `onLanded` when it was sent (with the newest change it held).
 */
export function useQueuedSave(key: string, onLanded: (saved: SavedColoring, upTo: number) => void): boolean {
  const [queued, setQueued] = useState(false);
  const landedRef = useRef(onLanded);
  landedRef.current = onLanded;
  useEffect(() => {
    let active = true;
    void isQueued(key).then((waiting) => active && setQueued(waiting));
    const stop = onQueueEvent((event) => {
      if (event.key !== key) return;
      setQueued(event.kind === 'queued');
      if (event.kind === 'saved') landedRef.current(event.saved, event.upTo);
    });
    return () => {
      active = false;
      stop();
    };
  }, [key]);
  return queued;
}
