import { type EngineChange, initialEditorState, type Tool } from '@colorbook/canvas';
import type { Page, User } from '@colorbook/contract';
import { Image } from 'lucide-react';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { Button } from '../../components/button';
import { ShareDialog } from '../../components/share-dialog';
import { useAppBarSlot } from '../../lib/app-bar-slot';
import { setScaledCanvas } from '../../lib/canvas-mode';
import { cn } from '../../lib/cn';
import { askConfirmation } from '../../lib/confirmation';
import { creditsLoaded, getCredits } from '../../lib/credits';
import { notifyDanger } from '../../lib/notifications';
import { isNative } from '../../lib/platform';
import { useProfile } from '../../lib/profile-store';
import { DESKTOP_QUERY, RAIL_QUERY, useMediaQuery } from '../../lib/use-media-query';
import { ColoringCanvas } from './coloring-canvas';
import { ColoringHeader } from './coloring-header';
import { mayColor } from './coloring-rules';
import { screenReducer, statusMessageId } from './coloring-screen-state';
import { ColoringToolbar } from './coloring-toolbar';
import { useConfetti } from './confetti-overlay';
import { KidColoringToolbar } from './kid-coloring-toolbar';
import { KID_START_COLOR } from './kid-palette';
import { MagicActions } from './magic-actions';
import { NumberBar } from './number-bar';
import { PainterOptions } from './painter-options';
import { ReplayPlayer } from './replay-player';
import { replayOpsOf } from './replay-recording';
import { useCanvasGestures } from './use-canvas-gestures';
import { useColorByNumber } from './use-color-by-number';
import { useColoringActions } from './use-coloring-actions';
import { useColoringEngine } from './use-coloring-engine';
import { useColoringShare } from './use-coloring-share';
import { useColoringShortcuts } from './use-coloring-shortcuts';
import { useFirstPaintHandover } from './use-first-paint-handover';
import { useKeyboardFill } from './use-keyboard-fill';
import { useNumberOverlay } from './use-number-overlay';
import { usePainterOptions } from './use-painter-options';
import { useReplayOpen } from './use-replay-open';
import { useWorkspaceSize } from './use-workspace-size';
import { ZoomControls } from './zoom-controls';

/** The adult dock's height, which the workspace keeps free on phones (use-workspace-size). */
const KID_DOCK_ALLOWANCE_PX = 72;

