import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { usePublicSettings } from '../lib/settings';
import { Logo } from './logo';
import { ScribbleBackdrop } from './scribble-backdrop';

/** A full-height screen with the logo on top and content centred on a playful backdrop. */
export function CenteredScreen({ children }: { children: ReactNode }) {
  const { appName } = usePublicSettings();
  const intl = useIntl();
  return (
    <div className="relative isolate flex min-h-dvh flex-col overflow-hidden">
      <ScribbleBackdrop />
      <header className="px-5 py-5 sm:px-8">
        <Link
          to="/"
          className="inline-flex rounded-xl"
          aria-label={intl.formatMessage({ id: 'common.homeLink' }, { appName })}
        >
          <Logo name={appName} />
        </Link>
      </header>
      <main className="flex flex-1 flex-col items-center justify-center px-5 pt-4 pb-20 text-center">
        {children}
      </main>
    </div>
  );
}
