import {
  CANVAS_SIZE,
  compositeLayers,
  downloadName,
  type EditorAction,
  type EditorState,
  type EngineChange,
  editorReducer,
  initialEditorState,
  type Tool,
} from '@colorbook/canvas';
import { NO_CREDITS_MESSAGE, type Page, type User } from '@colorbook/contract';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useNavigate } from 'react-router';
import { Spinner } from '../../components/spinner';
import { useAppBarSlot } from '../../lib/app-bar-slot';
import { authStore } from '../../lib/auth-store';
import { setScaledCanvas } from '../../lib/canvas-mode';
import { cn } from '../../lib/cn';
import { askConfirmation } from '../../lib/confirmation';
import { creditsLoaded, getCredits, refreshCredits } from '../../lib/credits';
import { saveImageToDevice, shareImage } from '../../lib/native-files';
import { notifyDanger, notifySuccess } from '../../lib/notifications';
import { getPlatform, isNative } from '../../lib/platform';
import { DESKTOP_QUERY, RAIL_QUERY, useMediaQuery } from '../../lib/use-media-query';
import type { SavedColoring } from './coloring-api';
import { ColoringHeader } from './coloring-header';
import {
  hasPaidPlan,
  mayColor,
  needsPublicPage,
  PAID_PLAN_MESSAGE,
  SAVED_MESSAGE,
  shouldAutoSave,
} from './coloring-rules';
import { ColoringToolbar } from './coloring-toolbar';
import { ConfettiOverlay, useConfetti } from './confetti-overlay';
import { draftKey } from './draft';
import { blobToDataUrl, pixelsToPng } from './image-io';
import { inkLines } from './layers';
import { openPrintWindow, renderPrintView } from './print-view';
import { saveOrQueue } from './save-queue';
import { isTypingTarget, shortcutFor, stepBrushSize } from './shortcuts';
import { useCanvasGestures } from './use-canvas-gestures';
import { useColoringEngine } from './use-coloring-engine';
import { useQueuedSave } from './use-queued-save';
import { useWorkspaceSize } from './use-workspace-size';
import { ZoomControls } from './zoom-controls';

export const CLEAR_QUESTION = 'Are you sure to clear the page?';

/**
 * The editor state of spec §3, plus "the layer changed" (a fill, undo or redo leaves unsaved work
 * too) and "the stroke was cancelled" (a second finger made it a pinch: nothing was painted).
 */
type ScreenAction = EditorAction | { type: 'changed' } | { type: 'drawCancel' };
const screenReducer = (state: EditorState, action: ScreenAction): EditorState => {
  if (action.type === 'changed') return { ...state, isSaved: false };
  if (action.type === 'drawCancel') return { ...state, isDrawing: false };
  return editorReducer(state, action);
};

function statusText(
  state: EditorState,
  saving: boolean,
  colored: boolean,
  draft: string,
  queued: boolean,
): string {
  if (saving) return 'Saving…';
  // Offline (DESIGN §9): the save is queued and goes out by itself when the connection returns.
  if (queued) return 'Waiting for connection';
  if (state.isSaved && colored) return 'Saved';
  if (draft === 'saved') return 'Draft kept on this device';
  return state.isSaved ? '' : 'Not saved yet';
}

