import { RefreshCw } from 'lucide-react';
import { FormattedMessage } from 'react-intl';
import { useStore } from 'zustand';
import { pwaStore } from '../lib/pwa';

/**
 * A new version was deployed and is ready (lib/pwa): one tap reloads into it. A strip in the page
 * flow at the top, like the offline banner, so it covers nothing.
 */
export function UpdatePrompt() {
  const { updateReady, applyUpdate } = useStore(pwaStore);
  if (!updateReady) return null;
  return (
    <div className="flex justify-center bg-brand-700 px-4 py-1">
      <button
        type="button"
        onClick={applyUpdate}
        className="flex min-h-11 items-center gap-2.5 rounded-full px-4 text-sm font-bold text-white hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
      >
        <RefreshCw className="size-5 shrink-0" aria-hidden="true" />
        <FormattedMessage id="shell.updateAvailable" />
      </button>
    </div>
  );
}
