import type { TogetherSession } from '@colorbook/contract';
import { Check, Copy } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { copyText } from '../lib/share-link';
import { fetchFamilySessions, startTogether } from '../lib/together-api';
import { Button, buttonClasses } from './button';
import { FormAlert } from './form-alert';
import { SheetDialog } from './sheet-dialog';
import { TogetherQr } from './together-qr';

export const togetherPath = (code: string) => `/together/${code}`;

/**
 * "Colour together" (issue 40): starts a session on this page and shows how others join it — the
 * link, its QR code and the code — and the family's sessions already running ("Colour with …").
 */
export function TogetherStartDialog({ pageId, onClose }: { pageId: number; onClose: () => void }) {
  const intl = useIntl();
  const text = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [session, setSession] = useState<TogetherSession | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [family, setFamily] = useState<TogetherSession[]>([]);
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    let cancelled = false;
    void fetchFamilySessions().then((result) => {
      if (!cancelled && result.ok) setFamily(result.data.data.filter((s) => !s.isHost));
    });
    return () => {
      cancelled = true;
    };
  }, []);

  const start = async () => {
    setFailure(null);
    const result = await startTogether(pageId);
    if (result.ok) setSession(result.data);
    else setFailure(result.error.message);
  };
  const link = session ? new URL(togetherPath(session.code), window.location.origin).toString() : '';

  return (
    <SheetDialog
      dialogRef={dialogRef}
      title={text('together.dialog.title')}
      onClose={onClose}
      testId="together-dialog"
    >
      {!session && (
        <div className="flex flex-col gap-3">
          <p className="text-ink-600">{text('together.dialog.intro')}</p>
          <FormAlert message={failure} />
          <Button data-testid="together-start" onClick={() => void start()}>
            {text('together.dialog.start')}
          </Button>
        </div>
      )}
      {session && (
        <div className="flex flex-col items-center gap-3 text-center">
          <p className="text-ink-600">{text('together.dialog.share')}</p>
          <TogetherQr text={link} label={text('together.dialog.qr')} />
          <p className="font-semibold text-ink-500 text-sm">{text('together.dialog.code')}</p>
          <p data-testid="together-code" className="font-extrabold font-mono text-2xl tracking-[0.2em]">
            {session.code}
          </p>
          <input
            readOnly
            value={link}
            data-testid="together-link"
            aria-label={text('together.dialog.link')}
            className="w-full rounded-lg bg-ink-50 px-3 py-2 text-sm"
            onFocus={(event) => event.currentTarget.select()}
          />
          <div className="flex w-full gap-2">
            <Button
              variant="secondary"
              className="flex-1"
              onClick={() => void copyText(link).then((ok) => setCopied(ok))}
            >
              {copied ? (
                <Check className="size-4" aria-hidden="true" />
              ) : (
                <Copy className="size-4" aria-hidden="true" />
              )}
              {text(copied ? 'together.dialog.copied' : 'together.dialog.copy')}
            </Button>
            <Link
              to={togetherPath(session.code)}
              className={buttonClasses('primary', 'md', 'flex-1')}
              data-testid="together-go"
            >
              {text('together.dialog.go')}
            </Link>
          </div>
        </div>
      )}
      {family.length > 0 && (
        <div className="flex flex-col gap-2 border-ink-100 border-t pt-3">
          <p className="font-bold">{text('together.family.title')}</p>
          {family.map((other) => (
            <Link
              key={other.code}
              to={togetherPath(other.code)}
              className="font-semibold text-brand-700 underline"
            >
              {text('together.family.with', { name: other.hostName })}
            </Link>
          ))}
        </div>
      )}
    </SheetDialog>
  );
}
