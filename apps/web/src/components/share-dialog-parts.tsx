import { Link2, Link2Off } from 'lucide-react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from './button';
import { SwitchRow } from './switch-row';
import type { useShareLink } from './use-share-link';

/* The parts of the share dialog (share-dialog.tsx): the link stopped, its two switches, stopping it. */

type ShareLinkState = ReturnType<typeof useShareLink>;
type ReadyShare = Extract<ShareLinkState['state'], { status: 'ready' }>['share'];

/** The link was stopped: what that means, and a way to make a new one. */
export function SharingStopped({ onNewLink }: { onNewLink: () => void }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-card bg-ink-50 px-5 py-6 text-center">
      <Link2Off className="size-8 text-ink-400" aria-hidden="true" />
      <p className="font-bold" role="status">
        <FormattedMessage id="share.stopped" />
      </p>
      <p className="text-sm text-ink-600">
        <FormattedMessage id="share.stoppedText" />
      </p>
      <Button variant="secondary" className="mt-2" onClick={onNewLink}>
        <Link2 className="size-5" aria-hidden="true" />
        <FormattedMessage id="share.newLink" />
      </Button>
    </div>
  );
}

/** "Show my name" and "Let search engines list it". */
export function ShareSwitches({
  share,
  painterName,
  onChange,
}: {
  share: ReadyShare;
  painterName: string;
  onChange: ShareLinkState['change'];
}) {
  const { formatMessage } = useIntl();
  return (
    <div className="divide-y divide-ink-200/70 overflow-hidden rounded-card ring-1 ring-ink-200/70">
      <SwitchRow
        label={formatMessage({ id: 'share.showName' })}
        description={
          share.show_name
            ? formatMessage({ id: 'share.showNameOn' }, { name: painterName })
            : formatMessage({ id: 'share.showNameOff' })
        }
        checked={share.show_name}
        onChange={(showName) => void onChange({ showName })}
      />
      <SwitchRow
        label={formatMessage({ id: 'share.searchEngines' })}
        description={
          share.public
            ? formatMessage({ id: 'share.searchEnginesOn' })
            : formatMessage({ id: 'share.searchEnginesOff' })
        }
        checked={share.public}
        onChange={(value) => void onChange({ public: value })}
      />
    </div>
  );
}

/** "Stop sharing", asked once more before the link stops working. */
export function StopSharing({ saving, onStop }: { saving: boolean; onStop: () => Promise<boolean> }) {
  const [confirmStop, setConfirmStop] = useState(false);
  const handleStop = async () => {
    if (await onStop()) setConfirmStop(false);
  };
  return confirmStop ? (
    <div className="flex flex-col gap-3 rounded-card bg-coral-50 p-4 ring-1 ring-coral-200">
      <p className="font-bold text-ink-900">
        <FormattedMessage id="share.stopQuestion" />
      </p>
      <div className="flex gap-2">
        <Button
          variant="secondary"
          className="flex-1"
          disabled={saving}
          onClick={() => setConfirmStop(false)}
        >
          <FormattedMessage id="common.cancel" />
        </Button>
        <Button variant="accent" className="flex-1" busy={saving} onClick={() => void handleStop()}>
          <FormattedMessage id="share.stopYes" />
        </Button>
      </div>
    </div>
  ) : (
    <button
      type="button"
      onClick={() => setConfirmStop(true)}
      className="inline-flex h-11 items-center justify-center gap-2 self-center rounded-full px-5 font-bold text-danger-700 transition hover:bg-danger-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-danger-600"
    >
      <Link2Off className="size-5" aria-hidden="true" />
      <FormattedMessage id="share.stop" />
    </button>
  );
}
