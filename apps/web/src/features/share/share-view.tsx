import { ArrowRight, Palette, Sparkles } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { ButtonLink } from '../../components/button';
import { Logo } from '../../components/logo';
import { colorPagePath } from '../../lib/coloring-path';
import { withNext } from '../../lib/next-path';
import { type SharedReplay, SharedReplayPlayer } from './shared-replay';

/** What the server gives a shared page (apps/server plugins/share-page.ts): nothing private. */
export type SharedColoring = {
  path: string;
  title: string;
  /** Null when the painter hid their name. */
  painterName: string | null;
  pageId: number;
  picture: string;
  /** The time-lapse player's sources, only when the colouring has a replay log. */
  replay?: SharedReplay | null;
};

type Props = { appName: string; share: SharedColoring };

/**
 * /s/{token}, rendered on the server only (no script): the shared colouring, the page's title,
 * who coloured it (unless they hid it) and a way to colour the same page, through sign-up
 * straight to its colouring screen.
 */
export function ShareView({ appName, share }: Props) {
  const intl = useIntl();
  const next = colorPagePath(share.pageId);
  const alt = share.painterName
    ? intl.formatMessage({ id: 'share.altPainter' }, { title: share.title, painter: share.painterName })
    : intl.formatMessage({ id: 'share.alt' }, { title: share.title });
  return (
    <div className="relative isolate flex min-h-dvh flex-col overflow-x-clip">
      <div aria-hidden="true" className="absolute inset-0 -z-10 overflow-hidden">
        <div className="absolute -top-40 -left-40 size-[30rem] rounded-full bg-brand-100/80 blur-3xl" />
        <div className="absolute top-1/3 -right-40 size-[26rem] rounded-full bg-sunny-100 blur-3xl" />
        <div className="absolute -bottom-40 left-1/4 size-[24rem] rounded-full bg-coral-100/60 blur-3xl" />
      </div>
      <header className="mx-auto flex w-full max-w-6xl items-center gap-3 px-5 py-4 sm:px-8 sm:py-5">
        <Link
          to="/"
          className="mr-auto min-w-0 rounded-xl"
          aria-label={intl.formatMessage({ id: 'share.home' }, { app: appName })}
        >
          <Logo name={appName} />
        </Link>
        <ButtonLink to={withNext('/sign-in', next)} variant="ghost" size="sm">
          <FormattedMessage id="share.signIn" />
        </ButtonLink>
      </header>
      <main className="mx-auto grid w-full max-w-6xl flex-1 items-center gap-8 px-5 pt-2 pb-14 sm:px-8 lg:grid-cols-[minmax(0,1.15fr)_minmax(0,1fr)] lg:gap-14 lg:pb-20">
        <figure className="mx-auto w-full max-w-xl lg:max-w-none">
          <div className="rounded-blob bg-surface p-3 shadow-pop ring-1 ring-ink-200/60 sm:p-4">
            {share.replay ? (
              <SharedReplayPlayer
                replay={share.replay}
                title={share.title}
                alt={alt}
                picture={share.picture}
              />
            ) : (
              <img
                src={share.picture}
                alt={alt}
                width={1024}
                height={1024}
                className="aspect-square w-full rounded-[1.75rem] bg-white object-contain"
                data-testid="shared-picture"
              />
            )}
          </div>
        </figure>
        <section className="text-center lg:text-left" aria-labelledby="shared-title">
          <p className="inline-flex items-center gap-2 rounded-full bg-surface/80 px-4 py-1.5 text-sm font-bold text-brand-700 shadow-soft ring-1 ring-brand-100">
            <Sparkles className="size-4 shrink-0 text-sunny-500" aria-hidden="true" />
            <FormattedMessage id={share.painterName ? 'share.badgePainter' : 'share.badge'} />
          </p>
          <h1
            id="shared-title"
            className="mt-5 text-[2.1rem] leading-[1.1] font-black tracking-tight wrap-anywhere sm:text-5xl"
          >
            {share.title}
          </h1>
          {share.painterName && (
            <p className="mt-4 text-lg text-ink-600 sm:text-xl" data-testid="shared-painter">
              <FormattedMessage
                id="share.painter"
                values={{
                  painter: share.painterName,
                  b: (chunks) => <strong className="font-extrabold text-ink-900">{chunks}</strong>,
                }}
              />
            </p>
          )}
          <p className="mx-auto mt-5 max-w-md leading-relaxed text-ink-600 lg:mx-0">
            <FormattedMessage id="share.invite" />
          </p>
          <div className="mt-8 flex flex-col items-stretch gap-3 sm:flex-row sm:justify-center lg:justify-start">
            <ButtonLink to={withNext('/sign-up', next)} variant="accent" size="lg">
              <Palette className="size-5" aria-hidden="true" />
              <FormattedMessage id="share.colourIt" />
            </ButtonLink>
          </div>
          <p className="mt-4 text-sm text-ink-500">
            <FormattedMessage id="share.free" />{' '}
            <Link
              to={withNext('/sign-in', next)}
              className="font-bold text-brand-700 underline-offset-2 hover:underline"
            >
              <FormattedMessage id="share.haveAccount" />
            </Link>
          </p>
        </section>
      </main>
      <footer className="border-t border-ink-200/60 px-5 py-6 text-center text-sm text-ink-500 sm:px-8">
        {intl.formatMessage({ id: 'share.madeWith' }, { app: appName })}{' '}
        <Link to="/" className="inline-flex items-center gap-1 font-bold text-brand-700 hover:underline">
          <FormattedMessage id="share.discover" />
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </footer>
    </div>
  );
}
