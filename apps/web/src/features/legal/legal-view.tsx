import { ArrowLeft } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { Card } from '../../components/card';
import { Logo } from '../../components/logo';

type Props = { appName: string; title: string; html: string };

/**
 * /terms and /privacy as shown, for the app's router and for the server's render (ssr/).
 * `html` must already be sanitised: the server stores and serves only allowlisted HTML, and the
 * app passes it through DOMPurify again.
 */
export function LegalView({ appName, title, html }: Props) {
  const { formatMessage } = useIntl();
  return (
    <div className="min-h-dvh">
      <header className="mx-auto flex max-w-4xl items-center justify-between gap-4 px-5 py-5 sm:px-8">
        <Link
          to="/"
          className="rounded-xl"
          aria-label={formatMessage({ id: 'landing.header.home' }, { appName })}
        >
          <Logo name={appName} />
        </Link>
        <Link
          to="/"
          className="inline-flex min-h-11 items-center gap-1.5 rounded-full px-3 py-2 text-sm font-bold text-ink-700 hover:bg-ink-100 hover:text-ink-900"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          {formatMessage({ id: 'legal.backHome' })}
        </Link>
      </header>
      <main className="mx-auto max-w-4xl px-5 pb-20 sm:px-8">
        <Card className="px-6 py-8 sm:px-12 sm:py-12">
          <h1 className="text-3xl font-black tracking-tight sm:text-4xl">{title}</h1>
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the caller (see above) */}
          <div className="prose-cb mt-8" dangerouslySetInnerHTML={{ __html: html }} />
        </Card>
      </main>
    </div>
  );
}
