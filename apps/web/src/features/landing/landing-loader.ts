import { redirect } from 'react-router';
import { fetchPlans } from '../../lib/plans';
import { getPlatform } from '../../lib/platform';
import { loadPublicSettings } from '../../lib/settings';

/** Off the web the landing is replaced by the app's splash (spec §2). Plans stream in after first paint. */
export async function landingLoader() {
  if (getPlatform() !== 'web') throw redirect('/splash');
  // Same cached promise as the root loader: no second request.
  const { website } = await loadPublicSettings();
  return { plans: website.landing.pricing.visibility ? fetchPlans() : Promise.resolve(null) };
}
