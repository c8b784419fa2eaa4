import type { Website } from '@colorbook/contract';
import { ArrowRight, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ButtonLink, buttonClasses } from '../../components/button';
import { HeroIllustration } from './hero-illustration';

type Props = { home: Website['landing']['home']; tagline: string; showHowItWorks: boolean };

export function HeroSection({ home, tagline, showHowItWorks }: Props) {
  const [imageFailed, setImageFailed] = useState(false);
  const { formatMessage } = useIntl();
  const showImage = Boolean(home.image) && !imageFailed;

  return (
    <section id="home" className="relative isolate scroll-mt-20 overflow-hidden">
      <div aria-hidden="true" className="absolute inset-0 -z-10">
        <div className="absolute -top-40 -left-40 size-[32rem] rounded-full bg-brand-100/80 blur-3xl" />
        <div className="absolute top-20 -right-40 size-[28rem] rounded-full bg-sunny-100 blur-3xl" />
        <div className="absolute -bottom-40 left-1/3 size-[26rem] rounded-full bg-coral-100/60 blur-3xl" />
      </div>
      <div className="mx-auto grid max-w-6xl grid-cols-1 items-center gap-12 px-5 pt-12 pb-20 sm:px-8 sm:pt-16 lg:grid-cols-[1.05fr_1fr] lg:gap-8 lg:pt-20 lg:pb-28">
        <div className="text-center lg:text-left">
          <p className="inline-flex max-w-full items-center gap-2 rounded-full bg-surface/80 px-4 py-1.5 text-sm font-bold text-brand-700 shadow-soft ring-1 ring-brand-100">
            <Sparkles className="size-4 shrink-0 text-sunny-500" aria-hidden="true" />
            <span className="truncate">{tagline}</span>
          </p>
          <h1 className="mt-6 text-[2.6rem] leading-[1.05] font-black tracking-tight sm:text-6xl lg:text-[4.2rem]">
            {home.title}
          </h1>
          <p className="mx-auto mt-6 max-w-xl text-lg leading-relaxed text-ink-600 sm:text-xl lg:mx-0">
            {home.description}
          </p>
          <div className="mt-9 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center lg:justify-start">
            <ButtonLink to="/sign-up" variant="accent" size="lg">
              {home.button || formatMessage({ id: 'landing.hero.getStarted' })}
              <ArrowRight className="size-5" aria-hidden="true" />
            </ButtonLink>
            {showHowItWorks && (
              <a href="#how-it-works" className={buttonClasses('secondary', 'lg')}>
                {formatMessage({ id: 'landing.hero.seeHowItWorks' })}
              </a>
            )}
          </div>
        </div>
        <div className="mx-auto w-full max-w-md lg:max-w-none">
          {showImage ? (
            <img
              src={home.image}
              alt=""
              className="w-full rounded-blob object-cover shadow-pop"
              onError={() => setImageFailed(true)}
            />
          ) : (
            <HeroIllustration className="w-full" />
          )}
        </div>
      </div>
    </section>
  );
}
