import { ColoringEngine, type EngineChange } from '@colorbook/canvas';
import type { Page } from '@colorbook/contract';
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { createDebouncer, type Debouncer } from '../../lib/debounce';
import { draftKey } from '../../lib/device-drafts';
import { useProfile } from '../../lib/profile-store';
import { changeStamp, type Draft, startFrom } from './draft';
import { readDraft, writeDraft } from './draft-store';
import { loadImage, pixelsToPng, pngToPixels, rasterise } from './image-io';
import { colorLayerFromComposite } from './layers';
import { labelRegionsInWorker } from './region-labeller';
import { storedRegionMap } from './region-map-api';
import { recordingStart, replayLogOf, startRecording } from './replay-recording';

/** Drafts are written this long after the last change (and at once when the tab is hidden). */
const DRAFT_DEBOUNCE_MS = 400;

export type History = { canUndo: boolean; canRedo: boolean; count: number };
export type DraftState = 'idle' | 'pending' | 'saved';

type Options = {
  page: Page;
  userId: number;
  canvasRef: RefObject<HTMLCanvasElement | null>;
  onChange: (change: EngineChange) => void;
};

async function initialLayer(page: Page, key: string, lineArt: ImageData) {
  const coloredPhoto = page.colored?.photo ?? null;
  const draft = await readDraft(key);
  const from = startFrom(draft, coloredPhoto);
  if (from === 'draft' && draft) {
    return {
      pixels: await pngToPixels(draft.layer),
      history: draft.history,
      basePhoto: draft.basePhoto,
      fromDraft: true,
      changedAt: draft.updatedAt,
      recording: await recordingStart('draft', draft.log, undefined),
    };
  }
  if (from === 'colored' && coloredPhoto) {
    // The saved picture and its time-lapse log load side by side, not one after the other
    // (recordingStart never rejects: a log that fails to load only stops the recording).
    const [photo, recording] = await Promise.all([
      loadImage(coloredPhoto),
      recordingStart('colored', null, page.colored?.id),
    ]);
    const composite = rasterise(photo, true);
    return {
      pixels: colorLayerFromComposite(composite, lineArt),
      history: undefined,
      basePhoto: coloredPhoto,
      fromDraft: false,
      // The canvas holds the saved colouring as of now: an older draft left over is superseded.
      changedAt: Date.now(),
      recording,
    };
  }
  return {
    pixels: undefined,
    history: undefined,
    basePhoto: null,
    fromDraft: false,
    changedAt: Date.now(),
    recording: await recordingStart('blank', null, undefined),
  };
}

/**
 * The engine for one page: loads the line art (and the user's draft or saved colouring), binds
 * the engine to the colour canvas, reports history changes, and keeps a draft in IndexedDB after
 * every change until a save holds it.
 */
export function useColoringEngine({ page, userId, canvasRef, onChange }: Options) {
  const [engine, setEngine] = useState<ColoringEngine | null>(null);
  const [lineArt, setLineArt] = useState<ImageData | null>(null);
  const [failed, setFailed] = useState(false);
  const [history, setHistory] = useState<History>({ canUndo: false, canRedo: false, count: 1 });
  const [draftState, setDraftState] = useState<DraftState>('idle');
  const basePhotoRef = useRef<string | null>(null);
  /** The stamp of the newest change on the canvas (`changeStamp`): what a draft or an export holds. */
  const changedAtRef = useRef(0);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  // A loader revalidation hands over a new page object: only another page or picture reloads.
  const pageRef = useRef(page);
  pageRef.current = page;
  // Each child profile has its own draft and undo history of the page (issue 24).
  const profileId = useProfile((state) => state.active?.id ?? null);
  const key = draftKey(userId, page.id, profileId);

  /** The draft of the canvas as it is now (read at once: the history and stamp belong to this layer). */
  const takeDraft = useCallback(async (current: ColoringEngine): Promise<Draft> => {
    const history = current.savedHistory();
    const updatedAt = changedAtRef.current;
    const log = replayLogOf(current);
    const layer = await pixelsToPng(current.snapshot());
    return { layer, history, basePhoto: basePhotoRef.current, updatedAt, log };
  }, []);

  const saveDraft = useCallback(
    async (current: ColoringEngine) => {
      const ok = await writeDraft(key, await takeDraft(current));
      setDraftState(ok ? 'saved' : 'idle');
    },
    [key, takeDraft],
  );
  const debouncerRef = useRef<Debouncer<ColoringEngine> | null>(null);

  useEffect(() => {
    const debouncer = createDebouncer<ColoringEngine>((e) => void saveDraft(e), DRAFT_DEBOUNCE_MS);
    debouncerRef.current = debouncer;
    const flush = () => debouncer.flush();
    const handleVisibility = () => document.visibilityState === 'hidden' && flush();
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', handleVisibility);
    return () => {
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', handleVisibility);
      // Leaving the screen: write what is waiting rather than lose it.
      debouncer.flush();
    };
  }, [saveDraft]);

  useEffect(() => {
    let cancelled = false;
    let unsubscribe: (() => void) | undefined;
    setEngine(null);
    setFailed(false);
    (async () => {
      const opened = pageRef.current;
      // The stored map is asked for beside the line art (docs/decisions/0043); a page without
      // one is labelled from the line art in a worker, beside reading the draft. The engine
      // takes the map when it lands.
      const stored = storedRegionMap(opened.id);
      const art = rasterise(await loadImage(opened.illustration), true);
      const regions = stored.then((map) =>
        map && map.width === art.width && map.height === art.height ? map : labelRegionsInWorker(art),
      );
      regions.catch(() => undefined);
      const start = await initialLayer(opened, key, art);
      const canvas = canvasRef.current;
      if (cancelled || !canvas) return;
      basePhotoRef.current = start.basePhoto;
      changedAtRef.current = start.changedAt;
      const created = new ColoringEngine({
        colorCanvas: canvas,
        lineArt: art,
        initial: start.pixels,
        history: start.history,
        labelRegions: () => regions,
      });
      startRecording(created, start.recording);
      unsubscribe = created.onChange((change) => {
        setHistory({ canUndo: change.canUndo, canRedo: change.canRedo, count: change.count });
        if (change.kind !== 'pick') {
          changedAtRef.current = changeStamp(changedAtRef.current);
          setDraftState('pending');
          debouncerRef.current?.call(created);
        }
        onChangeRef.current(change);
      });
      setHistory({ canUndo: created.canUndo, canRedo: created.canRedo, count: created.historyCount });
      setLineArt(art);
      setDraftState(start.fromDraft ? 'saved' : 'idle');
      setEngine(created);
    })().catch((error: unknown) => {
      console.error(error);
      if (!cancelled) setFailed(true);
    });
    return () => {
      cancelled = true;
      unsubscribe?.();
    };
    // The key names the user and the page: only another page (or user) loads again.
  }, [key, canvasRef]);

  /**
   * A save holding every change up to `upTo` landed as `photo` (draft-store settles the stored
   * draft): work made since is kept as a draft growing from `photo`; else no draft is needed.
   */
  const markSaved = useCallback(
    (photo: string, upTo: number) => {
      basePhotoRef.current = photo;
      if (changedAtRef.current > upTo) {
        if (engine) debouncerRef.current?.call(engine);
        return;
      }
      debouncerRef.current?.cancel();
      setDraftState('idle');
    },
    [engine],
  );

  /** What an export holds: the canvas up to this stamp. */
  const changedAt = useCallback(() => changedAtRef.current, []);

  return { engine, lineArt, failed, history, draftState, markSaved, changedAt, takeDraft };
}