export function ColoringScreen({ page: openedPage, user }: { page: Page; user: User }) {
  const navigate = useNavigate();
  const [state, dispatch] = useReducer(screenReducer, undefined, initialEditorState);
  const [page, setPage] = useState(openedPage);
  const pageRef = useRef(page);
  const [saving, setSaving] = useState(false);
  const savingRef = useRef(false);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const viewportRef = useRef<HTMLDivElement>(null);
  const workspaceRef = useRef<HTMLDivElement>(null);
  const confetti = useConfetti(state.isExporting);

  const handleChange = useCallback((change: EngineChange) => {
    if (change.kind === 'pick' && change.color) dispatch({ type: 'setColor', color: change.color });
    else if (change.kind !== 'restore' && change.kind !== 'clear') dispatch({ type: 'changed' });
  }, []);

  const { engine, lineArt, failed, history, draftState, markSavedPhoto } = useColoringEngine({
    page: openedPage,
    userId: user.id,
    canvasRef,
    onChange: handleChange,
  });

  useEffect(() => engine?.setTool(state.tool), [engine, state.tool]);
  useEffect(() => engine?.setColor(state.color), [engine, state.color]);
  useEffect(() => engine?.setBrushSize(state.brushSize), [engine, state.brushSize]);

  // Scaled canvas mode hides the sidebar (spec §2); leaving the screen brings it back.
  useEffect(() => setScaledCanvas(state.scale), [state.scale]);
  useEffect(() => () => setScaledCanvas(false), []);

  const size = useWorkspaceSize(workspaceRef, state.scale);
  const sizeRef = useRef(size);
  sizeRef.current = size;
  useEffect(() => dispatch({ type: 'fitZoom', containerWidth: size.width }), [size.width]);

  /** Spec §5: a page neither coloured nor owned needs a public-page credit before any paint. */
  const mayPaint = useCallback(() => {
    if (mayColor(pageRef.current, { publicPage: getCredits().publicPage, loaded: creditsLoaded() }))
      return true;
    notifyDanger(NO_CREDITS_MESSAGE, { keepOnNavigation: true });
    navigate('/checkout');
    return false;
  }, [navigate]);

  /** Exports with the full zoom flag set (confetti shows), and back to the fit zoom after. */
  const exporting = useCallback(async <T,>(work: () => Promise<T>): Promise<T> => {
    dispatch({ type: 'fullZoom' });
    try {
      return await work();
    } finally {
      dispatch({ type: 'fitZoom', containerWidth: sizeRef.current.width });
    }
  }, []);

  /** A save reached the server: now, or later from the offline queue (which tells the user itself). */
  const landed = useCallback(
    (saved: SavedColoring) => {
      const spends = needsPublicPage(pageRef.current);
      pageRef.current = { ...pageRef.current, is_colored: true, colored: saved };
      setPage(pageRef.current);
      dispatch({ type: 'markSaved' });
      markSavedPhoto(saved.photo);
      if (spends) void refreshCredits();
    },
    [markSavedPhoto],
  );
  const queued = useQueuedSave(draftKey(user.id, openedPage.id), landed);

  const save = useCallback(
    async (trigger: 'auto' | 'button') => {
      if (!engine || savingRef.current) return;
      savingRef.current = true;
      setSaving(true);
      try {
        const outcome = await exporting(async () =>
          saveOrQueue(user.id, openedPage.id, await engine.toPngBlob(), async () => {
            // The history is taken with the layer it belongs to, before the encoding yields.
            const history = engine.savedHistory();
            const layer = await pixelsToPng(engine.snapshot());
            return { layer, history, basePhoto: pageRef.current.colored?.photo ?? null };
          }),
        );
        if (!outcome.ok) {
          if ('noCredits' in outcome && outcome.noCredits) navigate('/checkout');
          return;
        }
        landed(outcome.saved);
        if (trigger === 'button') notifySuccess(SAVED_MESSAGE);
      } catch (error) {
        // Spec §8: a failed save stops silently; the busy state is reset below.
        console.error(error);
      } finally {
        savingRef.current = false;
        setSaving(false);
      }
    },
    [engine, exporting, landed, navigate, openedPage.id, user.id],
  );

  const handleGestureEnd = useCallback(
    (changed: boolean) => {
      dispatch({ type: changed ? 'drawEnd' : 'drawCancel' });
      if (!engine) return;
      const auto = shouldAutoSave({
        page: pageRef.current,
        changed,
        historyCount: engine.historyCount,
        saving: savingRef.current,
      });
      if (auto) void save('auto');
    },
    [engine, save],
  );

  const gestures = useCanvasGestures({
    viewportRef,
    engine,
    size,
    tool: state.tool,
    mayPaint,
    onDrawStart: () => dispatch({ type: 'drawStart' }),
    onGestureEnd: handleGestureEnd,
  });
  useEffect(() => {
    if (!state.isExporting) dispatch({ type: 'setZoom', zoom: gestures.view.scale });
  }, [gestures.view.scale, state.isExporting]);

  /** Spec §5, §6: download and print need a paid plan. */
  const requirePaidPlan = useCallback(() => {
    if (hasPaidPlan(authStore.getState().user ?? user)) return true;
    notifyDanger(PAID_PLAN_MESSAGE, { keepOnNavigation: true });
    navigate('/checkout');
    return false;
  }, [navigate, user]);

  const handleDownload = async () => {
    if (!engine || !requirePaidPlan()) return;
    const png = await exporting(() => engine.toPngBlob());
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

  const handleShare = async () => {
    if (!engine || !requirePaidPlan()) return;
    const png = await exporting(() => engine.toPngBlob());
    await shareImage(png, downloadName(openedPage.id, new Date()), page.title).catch((error: unknown) => {
      // Closing the share sheet rejects too: nothing to tell.
      console.error(error);
    });
  };

  const handlePrint = async () => {
    if (!engine || !lineArt || !requirePaidPlan()) return;
    const win = openPrintWindow();
    if (!win) {
      notifyDanger('Allow pop-ups for this site to print the page.');
      return;
    }
    try {
      const image = await exporting(async () => {
        const layer = { data: engine.snapshot(), width: CANVAS_SIZE, height: CANVAS_SIZE };
        return blobToDataUrl(await pixelsToPng(compositeLayers(layer, inkLines(lineArt))));
      });
      renderPrintView(win, { title: openedPage.title, image });
    } catch (error) {
      console.error(error);
      win.close();
    }
  };

  const handleClear = () => {
    if (!engine) return;
    void askConfirmation(CLEAR_QUESTION, () => {
      engine.clear();
      dispatch({ type: 'clear' });
    });
  };

  const handleTool = useCallback((tool: Tool) => dispatch({ type: 'setTool', tool }), []);

  // On touch screens an open panel covers part of the page: a choice closes it.
  const closeOnTouch = (panel: 'togglePalette' | 'toggleBrush') => {
    if (window.matchMedia('(pointer: coarse)').matches) dispatch({ type: panel });
  };
  const handleColor = (color: string) => {
    dispatch({ type: 'setColor', color });
    if (state.palette) closeOnTouch('togglePalette');
  };
  const handleBrushSize = (brushSize: number) => {
    dispatch({ type: 'setBrushSize', size: brushSize });
    if (state.brush) closeOnTouch('toggleBrush');
  };

  // Keyboard shortcuts: undo/redo, tools, brush size (outside text fields).
  useEffect(() => {
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || isTypingTarget(event.target as HTMLElement | null)) return;
      const shortcut = shortcutFor(event);
      if (!shortcut || !engine) return;
      event.preventDefault();
      if (shortcut.type === 'undo') engine.undo();
      else if (shortcut.type === 'redo') engine.redo();
      else if (shortcut.type === 'tool') dispatch({ type: 'setTool', tool: shortcut.tool });
      else dispatch({ type: 'setBrushSize', size: stepBrushSize(engine.brushSize, shortcut.step) });
    };
    window.addEventListener('keydown', handleKeyDown);
    return () => window.removeEventListener('keydown', handleKeyDown);
  }, [engine]);

  const { view } = gestures;
  const cursor = gestures.panning
    ? 'grabbing'
    : gestures.spaceHeld
      ? 'grab'
      : state.tool === 'brush' || state.tool === 'eraser'
        ? 'crosshair'
        : 'pointer';

  // Desktops and phones held sideways: the title and actions go up into the app's top bar and
  // the zoom buttons into the tool rail, so the page gets the whole height below the bar and
  // nothing sits over it.
  const rail = useMediaQuery(RAIL_QUERY);
  const sidebar = useMediaQuery(DESKTOP_QUERY);
  const barSlot = useAppBarSlot();
  const inBar = rail && barSlot !== null;
  const header = (
    <ColoringHeader
      title={page.title}
      status={statusText(state, saving, page.is_colored, draftState, queued)}
      scaled={state.scale}
      ready={engine !== null}
      saving={saving}
      onToggleScale={() => dispatch({ type: 'toggleScale' })}
      onClear={handleClear}
      onDownload={() => void handleDownload()}
      onPrint={() => void handlePrint()}
      onSave={() => void save('button')}
      onShare={isNative() ? () => void handleShare() : undefined}
      inBar={inBar}
      wide={state.scale}
      compact={inBar && !sidebar}
    />
  );
  const zoomControls = (
    <ZoomControls
      view={view}
      size={size}
      inRail={rail}
      onZoomIn={gestures.zoomIn}
      onZoomOut={gestures.zoomOut}
      onFit={gestures.resetView}
    />
  );

  return (
    <div
      // The rail layout: the canvas reaches down to 16 px above the window's edge (use-workspace-size),
      // and up to 16 px below the top bar.
      className={cn('flex flex-col gap-3 rail:-mb-12', inBar && !state.scale && 'rail:-mt-4')}
      data-testid="coloring-screen"
      data-ready={engine ? 'true' : 'false'}
      data-draft={draftState}
    >
      {inBar && barSlot ? createPortal(header, barSlot) : header}
      <div className="flex gap-3 rail:items-start">
        <ColoringToolbar
          state={state}
          history={history}
          disabled={!engine}
          onTool={handleTool}
          onColor={handleColor}
          onCustomColor={(color) => dispatch({ type: 'setColor', color })}
          onBrushSize={handleBrushSize}
          onTogglePalette={() => dispatch({ type: 'togglePalette' })}
          onToggleBrush={() => dispatch({ type: 'toggleBrush' })}
          onClosePanels={() => {
            if (state.palette) dispatch({ type: 'togglePalette' });
            if (state.brush) dispatch({ type: 'toggleBrush' });
          }}
          onUndo={() => engine?.undo()}
          onRedo={() => engine?.redo()}
          footer={rail ? zoomControls : undefined}
          panelsOverSidebar={sidebar && !state.scale}
        />
        <div ref={workspaceRef} className="min-w-0 flex-1">
          <div
            ref={viewportRef}
            data-testid="canvas-viewport"
            className={cn(
              'relative mx-auto touch-none overflow-hidden bg-ink-100 select-none',
              state.scale ? 'rounded-xl' : 'rounded-card shadow-soft ring-1 ring-ink-200',
            )}
            style={{ width: size.width, height: size.height, cursor: engine ? cursor : 'progress' }}
          >
            <div
              className="absolute top-0 left-0 origin-top-left bg-white isolate"
              style={{
                width: CANVAS_SIZE,
                height: CANVAS_SIZE,
                transform: `translate(${view.x}px, ${view.y}px) scale(${view.scale})`,
              }}
            >
              <canvas
                ref={canvasRef}
                width={CANVAS_SIZE}
                height={CANVAS_SIZE}
                data-testid="color-layer"
                aria-label={`Colouring canvas for ${page.title}`}
                role="img"
                className="absolute inset-0 size-full"
              />
              {/* The lines above the colours: multiplied, so nothing painted can cover them. */}
              <img
                src={openedPage.illustration}
                alt=""
                draggable={false}
                className="pointer-events-none absolute inset-0 size-full mix-blend-multiply"
              />
            </div>
            {!engine && !failed && (
              <div className="absolute inset-0 grid place-items-center bg-white/70 text-brand-600">
                <Spinner className="size-10" label="Loading the page" />
              </div>
            )}
            {failed && (
              <div className="absolute inset-0 grid place-items-center bg-white/90 p-6 text-center font-bold text-ink-700">
                This page could not be loaded. Please try again.
              </div>
            )}
            {!rail && zoomControls}
            <ConfettiOverlay shown={confetti} />
          </div>
        </div>
      </div>
    </div>
  );
}
