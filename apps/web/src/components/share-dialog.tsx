import { Check, Copy, RotateCcw, Share2 } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { canShareLink, copyText, shareLink } from '../lib/share-link';
import { Button } from './button';
import { FormAlert } from './form-alert';
import { ShareSwitches, SharingStopped, StopSharing } from './share-dialog-parts';
import { SheetDialog } from './sheet-dialog';
import { Spinner } from './spinner';
import { useShareLink } from './use-share-link';

type Props = {
  /** The page's title, shown and sent along with the link. */
  title: string;
  /** The colouring's small picture, if known. */
  preview?: string;
  /** The signed-in painter's display name, for "Show my name". */
  painterName: string;
  /** The colouring's id (page.colored.id), saving it first where needed; null: nothing to share. */
  resolveColoringId: () => Promise<number | null>;
  onClose: () => void;
  /** More ways to share under the link (the native shells: send the picture itself). */
  extra?: ReactNode;
  /**
   * A child's colouring (issue 35): the dialog first says what the page will show (no name unless
   * turned on, then only the child's) and makes the link only when the grown-up says so.
   */
  childName?: string;
};

/**
 * "Share": a link to the colouring (made when the dialog opens, the same link every time), with
 * Copy, the system share sheet where there is one, "Show my name", "Let search engines list it"
 * and "Stop sharing", in the app's SheetDialog frame.
 */
export function ShareDialog({
  title,
  preview,
  painterName,
  resolveColoringId,
  onClose,
  extra,
  childName,
}: Props) {
  const { formatMessage } = useIntl();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [agreed, setAgreed] = useState(childName === undefined);
  const { state, retry, change, stop } = useShareLink(resolveColoringId, agreed);
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);

  useEffect(() => {
    if (copied !== 'yes') return;
    const timer = setTimeout(() => setCopied(null), 2500);
    return () => clearTimeout(timer);
  }, [copied]);

  const ready = state.status === 'ready' ? state : null;
  const handleCopy = async () => {
    if (!ready) return;
    setCopied((await copyText(ready.share.url)) ? 'yes' : 'failed');
  };
  const handleShare = () => {
    if (!ready) return;
    void shareLink({
      url: ready.share.url,
      title,
      text: formatMessage({ id: 'share.shareText' }, { title }),
    });
  };

  return (
    <SheetDialog
      dialogRef={dialogRef}
      title={formatMessage({ id: 'share.title' })}
      subtitle={title}
      leading={
        preview && (
          <img
            src={preview}
            alt=""
            width={64}
            height={64}
            className="size-14 shrink-0 rounded-2xl bg-white object-contain ring-1 ring-ink-200"
          />
        )
      }
      onClose={onClose}
      testId="share-dialog"
    >
      {!agreed && (
        <div className="flex flex-col gap-4" data-testid="share-child-ask">
          <p className="text-ink-700">
            <FormattedMessage id="share.childAsk" values={{ name: childName }} />
          </p>
          <Button size="lg" onClick={() => setAgreed(true)}>
            <FormattedMessage id="share.childConfirm" />
          </Button>
        </div>
      )}

      {agreed && state.status === 'loading' && (
        <div className="flex min-h-32 flex-col items-center justify-center gap-3 text-ink-600">
          <Spinner className="size-7 text-brand-600" label="" />
          <p className="font-semibold" role="status">
            <FormattedMessage id="share.making" />
          </p>
        </div>
      )}

      {state.status === 'failed' && (
        <div className="flex flex-col gap-4">
          <FormAlert message={state.message} />
          <Button variant="secondary" onClick={() => void retry()}>
            <RotateCcw className="size-5" aria-hidden="true" />
            <FormattedMessage id="common.tryAgain" />
          </Button>
        </div>
      )}

      {state.status === 'stopped' && <SharingStopped onNewLink={() => void retry()} />}

      {ready && (
        <>
          <p className="-mt-1 text-sm text-ink-600">
            <FormattedMessage id="share.intro" />
          </p>
          <div className="flex flex-col gap-2">
            <div className="flex gap-2">
              <input
                readOnly
                value={ready.share.url}
                aria-label={formatMessage({ id: 'share.linkLabel' })}
                data-testid="share-url"
                onFocus={(event) => event.currentTarget.select()}
                className="h-11 min-w-0 flex-1 rounded-control bg-ink-50 px-3 text-sm font-semibold text-ink-800 ring-1 ring-ink-200 ring-inset focus:ring-2 focus:ring-brand-500 focus:outline-none"
              />
              <Button variant={copied === 'yes' ? 'secondary' : 'primary'} onClick={() => void handleCopy()}>
                {copied === 'yes' ? (
                  <Check className="size-5 text-mint-700" aria-hidden="true" />
                ) : (
                  <Copy className="size-5" aria-hidden="true" />
                )}
                {formatMessage({ id: copied === 'yes' ? 'share.copied' : 'share.copy' })}
              </Button>
            </div>
            <p className="min-h-5 text-sm font-semibold" role="status">
              {copied === 'yes' && (
                <span className="text-mint-700">
                  <FormattedMessage id="share.linkCopied" />
                </span>
              )}
              {copied === 'failed' && (
                <span className="text-ink-600">
                  <FormattedMessage id="share.copyYourself" />
                </span>
              )}
            </p>
            {canShareLink() && (
              <Button variant="accent" size="lg" onClick={handleShare}>
                <Share2 className="size-5" aria-hidden="true" />
                <FormattedMessage id="share.shareButton" />
              </Button>
            )}
            {extra}
          </div>
          <ShareSwitches share={ready.share} painterName={painterName} onChange={change} />
          <FormAlert message={ready.error} />
          <StopSharing saving={ready.saving} onStop={stop} />
        </>
      )}
    </SheetDialog>
  );
}
