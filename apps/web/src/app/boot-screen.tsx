import { useIntl } from 'react-intl';
import { LogoMark } from '../components/logo';
import { Spinner } from '../components/spinner';
import { firstPaintShown } from '../lib/first-paint';

/** Shown while the first route's data loads (router HydrateFallback). */
export function BootScreen() {
  const intl = useIntl();
  // The server already drew this screen's frame and heading: keep that up rather than a spinner.
  if (firstPaintShown()) return null;
  return (
    <div className="grid min-h-dvh place-items-center">
      <div className="flex flex-col items-center gap-5">
        <LogoMark className="size-14 animate-pulse" />
        <Spinner className="size-6 text-brand-500" label={intl.formatMessage({ id: 'shell.loading' })} />
      </div>
    </div>
  );
}
