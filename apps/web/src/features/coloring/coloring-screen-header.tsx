import type { ColoringEngine, EditorState } from '@colorbook/canvas';
import type { Page } from '@colorbook/contract';
import { type Dispatch, type ReactNode, useState } from 'react';
import { createPortal } from 'react-dom';
import { useIntl } from 'react-intl';
import { TogetherStartDialog } from '../../components/together-start-dialog';
import { askConfirmation } from '../../lib/confirmation';
import { ColoringHeader } from './coloring-header';
import { type ScreenAction, statusMessageId } from './coloring-screen-state';
import type { ColoringActions } from './use-coloring-actions';
import type { DraftState } from './use-coloring-engine';

type Props = {
  page: Page;
  state: EditorState;
  dispatch: Dispatch<ScreenAction>;
  engine: ColoringEngine | null;
  /** Saving's state and the header's file actions. */
  actions: Pick<ColoringActions, 'saving' | 'queued' | 'save' | 'download' | 'print'>;
  draftState: DraftState;
  kid: boolean;
  /** The app's top bar, when the header goes up into it (the rail layout). */
  barSlot: HTMLElement | null;
  compact: boolean;
  onShare: () => void;
  onReplay: () => void;
  /** Colouring live in a session (issue 40): its bar, under the header; else "Colour together" is offered. */
  live?: ReactNode;
};

/**
 * The colouring screen's title, save status and actions: above the page, or up in the app's top
 * bar when there is one to go to.
 */
export function ColoringScreenHeader({
  page,
  state,
  dispatch,
  engine,
  actions,
  draftState,
  kid,
  barSlot,
  compact,
  onShare,
  onReplay,
  live,
}: Props) {
  const [startingTogether, setStartingTogether] = useState(false);
  const { saving, queued } = actions;
  const intl = useIntl();
  const handleClear = () => {
    if (!engine) return;
    void askConfirmation(intl.formatMessage({ id: 'coloring.clearQuestion' }), () => {
      engine.clear();
      dispatch({ type: 'clear' });
    });
  };
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
      onDownload={() => void actions.download()}
      onPrint={() => void actions.print()}
      onSave={() => void actions.save('button')}
      onShare={onShare}
      onReplay={onReplay}
      onTogether={live ? undefined : () => setStartingTogether(true)}
      kid={kid}
      inBar={barSlot !== null}
      wide={state.scale}
      compact={compact}
    />
  );
  return (
    <>
      {barSlot ? createPortal(header, barSlot) : header}
      {live}
      {startingTogether && (
        <TogetherStartDialog pageId={page.id} onClose={() => setStartingTogether(false)} />
      )}
    </>
  );
}
