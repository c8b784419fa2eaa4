import { CloudOff } from 'lucide-react';
import { FormattedMessage } from 'react-intl';
import { useOnline } from '../lib/connectivity';

/**
 * Says the device is offline (DESIGN §9) while it is: pages opened recently can still be coloured
 * and their saves wait for the connection. A strip in the page flow above everything, so it never
 * covers a header, a toast or the colouring dock fixed to the bottom of a phone.
 */
export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    <p
      role="status"
      data-testid="offline-banner"
      className="flex animate-fade-in items-center justify-center gap-2.5 bg-ink-900 px-4 py-2 text-center text-sm font-semibold text-white"
    >
      <CloudOff className="size-5 shrink-0 text-sunny-300" aria-hidden="true" />
      <span>
        <FormattedMessage id="shell.offline" />
      </span>
    </p>
  );
}