export function ColoringScreen({ page: openedPage, user }: { page: Page; user: User }) {
  const navigate = useNavigate();
  const intl = useIntl();
  // Kid mode (issue 24): big simple tools, fill and a bright colour first, nothing to share or export.
  const kid = useProfile((profile) => profile.active !== null);
  const [state, dispatch] = useReducer(screenReducer, kid, (kidMode) =>
    kidMode
      ? { ...initialEditorState(), tool: 'fill' as const, color: KID_START_COLOR }
      : initialEditorState(),
  );
  const [kidDockPx, setKidDockPx] = useState(0);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const viewportRef = useRef<HTMLDivElement>(null);
  const workspaceRef = useRef<HTMLDivElement>(null);
  const overlayRef = useRef<HTMLCanvasElement>(null);

  const handleChange = useCallback((change: EngineChange) => {
    if (change.kind === 'pick' && change.color) dispatch({ type: 'setColor', color: change.color });
    else if (change.kind !== 'restore' && change.kind !== 'clear') dispatch({ type: 'changed' });
  }, []);

  // `drafts`: what saving needs to know of the draft (markSaved, changedAt, takeDraft).
  const { engine, lineArt, failed, history, draftState, ...drafts } = useColoringEngine({
    page: openedPage,
    userId: user.id,
    canvasRef,
    onChange: handleChange,
  });

  useEffect(() => engine?.setTool(state.tool), [engine, state.tool]);
  useEffect(() => engine?.setColor(state.color), [engine, state.color]);
  useEffect(() => engine?.setBrushSize(state.brushSize), [engine, state.brushSize]);
  const painter = usePainterOptions(engine);

  // Scaled canvas mode hides the sidebar (spec §2); leaving the screen brings it back.
  useEffect(() => setScaledCanvas(state.scale), [state.scale]);
  useEffect(() => () => setScaledCanvas(false), []);

  // Colour by number's bar sits above the page (known only further down: saving needs the size).
  const [barShown, setBarShown] = useState(false);
  const [barPx, setBarPx] = useState(0);
  const rail = useMediaQuery(RAIL_QUERY);
  // Phones: the kid dock is taller than the adult one the workspace already leaves room for.
  const kidDockExtra = kid && !rail ? Math.max(0, Math.ceil(kidDockPx) - KID_DOCK_ALLOWANCE_PX) : 0;
  const size = useWorkspaceSize(workspaceRef, state.scale, (barShown ? barPx : 0) + kidDockExtra);
  useEffect(() => dispatch({ type: 'fitZoom', containerWidth: size.width }), [size.width]);

  const {
    page,
    pageRef,
    saving,
    queued,
    save,
    saveIfDue,
    download,
    share: sharePicture,
    print,
  } = useColoringActions({
    openedPage,
    user,
    engine,
    lineArt,
    containerWidth: size.width,
    dispatch,
    ...drafts,
  });
  const sharing = useColoringShare({ pageRef, pageId: openedPage.id, isSaved: state.isSaved, save });

  /** Spec §5: a page neither coloured nor owned needs a public-page credit before any paint. */
  const mayPaint = useCallback(() => {
    if (mayColor(pageRef.current, { publicPage: getCredits().publicPage, loaded: creditsLoaded() }))
      return true;
    // The contract's NO_CREDITS_MESSAGE, which the server sends under this key too.
    notifyDanger(intl.formatMessage({ id: 'server.no_credits' }), { keepOnNavigation: true });
    navigate('/checkout');
    return false;
  }, [navigate, pageRef, intl]);

  const numbers = useColorByNumber({
    engine,
    pageId: openedPage.id,
    // An older server does not say (undefined): the key route answers then.
    offered: page.has_color_key !== false,
    onColor: useCallback((color: string) => dispatch({ type: 'setColor', color }), []),
    mayPaint,
    onPainted: useCallback(() => saveIfDue(true), [saveIfDue]),
  });
  // Kid mode has the key's colours in its own toolbar: no number bar above the page.
  useEffect(() => setBarShown(numbers.active && !kid), [numbers.active, kid]);
  // Spec §4's confetti: while exporting, and when colour by number completes the page.
  const confetti = useConfetti(state.isExporting || numbers.celebrating);

  const handleGestureEnd = useCallback(
    (changed: boolean) => {
      dispatch({ type: changed ? 'drawEnd' : 'drawCancel' });
      saveIfDue(changed);
    },
    [saveIfDue],
  );

  const gestures = useCanvasGestures({
    viewportRef,
    engine,
    size,
    tool: state.tool,
    mayPaint,
    numberTaps: numbers.active,
    onDrawStart: () => dispatch({ type: 'drawStart' }),
    onGestureEnd: handleGestureEnd,
  });
  const keyboardCursor = useKeyboardFill({ viewportRef, engine, mayPaint, onGestureEnd: handleGestureEnd });
  useEffect(() => {
    if (!state.isExporting) dispatch({ type: 'setZoom', zoom: gestures.view.scale });
  }, [gestures.view.scale, state.isExporting]);
  useNumberOverlay({
    engine,
    canvasRef: overlayRef,
    view: gestures.view,
    size,
    swatch: numbers.swatch,
    symmetry: painter.symmetry,
    keyState: numbers.keyState,
  });

  const handleClear = () => {
    if (!engine) return;
    void askConfirmation(intl.formatMessage({ id: 'coloring.clearQuestion' }), () => {
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

  useColoringShortcuts(engine, dispatch);
  const [replaying, setReplaying] = useReplayOpen(engine !== null);
  // Last of the hooks that listen: the strokes made on the first paint replay through them.
  useFirstPaintHandover(engine !== null || failed, viewportRef);

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
  const sidebar = useMediaQuery(DESKTOP_QUERY);
  const barSlot = useAppBarSlot();
  const inBar = rail && barSlot !== null;
  const statusId = statusMessageId(state, saving, page.is_colored, draftState, queued);
  const header = (
    <ColoringHeader
      title={page.title}
      status={statusId ? intl.formatMessage({ id: statusId }) : ''}
      scaled={state.scale}
      ready={engine !== null}
      saving={saving}
      onToggleScale={() => dispatch({ type: 'toggleScale' })}
      onClear={handleClear}
      onDownload={() => void download()}
      onPrint={() => void print()}
      onSave={() => void save('button')}
      onShare={sharing.openShare}
      onReplay={() => setReplaying(true)}
      kid={kid}
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
        {kid ? (
          <KidColoringToolbar
            state={state}
            history={history}
            disabled={!engine}
            onTool={handleTool}
            onColor={(color) => dispatch({ type: 'setColor', color })}
            onBrushSize={(brushSize) => dispatch({ type: 'setBrushSize', size: brushSize })}
            onUndo={() => engine?.undo()}
            numbers={page.has_color_key === true ? numbers : undefined}
            onHeight={setKidDockPx}
          />
        ) : (
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
            numbers={{ on: numbers.on, onToggle: numbers.toggle }}
            brushOptions={<PainterOptions painter={painter} tool={state.tool} onTool={handleTool} />}
            paletteOptions={
              // In colour by number the number bar has them.
              numbers.active ? undefined : (
                <MagicActions
                  busy={numbers.magicBusy}
                  disabled={!engine}
                  onMagic={numbers.magic}
                  onHint={numbers.hint}
                />
              )
            }
          />
        )}
        <div ref={workspaceRef} className="min-w-0 flex-1">
          {numbers.active && !kid && <NumberBar mode={numbers} onHeight={setBarPx} />}
          <ColoringCanvas
            viewportRef={viewportRef}
            canvasRef={canvasRef}
            overlayRef={overlayRef}
            size={size}
            view={view}
            cursor={cursor}
            scaled={state.scale}
            title={page.title}
            illustration={openedPage.illustration}
            ready={engine !== null}
            failed={failed}
            confetti={confetti}
            keyboardCursor={keyboardCursor}
          >
            {!rail && zoomControls}
          </ColoringCanvas>
        </div>
      </div>
      {replaying && !kid && (
        <ReplayPlayer
          title={page.title}
          pageId={openedPage.id}
          illustration={openedPage.illustration}
          loadOps={async () => replayOpsOf(engine)}
          onClose={() => setReplaying(false)}
        />
      )}
      {sharing.open && !kid && (
        <ShareDialog
          title={page.title}
          preview={page.colored?.preview}
          painterName={user.name}
          resolveColoringId={sharing.resolveColoringId}
          onClose={sharing.closeShare}
          extra={
            // The native shells can also send the picture itself (a paid-plan download, spec §5).
            isNative() ? (
              <Button variant="secondary" onClick={() => void sharePicture()}>
                <Image className="size-5" aria-hidden="true" />
                {intl.formatMessage({ id: 'coloring.sendPicture' })}
              </Button>
            ) : undefined
          }
        />
      )}
    </div>
  );
}
