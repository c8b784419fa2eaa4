import { House, RotateCcw, TriangleAlert } from 'lucide-react';
import { useLayoutEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { buttonClasses } from '../components/button';
import { CenteredScreen } from '../components/centered-screen';
import { NotFoundScreen } from '../components/not-found-screen';
import { dropFirstPaint } from '../lib/first-paint';

function describe(error: unknown): string | null {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return null;
}

/** Root errorElement (spec §2): a failed route shows this instead of a blank page. */
export function RootErrorPage() {
  const error = useRouteError();
  const intl = useIntl();
  // A failed first route must not leave the server's picture of the screen standing.
  useLayoutEffect(dropFirstPaint, []);
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundScreen />;

  const stack = import.meta.env.DEV && error instanceof Error ? error.stack : undefined;
  return (
    <CenteredScreen>
      <span className="grid size-16 place-items-center rounded-2xl bg-coral-100 text-coral-600">
        <TriangleAlert className="size-8" aria-hidden="true" />
      </span>
      <h1 className="mt-6 text-3xl font-extrabold tracking-tight sm:text-4xl">
        <FormattedMessage id="error.title" />
      </h1>
      <p className="mt-3 max-w-md text-ink-600">
        <FormattedMessage id="error.text" />
      </p>
      <p className="mt-2 max-w-md text-sm break-words text-ink-500">
        {describe(error) ?? intl.formatMessage({ id: 'error.unknown' })}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {/* Plain elements, not router links: the router itself may be what failed. */}
        <button
          type="button"
          className={buttonClasses('primary', 'lg')}
          onClick={() => window.location.reload()}
        >
          <RotateCcw className="size-5" aria-hidden="true" />
          <FormattedMessage id="error.reload" />
        </button>
        <a href="/" className={buttonClasses('secondary', 'lg')}>
          <House className="size-5" aria-hidden="true" />
          <FormattedMessage id="error.goHome" />
        </a>
      </div>
      {stack && (
        <pre className="mt-10 max-h-64 max-w-3xl overflow-auto rounded-xl bg-ink-900 p-4 text-left text-xs text-ink-100">
          {stack}
        </pre>
      )}
    </CenteredScreen>
  );
}
