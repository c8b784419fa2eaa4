import type { ColoringEngine } from '@colorbook/canvas';
import type { Page, User } from '@colorbook/contract';
import { type ReactNode, type RefObject, useRef } from 'react';
import { cn } from '../../lib/cn';
import { useProfile } from '../../lib/profile-store';
import { ColoringCanvas } from './coloring-canvas';
import { ColoringDialogs } from './coloring-dialogs';
import { ColoringScreenHeader } from './coloring-screen-header';
import { ColoringToolbars } from './coloring-toolbars';
import { NumberBar } from './number-bar';
import { useColoringActions } from './use-coloring-actions';
import { useColoringEngine } from './use-coloring-engine';
import { useColoringShare } from './use-coloring-share';
import { useColoringShortcuts } from './use-coloring-shortcuts';
import { useEngineSettings } from './use-engine-settings';
import { useFirstPaintHandover } from './use-first-paint-handover';
import { useMayPaint } from './use-may-paint';
import { usePainterOptions } from './use-painter-options';
import { useReplayOpen } from './use-replay-open';
import { useScreenEditor } from './use-screen-editor';
import { useScreenGestures } from './use-screen-gestures';
import { useScreenNumbers } from './use-screen-numbers';
import { useWorkspaceLayout } from './use-workspace-layout';
import { ZoomControls } from './zoom-controls';

/** What a live session on the screen (app/together-route.tsx, issue 40) works with. */
export type LiveParts = {
  engine: ColoringEngine | null;
  lineArt: ImageData | null;
  canvasRef: RefObject<HTMLCanvasElement | null>;
};

type Props = {
  page: Page;
  user: User;
  /** Colouring live with others (/together/{code}): drawn above the canvas, bound to the engine. */
  live?: (parts: LiveParts) => ReactNode;
};

export function ColoringScreen({ page: openedPage, user, live }: Props) {
  // Kid mode (issue 24): big simple tools, fill and a bright colour first, nothing to share or export.
  const kid = useProfile((profile) => profile.active !== null);
  const { state, dispatch, handleChange } = useScreenEditor(kid);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const viewportRef = useRef<HTMLDivElement>(null);
  const workspaceRef = useRef<HTMLDivElement>(null);
  const overlayRef = useRef<HTMLCanvasElement>(null);

  // `drafts`: what saving needs to know of the draft (markSaved, changedAt, takeDraft).
  const { engine, lineArt, failed, history, draftState, ...drafts } = useColoringEngine({
    page: openedPage,
    userId: user.id,
    canvasRef,
    onChange: handleChange,
  });

  useEngineSettings(engine, state);
  const painter = usePainterOptions(engine);

  const layout = useWorkspaceLayout(workspaceRef, kid, state, dispatch);
  const { size, rail, sidebar, inBar } = layout;

  const actions = useColoringActions({
    openedPage,
    user,
    engine,
    lineArt,
    containerWidth: size.width,
    dispatch,
    ...drafts,
  });
  const { page, pageRef, save, saveIfDue } = actions;
  const sharing = useColoringShare({ pageRef, pageId: openedPage.id, isSaved: state.isSaved, save });

  const mayPaint = useMayPaint(pageRef);

  const { numbers, confetti } = useScreenNumbers({
    engine,
    pageId: openedPage.id,
    hasColorKey: page.has_color_key,
    kid,
    isExporting: state.isExporting,
    dispatch,
    mayPaint,
    saveIfDue,
    onBarShown: layout.setBarShown,
  });

  const gestures = useScreenGestures({
    viewportRef,
    overlayRef,
    engine,
    size,
    state,
    dispatch,
    mayPaint,
    numbers,
    painter,
    saveIfDue,
  });

  useColoringShortcuts(engine, dispatch);
  const [replaying, setReplaying] = useReplayOpen(engine !== null);
  // Last of the hooks that listen: the strokes made on the first paint replay through them.
  useFirstPaintHandover(engine, failed, viewportRef);
  const zoomControls = (
    <ZoomControls
      view={gestures.view}
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
      <ColoringScreenHeader
        page={page}
        state={state}
        dispatch={dispatch}
        engine={engine}
        actions={actions}
        draftState={draftState}
        kid={kid}
        barSlot={inBar ? layout.barSlot : null}
        compact={inBar && !sidebar}
        onShare={sharing.openShare}
        onReplay={() => setReplaying(true)}
        live={live?.({ engine, lineArt, canvasRef })}
      />
      <div className="flex gap-3 rail:items-start">
        <ColoringToolbars
          kid={kid}
          state={state}
          dispatch={dispatch}
          history={history}
          engine={engine}
          numbers={numbers}
          hasColorKey={page.has_color_key === true}
          painter={painter}
          footer={rail ? zoomControls : undefined}
          panelsOverSidebar={sidebar && !state.scale}
          onKidDockHeight={layout.setKidDockPx}
        />
        <div ref={workspaceRef} className="min-w-0 flex-1">
          {numbers.active && !kid && <NumberBar mode={numbers} onHeight={layout.setBarPx} />}
          <ColoringCanvas
            viewportRef={viewportRef}
            canvasRef={canvasRef}
            overlayRef={overlayRef}
            size={size}
            view={gestures.view}
            cursor={gestures.cursor}
            scaled={state.scale}
            title={page.title}
            illustration={openedPage.illustration}
            ready={engine !== null}
            failed={failed}
            confetti={confetti}
            keyboardCursor={gestures.keyboardCursor}
          >
            {!rail && zoomControls}
          </ColoringCanvas>
        </div>
      </div>
      {!kid && (
        <ColoringDialogs
          page={page}
          openedPage={openedPage}
          user={user}
          engine={engine}
          replaying={replaying}
          onCloseReplay={() => setReplaying(false)}
          sharing={sharing}
          onSendPicture={() => void actions.share()}
        />
      )}
    </div>
  );
}
