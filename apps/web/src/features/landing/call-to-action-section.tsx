import type { Website } from '@colorbook/contract';
import { ArrowRight } from 'lucide-react';
import { FormattedMessage } from 'react-intl';
import { ButtonLink } from '../../components/button';

export function CallToActionSection({ content }: { content: Website['landing']['callToAction'] }) {
  return (
    <section id="call-to-action" className="scroll-mt-20 px-3 py-10 sm:px-6 sm:py-14">
      <div className="relative isolate mx-auto max-w-6xl overflow-hidden rounded-blob bg-gradient-to-br from-coral-500 via-coral-400 to-sunny-400 px-6 py-16 text-center sm:px-12 sm:py-20">
        <svg
          aria-hidden="true"
          viewBox="0 0 400 120"
          className="absolute -top-6 -left-10 -z-10 w-80 text-white/25"
          fill="none"
        >
          <path
            d="M10 90c40-60 70 20 110-20s60-50 100-10 70 30 170-40"
            stroke="currentColor"
            strokeWidth="14"
            strokeLinecap="round"
          />
        </svg>
        <svg
          aria-hidden="true"
          viewBox="0 0 120 120"
          className="absolute -right-6 -bottom-8 -z-10 w-44 text-white/25"
        >
          <circle
            cx="60"
            cy="60"
            r="50"
            fill="none"
            stroke="currentColor"
            strokeWidth="14"
            strokeDasharray="4 22"
            strokeLinecap="round"
          />
        </svg>
        <h2 className="mx-auto max-w-2xl text-3xl font-black tracking-tight text-white sm:text-5xl">
          {content.title}
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-lg text-white/90">{content.description}</p>
        <ButtonLink to="/sign-up" variant="inverse" size="lg" className="mt-9 text-coral-700">
          {content.button || <FormattedMessage id="landing.hero.getStarted" />}
          <ArrowRight className="size-5" aria-hidden="true" />
        </ButtonLink>
      </div>
    </section>
  );
}
