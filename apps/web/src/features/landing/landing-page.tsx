import { localizeTagline, localizeWebsite } from '@colorbook/contract';
import { isLocale } from '@colorbook/i18n';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useLoaderData } from 'react-router';
import { usePublicSettings } from '../../lib/settings';
import type { landingLoader } from './landing-loader';
import { LandingView } from './landing-view';

/** The landing inside the app (client-side navigation to /); the server renders the same view. */
export function LandingPage() {
  const base = usePublicSettings();
  const { locale } = useIntl();
  const { plans } = useLoaderData<typeof landingLoader>();
  // The admin's words in the active language, English where a section is not translated.
  const settings = useMemo(
    () =>
      isLocale(locale)
        ? {
            ...base,
            tagline: localizeTagline(base.website, locale, base.tagline),
            website: localizeWebsite(base.website, locale),
          }
        : base,
    [base, locale],
  );
  return <LandingView settings={settings} plans={plans} />;
}
