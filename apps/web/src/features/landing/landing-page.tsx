import { useLoaderData } from 'react-router';
import { usePublicSettings } from '../../lib/settings';
import type { landingLoader } from './landing-loader';
import { LandingView } from './landing-view';

/** The landing inside the app (client-side navigation to /); the server renders the same view. */
export function LandingPage() {
  const settings = usePublicSettings();
  const { plans } = useLoaderData<typeof landingLoader>();
  return <LandingView settings={settings} plans={plans} />;
}
