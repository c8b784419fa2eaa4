import { CANVAS_SIZE, type ColoringEngine, compositeLayers, downloadName } from '@colorbook/canvas';
import type { Page, User } from '@colorbook/contract';
import { type Dispatch, useCallback, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { refreshCredits } from '../../lib/credits';
import { draftKey } from '../../lib/device-drafts';
import { saveImageToDevice, shareImage } from '../../lib/native-files';
import { notifyDanger, notifySuccess } from '../../lib/notifications';
import { getPlatform, isNative } from '../../lib/platform';
import { useProfile } from '../../lib/profile-store';
import { replayTakerOf } from '../../lib/replay-taker';
import type { SavedColoring } from './coloring-api';
import { needsPublicPage, SAVED_MESSAGE_ID, shouldAutoSave } from './coloring-rules';
import type { ScreenAction } from './coloring-screen-state';
import type { Draft } from './draft';
import { blobToDataUrl, pixelsToPng } from './image-io';
import { inkLines } from './layers';
import { openPrintWindow, renderPrintView } from './print-view';
import { uploadReplay } from './replay-api';
import { replayLogOf } from './replay-recording';
import { saveOrQueue } from './save-queue';
import { useExportOverlay } from './use-export-overlay';
import { useQueuedSave } from './use-queued-save';
import { useRequirePaidPlan } from './use-require-paid-plan';

type Options = {
  openedPage: Page;
  user: User;
  engine: ColoringEngine | null;
  lineArt: ImageData | null;
  /** The viewport's width: an export returns to its fit zoom. */
  containerWidth: number;
  dispatch: Dispatch<ScreenAction>;
  /** From the engine hook: a save holding the changes up to `upTo` landed as `photo`. */
  markSaved: (photo: string, upTo: number) => void;
  /** From the engine hook: the stamp of the newest change on the canvas. */
  changedAt: () => number;
  /** From the engine hook: the canvas as a draft. */
  takeDraft: (engine: ColoringEngine) => Promise<Draft>;
};

/**
 * What the colouring screen does with the finished picture: save it (by the button, or by itself
 * after the first stroke on a page that spends a credit), download, share and print it. Also the
 * page as last saved, since only a save changes it.
 */
export function useColoringActions({
  openedPage,
  user,
  engine,
  lineArt,
  containerWidth,
  dispatch,
  markSaved,
  changedAt,
  takeDraft,
}: Options) {
  const navigate = useNavigate();
  const intl = useIntl();
  const [page, setPage] = useState(openedPage);
  // Callbacks read the page as it is now, not as it was when they were made.
  const pageRef = useRef(page);
  const [saving, setSaving] = useState(false);
  // A second save must not start while one runs, even before the state above re-renders.
  const savingRef = useRef(false);

  const withExportOverlay = useExportOverlay(dispatch, containerWidth);

  /** A save reached the server: now, or later from the offline queue (which tells the user itself). */
  const handleSaved = useCallback(
    (saved: SavedColoring, upTo: number) => {
      const spends = needsPublicPage(pageRef.current);
      pageRef.current = { ...pageRef.current, is_colored: true, colored: saved };
      setPage(pageRef.current);
      dispatch({ type: 'markSaved' });
      markSaved(saved.photo, upTo);
      if (spends) void refreshCredits();
    },
    [dispatch, markSaved],
  );
  const profileId = useProfile((state) => state.active?.id ?? null);
  const queued = useQueuedSave(draftKey(user.id, openedPage.id, profileId), handleSaved);

  /** True when the picture reached the server (not when it was only queued, or failed). */
  const save = useCallback(
    async (trigger: 'auto' | 'button'): Promise<boolean> => {
      if (!engine || savingRef.current) return false;
      savingRef.current = true;
      setSaving(true);
      try {
        // The stamp is read with the picture (toPngBlob composites before it yields).
        const upTo = changedAt();
        const log = replayLogOf(engine);
        // A together screen's log is the session's (decision 0045), sent its own way.
        const sendReplay = replayTakerOf(engine)?.();
        const outcome = await withExportOverlay(async () =>
          saveOrQueue(user.id, openedPage.id, { png: await engine.toPngBlob(), upTo }, () =>
            takeDraft(engine),
          ),
        );
        if (!outcome.ok) {
          if ('noCredits' in outcome && outcome.noCredits) navigate('/checkout');
          return false;
        }
        handleSaved(outcome.saved, upTo);
        if (trigger === 'button') notifySuccess(intl.formatMessage({ id: SAVED_MESSAGE_ID }));
        // The time-lapse of exactly this picture, in its own request (decision 0028), before the
        // next save may start (else that save's upsert could land first and make this log stale).
        if (sendReplay) await sendReplay(outcome.saved.photo).catch(console.error);
        else if (log) await uploadReplay(openedPage.id, outcome.saved.photo, log).catch(console.error);
        return true;
      } catch (error) {
        // Spec §8: a failed save stops silently; the busy state is reset below.
        console.error(error);
        return false;
      } finally {
        savingRef.current = false;
        setSaving(false);
      }
    },
    [engine, withExportOverlay, handleSaved, navigate, openedPage.id, user.id, changedAt, takeDraft, intl],
  );

  /** Spec §4 auto-save, after a gesture; `changed` when it recorded a stroke or fill. */
  const saveIfDue = useCallback(
    (changed: boolean) => {
      if (!engine) return;
      const due = shouldAutoSave({
        page: pageRef.current,
        changed,
        historyCount: engine.historyCount,
        saving: savingRef.current,
      });
      if (due) void save('auto');
    },
    [engine, save],
  );

  const requirePaidPlan = useRequirePaidPlan(user);

  const download = async () => {
    if (!engine || !requirePaidPlan()) return;
    const png = await withExportOverlay(() => engine.toPngBlob());
    const platform = getPlatform();
    if (isNative(platform)) {
      // Native shells (DESIGN §9): into Documents, 'Saved to files' / 'Saved to documents'.
      await saveImageToDevice(platform, png, downloadName(openedPage.id, new Date())).then(
        notifySuccess,
        (error: unknown) => console.error(error),
      );
      return;
    }
    const url = URL.createObjectURL(png);
    const link = document.createElement('a');
    link.href = url;
    link.download = downloadName(openedPage.id, new Date());
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  };

  const share = async () => {
    if (!engine || !requirePaidPlan()) return;
    const png = await withExportOverlay(() => engine.toPngBlob());
    await shareImage(png, downloadName(openedPage.id, new Date()), page.title).catch((error: unknown) => {
      // Closing the share sheet rejects too: nothing to tell.
      console.error(error);
    });
  };

  const print = async () => {
    if (!engine || !lineArt || !requirePaidPlan()) return;
    const text = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
    const win = openPrintWindow(text);
    if (!win) {
      notifyDanger(text('coloring.print.popupsBlocked'));
      return;
    }
    try {
      const image = await withExportOverlay(async () => {
        const layer = { data: engine.snapshot(), width: CANVAS_SIZE, height: CANVAS_SIZE };
        return blobToDataUrl(await pixelsToPng(compositeLayers(layer, inkLines(lineArt))));
      });
      renderPrintView(win, { title: openedPage.title, image, text });
    } catch (error) {
      console.error(error);
      win.close();
    }
  };

  return { page, pageRef, saving, queued, save, saveIfDue, download, share, print };
}

/** What the colouring screen does with its page: save, download, share and print it. */
export type ColoringActions = ReturnType<typeof useColoringActions>;
