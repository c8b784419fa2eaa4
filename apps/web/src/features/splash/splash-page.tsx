import { FormattedMessage } from 'react-intl';
import { ButtonLink } from '../../components/button';
import { LogoMark } from '../../components/logo';
import { usePublicSettings } from '../../lib/settings';

/** Start screen of the native apps (the landing redirects here off the web). */
export function SplashPage() {
  const { appName, tagline } = usePublicSettings();
  return (
    <main className="relative isolate flex min-h-dvh flex-col items-center justify-center overflow-hidden bg-brand-700 px-6 py-16 text-center text-white">
      <div
        aria-hidden="true"
        className="absolute -top-20 -right-24 -z-10 size-80 rounded-full bg-brand-500 blur-3xl"
      />
      <div
        aria-hidden="true"
        className="absolute -bottom-24 -left-16 -z-10 size-80 rounded-full bg-coral-500/50 blur-3xl"
      />
      <span className="rounded-[1.75rem] bg-white/15 p-2.5 shadow-pop ring-1 ring-white/30">
        <LogoMark className="size-22" />
      </span>
      <h1 className="mt-8 text-4xl font-black tracking-tight text-white">{appName}</h1>
      <p className="mt-3 max-w-xs text-lg text-brand-100">{tagline}</p>
      <div className="mt-12 flex w-full max-w-xs flex-col gap-3">
        <ButtonLink to="/sign-up" variant="inverse" size="lg">
          <FormattedMessage id="splash.getStarted" />
        </ButtonLink>
        <ButtonLink to="/sign-in" variant="glass" size="lg">
          <FormattedMessage id="splash.signIn" />
        </ButtonLink>
      </div>
    </main>
  );
}

export { SplashPage as Component };
